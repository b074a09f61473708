CREATE TABLE "anuncio_cartoes" (
	"anuncio" integer PRIMARY KEY NOT NULL,
	"cartao" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "anuncio_cartoes" ADD CONSTRAINT "anuncio_cartoes_anuncio_anuncios_codigo_fk" FOREIGN KEY ("anuncio") REFERENCES "public"."anuncios"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each listing's card as the API sends it (ListingSummary, shared/contracts/listings.contract.ts):
-- the first picture only, the advertiser's name only, dates as JavaScript's toISOString writes
-- them. A view, so a filter on `anuncio` reaches the listings' primary key.
CREATE VIEW "cartoes_calculados" AS
SELECT a.codigo AS anuncio, json_build_object(
    'codigoANUNCIO', a.codigo,
    'tituloANUNCIO', a.titulo,
    'subtituloANUNCIO', a.subtitulo,
    'descricaoANUNCIO', a.descricao,
    'precoANUNCIO', a.preco,
    'precoCentavos', a.preco_centavos,
    'slugANUNCIO', a.slug,
    'tipoANUNCIO', a.tipo,
    'statusANUNCIO', a.status,
    'destaqueANUNCIO', CASE WHEN a.destaque THEN 1 ELSE 0 END,
    'tiposTransacaoANUNCIO', a.tipos_transacao,
    'condicaoANUNCIO', a.condicao,
    'categoriaANUNCIO', a.categoria,
    'subcategoriaANUNCIO', a.subcategoria,
    'cidadeANUNCIO', ci.nome,
    'codigoCidadeANUNCIO', a.cidade,
    'coordenadasANUNCIO', CASE WHEN ci.latitude IS NULL OR ci.longitude IS NULL THEN NULL
      ELSE json_build_object('latitude', ci.latitude, 'longitude', ci.longitude, 'precisao', 'cidade') END,
    'ufANUNCIO', a.uf,
    'imagens', coalesce(img.imagens, '[]'::json),
    'imagensANUNCIO', coalesce(img.urls, '[]'::json),
    'condominiosANUNCIO', (SELECT coalesce(json_agg(ac.condominio ORDER BY ac.condominio), '[]'::json)
                             FROM anuncio_condominios ac WHERE ac.anuncio = a.codigo),
    'anuncianteANUNCIO', a.anunciante,
    'categoria', json_build_object('codigoCATEGORIA', cat.codigo, 'nomeCATEGORIA', cat.nome, 'tipoCATEGORIA', cat.tipo),
    'subcategoria', CASE WHEN a.subcategoria IS NULL THEN NULL
      ELSE json_build_object('codigoSUBCATEGORIA', a.subcategoria, 'nomeSUBCATEGORIA', coalesce(sub.nome, '')) END,
    'criadoEm', to_char(a.criado_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'atualizadoEm', to_char(a.atualizado_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'publicadoEm', to_char(a.publicado_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'anunciante', json_build_object('codigo', a.anunciante, 'nome', u.nome, 'pessoa', u.pessoa)
  )::text AS cartao
  FROM anuncios a
  JOIN categorias cat ON cat.codigo = a.categoria
  LEFT JOIN subcategorias sub ON sub.codigo = a.subcategoria
  LEFT JOIN cidades ci ON ci.codigo = a.cidade
  JOIN usuarios u ON u.codigo = a.anunciante
  LEFT JOIN LATERAL (
    SELECT json_build_array(json_build_object('urlIMAGEM', i.url, 'urlThumbIMAGEM', i.url_thumb, 'urlOgIMAGEM', i.url_og)) AS imagens,
           json_build_array(i.url) AS urls
      FROM anuncio_imagens i WHERE i.anuncio = a.codigo ORDER BY i.ordem, i.codigo LIMIT 1) img ON true;
--> statement-breakpoint
CREATE FUNCTION public.refazer_cartoes(codigos integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO anuncio_cartoes (anuncio, cartao)
  SELECT c.anuncio, c.cartao FROM cartoes_calculados c WHERE c.anuncio = ANY(codigos)
  ON CONFLICT (anuncio) DO UPDATE SET cartao = excluded.cartao
$$;
--> statement-breakpoint
-- Every card again, for a bulk load with triggers off (bench:data) and this migration.
CREATE FUNCTION public.reconstruir_cartoes() RETURNS void LANGUAGE sql AS $$
  TRUNCATE anuncio_cartoes;
  INSERT INTO anuncio_cartoes (anuncio, cartao) SELECT c.anuncio, c.cartao FROM cartoes_calculados c;
$$;
--> statement-breakpoint
-- Statement-level with transition tables (one pass per statement, as in migration 0017): the
-- cards of the listings a statement wrote, or whose pictures, condominiums, advertiser, category,
-- subcategory or city it changed. A deleted listing's card goes with it (foreign key).
CREATE FUNCTION public.sincronizar_cartoes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'anuncios' THEN
    PERFORM public.refazer_cartoes(array(SELECT n.codigo FROM novos n));
  ELSIF TG_TABLE_NAME IN ('anuncio_imagens', 'anuncio_condominios') THEN
    IF TG_OP = 'INSERT' THEN
      PERFORM public.refazer_cartoes(array(SELECT DISTINCT n.anuncio FROM novos n));
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM public.refazer_cartoes(array(SELECT DISTINCT o.anuncio FROM antigos o));
    ELSE
      PERFORM public.refazer_cartoes(array(SELECT n.anuncio FROM novos n UNION SELECT o.anuncio FROM antigos o));
    END IF;
  ELSIF TG_TABLE_NAME = 'usuarios' THEN
    -- Only a new name or kind of person: other columns of an account change at every sign-in.
    PERFORM public.refazer_cartoes(array(
      SELECT a.codigo FROM anuncios a
       WHERE a.anunciante IN (SELECT n.codigo FROM novos n JOIN antigos o ON o.codigo = n.codigo
                               WHERE n.nome IS DISTINCT FROM o.nome OR n.pessoa IS DISTINCT FROM o.pessoa)));
  ELSIF TG_TABLE_NAME = 'categorias' THEN
    PERFORM public.refazer_cartoes(array(
      SELECT a.codigo FROM anuncios a WHERE a.categoria IN (SELECT n.codigo FROM novos n)));
  ELSIF TG_TABLE_NAME = 'subcategorias' THEN
    PERFORM public.refazer_cartoes(array(
      SELECT a.codigo FROM anuncios a WHERE a.subcategoria IN (SELECT n.codigo FROM novos n)));
  ELSIF TG_TABLE_NAME = 'cidades' THEN
    PERFORM public.refazer_cartoes(array(
      SELECT a.codigo FROM anuncios a WHERE a.cidade IN (SELECT n.codigo FROM novos n)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER anuncios_cartoes_ins AFTER INSERT ON anuncios REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_cartoes();
--> statement-breakpoint
CREATE TRIGGER anuncios_cartoes_upd AFTER UPDATE ON anuncios REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_cartoes();
--> statement-breakpoint
CREATE TRIGGER anuncio_imagens_cartoes_ins AFTER INSERT ON anuncio_imagens REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_cartoes();
--> statement-breakpoint
CREATE TRIGGER anuncio_imagens_cartoes_upd AFTER UPDATE ON anuncio_imagens REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_cartoes();
--> statement-breakpoint
CREATE TRIGGER anuncio_imagens_cartoes_del AFTER DELETE ON anuncio_imagens REFERENCING OLD TABLE AS antigos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_cartoes();
--> statement-breakpoint
CREATE TRIGGER anuncio_condominios_cartoes_ins AFTER INSERT ON anuncio_condominios REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_cartoes();
--> statement-breakpoint
CREATE TRIGGER anuncio_condominios_cartoes_upd AFTER UPDATE ON anuncio_condominios REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_cartoes();
--> statement-breakpoint
CREATE TRIGGER anuncio_condominios_cartoes_del AFTER DELETE ON anuncio_condominios REFERENCING OLD TABLE AS antigos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_cartoes();
--> statement-breakpoint
CREATE TRIGGER usuarios_cartoes_upd AFTER UPDATE ON usuarios REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_cartoes();
--> statement-breakpoint
CREATE TRIGGER categorias_cartoes_upd AFTER UPDATE ON categorias REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_cartoes();
--> statement-breakpoint
CREATE TRIGGER subcategorias_cartoes_upd AFTER UPDATE ON subcategorias REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_cartoes();
--> statement-breakpoint
CREATE TRIGGER cidades_cartoes_upd AFTER UPDATE ON cidades REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_cartoes();
--> statement-breakpoint
SELECT public.reconstruir_cartoes();
