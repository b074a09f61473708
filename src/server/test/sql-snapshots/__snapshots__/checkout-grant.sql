select "sessoes"."id", "sessoes"."lembrar", "sessoes"."expira_em", "sessoes"."visto_em", "sessoes"."revogada_em", "usuarios"."codigo", "usuarios"."email", "usuarios"."nome", "usuarios"."sobrenome", "usuarios"."nivel", "usuarios"."tipo", "usuarios"."ativo", "usuarios"."validacao" from "sessoes" inner join "usuarios" on "usuarios"."codigo" = "sessoes"."usuario" where "sessoes"."token_hash" = $1 limit $2;

select "checkouts"."id", "checkouts"."usuario", "checkouts"."plano", "checkouts"."tipo_usuario", "checkouts"."metodo", "checkouts"."status", "checkouts"."valor_centavos", "checkouts"."gateway", "checkouts"."gateway_pagamento", "checkouts"."pix_payload", "checkouts"."pix_qr_code", "checkouts"."pix_expira_em", "checkouts"."cartao_final", "checkouts"."cartao_bandeira", "checkouts"."criado_em", "checkouts"."pago_em", "checkouts"."consultado_em", "checkouts"."anuncio_renovado", "planos"."slug", "planos"."nome", "faturas"."numero" from "checkouts" inner join "planos" on "planos"."codigo" = "checkouts"."plano" left join "faturas" on "faturas"."checkout" = "checkouts"."id" where "checkouts"."id" = $1 order by "checkouts"."id" desc;

select "status" from "pagamentos_sandbox" where "pagamentos_sandbox"."id" = $1;

update "pagamentos_sandbox" set "status" = $1 where ("pagamentos_sandbox"."id" = $2 and "pagamentos_sandbox"."status" = $3);

select "id", "usuario", "plano", "tipo_usuario", "metodo", "status", "valor_centavos", "gateway", "gateway_pagamento", "pix_payload", "pix_qr_code", "pix_expira_em", "cartao_final", "cartao_bandeira", "criado_em", "pago_em", "consultado_em", "anuncio_renovado" from "checkouts" where "checkouts"."gateway_pagamento" = $1;

select "id", "cliente", "metodo", "status", "valor_centavos", "referencia", "criado_em" from "pagamentos_sandbox" where "pagamentos_sandbox"."id" = $1;

update "checkouts" set "status" = $1, "pago_em" = $2 where ("checkouts"."id" = $3 and "checkouts"."status" in ($4, $5)) returning "id", "usuario", "plano", "tipo_usuario", "metodo", "status", "valor_centavos", "gateway", "gateway_pagamento", "pix_payload", "pix_qr_code", "pix_expira_em", "cartao_final", "cartao_bandeira", "criado_em", "pago_em", "consultado_em", "anuncio_renovado";

select "codigo", "nome", "slug", "tipo_usuario", "preco_centavos", "periodo_meses", "dias", "destaque", "descricao", "atributos", "origem", "gratis", "ativo", "ordem" from "planos" where "planos"."codigo" = $1;

select "nome", "sobrenome", "documento" from "usuarios" where "usuarios"."codigo" = $1;

insert into "creditos" ("id", "usuario", "checkout", "plano", "status", "inicio", "fim", "anuncio", "usado_em", "aviso_expiracao_em", "revogado_em", "congelado_em", "status_antes_congelar", "anuncio_status_antes_congelar") values (default, $1, $2, $3, default, $4, $5, default, default, default, default, default, default, default) returning "id";

insert into "contador_faturas" ("id", "ultimo") values ($1, $2) on conflict ("id") do update set "ultimo" = "contador_faturas"."ultimo" + 1 returning "ultimo";

insert into "faturas" ("id", "numero", "checkout", "usuario", "plano_nome", "plano_slug", "plano_tipo_usuario", "plano_preco_centavos", "plano_periodo_meses", "plano_origem", "pagador_nome", "pagador_documento", "valor_centavos", "metodo", "cartao_final", "status", "emitida_em", "paga_em", "estornada_em", "motivo_estorno", "estornada_por") values (default, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, default, default, default) returning "id";

select "checkouts"."id", "checkouts"."usuario", "checkouts"."plano", "checkouts"."tipo_usuario", "checkouts"."metodo", "checkouts"."status", "checkouts"."valor_centavos", "checkouts"."gateway", "checkouts"."gateway_pagamento", "checkouts"."pix_payload", "checkouts"."pix_qr_code", "checkouts"."pix_expira_em", "checkouts"."cartao_final", "checkouts"."cartao_bandeira", "checkouts"."criado_em", "checkouts"."pago_em", "checkouts"."consultado_em", "checkouts"."anuncio_renovado", "planos"."slug", "planos"."nome", "faturas"."numero" from "checkouts" inner join "planos" on "planos"."codigo" = "checkouts"."plano" left join "faturas" on "faturas"."checkout" = "checkouts"."id" where "checkouts"."id" = $1 order by "checkouts"."id" desc;
