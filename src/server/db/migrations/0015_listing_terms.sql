CREATE TABLE "anuncio_termos" (
	"termo" text NOT NULL,
	"anuncio" integer NOT NULL,
	"peso" smallint NOT NULL,
	"publicado_em" timestamp with time zone,
	"tipo" smallint NOT NULL,
	"uf" char(2)
);

--> statement-breakpoint
-- Where a lexeme occurs in the weighted `busca` (A title, B subtitle and category names, C description).
CREATE FUNCTION public.peso_do_termo(pesos text[]) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN 'A' = ANY(pesos) THEN 3 WHEN 'B' = ANY(pesos) THEN 2 ELSE 1 END::smallint
$$;
--> statement-breakpoint
-- Keeps `anuncio_termos` equal to the published listings' `busca` (ADR 006 stage 2).
CREATE FUNCTION public.sincronizar_anuncio_termos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'publicado' THEN
    DELETE FROM anuncio_termos
     WHERE termo = ANY(tsvector_to_array(OLD.busca)) AND anuncio = OLD.codigo;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'publicado' THEN
    INSERT INTO anuncio_termos (termo, anuncio, peso, publicado_em, tipo, uf)
    SELECT t.lexeme, NEW.codigo, public.peso_do_termo(t.weights), NEW.publicado_em, NEW.tipo, NEW.uf
      FROM unnest(NEW.busca) AS t;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER anuncio_termos_insercao_exclusao AFTER INSERT OR DELETE ON anuncios
  FOR EACH ROW EXECUTE FUNCTION public.sincronizar_anuncio_termos();
--> statement-breakpoint
-- Only changes that touch a posting (a new price or highlight does not).
CREATE TRIGGER anuncio_termos_alteracao AFTER UPDATE ON anuncios
  FOR EACH ROW WHEN (OLD.busca IS DISTINCT FROM NEW.busca OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.publicado_em IS DISTINCT FROM NEW.publicado_em OR OLD.tipo IS DISTINCT FROM NEW.tipo
    OR OLD.uf IS DISTINCT FROM NEW.uf)
  EXECUTE FUNCTION public.sincronizar_anuncio_termos();
--> statement-breakpoint
-- The whole table from the listings: for this migration, and for bulk loads that ran with
-- triggers off (bench/generate-data.ts loads with session_replication_role = replica).
CREATE FUNCTION public.reconstruir_anuncio_termos() RETURNS void LANGUAGE sql AS $$
  TRUNCATE anuncio_termos;
  INSERT INTO anuncio_termos (termo, anuncio, peso, publicado_em, tipo, uf)
  SELECT t.lexeme, a.codigo, public.peso_do_termo(t.weights), a.publicado_em, a.tipo, a.uf
    FROM anuncios a, unnest(a.busca) AS t
   WHERE a.status = 'publicado';
$$;
--> statement-breakpoint
SELECT public.reconstruir_anuncio_termos();
--> statement-breakpoint
-- The keys after the rows: building them once is far cheaper than keeping them while inserting
-- (about 10 min -> 2 min for the 31M postings of 1M listings).
ALTER TABLE "anuncio_termos" ADD CONSTRAINT "anuncio_termos_termo_anuncio_pk" PRIMARY KEY("termo","anuncio");
--> statement-breakpoint
CREATE INDEX "anuncio_termos_ordem_idx" ON "anuncio_termos" USING btree ("termo","peso" DESC NULLS LAST,"publicado_em" DESC NULLS LAST,"anuncio" DESC NULLS LAST,"tipo","uf") WITH (fillfactor=90);
--> statement-breakpoint
ANALYZE anuncio_termos;
