select "sessoes"."id", "sessoes"."lembrar", "sessoes"."expira_em", "sessoes"."visto_em", "sessoes"."revogada_em", "usuarios"."codigo", "usuarios"."email", "usuarios"."nome", "usuarios"."sobrenome", "usuarios"."nivel", "usuarios"."tipo", "usuarios"."ativo", "usuarios"."validacao" from "sessoes" inner join "usuarios" on "usuarios"."codigo" = "sessoes"."usuario" where "sessoes"."token_hash" = $1 limit $2;

select "codigo", "titulo", "subtitulo", "descricao", "preco", "preco_centavos", "slug", "tipo", "status", "tipos_transacao", "condicao", "categoria", "subcategoria", "categoria_texto", "cidade", "uf", "horarios", "mapa_url", "video_url", "regras", "destaque", "anunciante", "checkout_id", "motivo_reprovacao", "suspenso_por_bloqueio", "encerrado_em", "status_ao_encerrar", "criado_em", "atualizado_em", "publicado_em" from "anuncios" where ("anuncios"."codigo" = $1 and "anuncios"."anunciante" = $2) for update;

select "codigo", "nome", "sobrenome", "email", "pessoa", "documento", "senha_hash", "whatsapp", "ddd", "instagram", "facebook", "linkedin", "tiktok", "linktree", "twitter", "site", "cep", "logradouro", "ruaenumero", "complemento", "bairro", "cidade", "uf", "mostrar_endereco", "avisos_mensagens", "resumo_semanal", "removido_em", "condominio", "nivel", "tipo", "ativo", "validacao", "email_confirmado_em", "criado_em", "atualizado_em" from "usuarios" where "usuarios"."codigo" = $1;

select c."codigo" as code
              from "cidades" c join "estados" e on e."codigo" = c."estado"
             where e."sigla" = $1
               and public.immutable_unaccent(lower(c."nome")) = public.immutable_unaccent(lower($2))
             limit 1;

select "id", "checkout", "fim", "status" from "creditos" where "creditos"."anuncio" = $1;

update "creditos"
               set "status" = 'used',
                   "anuncio" = $1,
                   "usado_em" = $2::timestamptz
             where "creditos"."id" = (
                     select c."id" from "creditos" c
                      where c."usuario" = $3
                        and c."status" = 'available'
                        and c."fim" > $4::timestamptz
                        
                      order by c."fim", c."id"
                      limit 1
                        for update skip locked)
               and not exists (select 1 from "creditos" b where b."anuncio" = $5)
           returning "creditos"."id" as id, "creditos"."checkout" as checkout_id, "creditos"."fim" as ends_at;

select "codigo", "anuncio", "status", "conteudo", "motivo", "criado_em", "atualizado_em", "decidido_em", "decidido_por" from "anuncio_revisoes" where ("anuncio_revisoes"."anuncio" = $1 and "anuncio_revisoes"."status" = $2) for update;

update "anuncios" set "status" = $1, "cidade" = $2, "uf" = $3, "checkout_id" = $4, "motivo_reprovacao" = $5, "atualizado_em" = now() where "anuncios"."codigo" = $6 returning "codigo", "titulo", "subtitulo", "descricao", "preco", "preco_centavos", "slug", "tipo", "status", "tipos_transacao", "condicao", "categoria", "subcategoria", "categoria_texto", "cidade", "uf", "horarios", "mapa_url", "video_url", "regras", "destaque", "anunciante", "checkout_id", "motivo_reprovacao", "suspenso_por_bloqueio", "encerrado_em", "status_ao_encerrar", "criado_em", "atualizado_em", "publicado_em";

select distinct on ("anuncio_revisoes"."anuncio") "codigo", "anuncio", "status", "conteudo", "motivo", "criado_em", "atualizado_em", "decidido_em", "decidido_por" from "anuncio_revisoes" where "anuncio_revisoes"."anuncio" in ($1) order by "anuncio_revisoes"."anuncio" asc, "anuncio_revisoes"."codigo" desc;

select "codigo", "nome", "tipo" from "categorias" where "categorias"."codigo" in ($1);

select "anuncio", "condominio" from "anuncio_condominios" where "anuncio_condominios"."anuncio" in ($1) order by "anuncio_condominios"."condominio" asc;

select "codigo", "anuncio", "url", "url_thumb", "url_og", "midia", "ordem", "criado_em" from "anuncio_imagens" where "anuncio_imagens"."anuncio" in ($1) order by "anuncio_imagens"."ordem" asc, "anuncio_imagens"."codigo" asc;

select "id", "checkout", "fim", "anuncio" from "creditos" where ("creditos"."anuncio" in ($1) and "creditos"."status" <> $2);
