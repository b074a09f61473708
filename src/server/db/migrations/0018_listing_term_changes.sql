CREATE TABLE "anuncio_termos_alteracoes" (
	"transacao" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"anuncio" integer,
	"termos_antigos" text[] DEFAULT '{}' NOT NULL,
	"registrado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "anuncio_termos_alteracoes_transacao_idx" ON "anuncio_termos_alteracoes" USING btree ("transacao");--> statement-breakpoint
-- As in migration 0015, and each change of a listing's postings is logged for the app's match
-- index with the lexemes the listing held before (the index removes it from those).
CREATE OR REPLACE FUNCTION public.sincronizar_anuncio_termos() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF (TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'publicado')
     OR (TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'publicado') THEN
    INSERT INTO anuncio_termos_alteracoes (anuncio, termos_antigos)
    VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.codigo ELSE NEW.codigo END,
            CASE WHEN TG_OP <> 'INSERT' AND OLD.status = 'publicado' THEN tsvector_to_array(OLD.busca)
                 ELSE '{}' END);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- As in migration 0015, and logged as one change of every listing (the indexes rebuild).
CREATE OR REPLACE FUNCTION public.reconstruir_anuncio_termos() RETURNS void LANGUAGE sql AS $$
  TRUNCATE anuncio_termos;
  INSERT INTO anuncio_termos (termo, anuncio, peso, publicado_em, tipo, uf)
  SELECT t.lexeme, a.codigo, public.peso_do_termo(t.weights), a.publicado_em, a.tipo, a.uf
    FROM anuncios a, unnest(a.busca) AS t
   WHERE a.status = 'publicado';
  INSERT INTO anuncio_termos_alteracoes (anuncio) VALUES (NULL);
$$;
