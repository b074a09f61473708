CREATE TABLE "sinonimos_grupos" (
	"termo" text PRIMARY KEY NOT NULL,
	"consulta" "tsquery" NOT NULL,
	"lexemas" text[] NOT NULL
);
--> statement-breakpoint
-- A synonym group's posting term (ADR 014): "~" (never in a lexeme) and a hash of its query.
CREATE FUNCTION public.termo_do_grupo(consulta tsquery) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT '~' || left(md5(consulta::text), 12)
$$;
--> statement-breakpoint
-- The groups a listing's `busca` holds, with the best place of the group's words in it (3 title,
-- 2 subtitle or category names, 1 description), as a word's posting has.
CREATE FUNCTION public.postagens_dos_grupos(busca tsvector) RETURNS TABLE (termo text, peso smallint)
  LANGUAGE sql STABLE AS $$
  SELECT g.termo,
         (SELECT max(public.peso_do_termo(t.weights)) FROM unnest(busca) AS t WHERE t.lexeme = ANY(g.lexemas))
    FROM public.sinonimos_grupos g
   WHERE busca @@ g.consulta
$$;
--> statement-breakpoint
-- As in migration 0018, with the listing's synonym groups as postings of their own.
CREATE OR REPLACE FUNCTION public.sincronizar_anuncio_termos() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  antigos text[] := '{}';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'publicado' THEN
    antigos := tsvector_to_array(OLD.busca) || array(SELECT p.termo FROM public.postagens_dos_grupos(OLD.busca) p);
    DELETE FROM anuncio_termos WHERE termo = ANY(antigos) AND anuncio = OLD.codigo;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'publicado' THEN
    INSERT INTO anuncio_termos (termo, anuncio, peso, publicado_em, tipo, uf)
    SELECT t.lexeme, NEW.codigo, public.peso_do_termo(t.weights), NEW.publicado_em, NEW.tipo, NEW.uf
      FROM unnest(NEW.busca) AS t
    UNION ALL
    SELECT p.termo, NEW.codigo, p.peso, NEW.publicado_em, NEW.tipo, NEW.uf
      FROM public.postagens_dos_grupos(NEW.busca) p;
  END IF;
  IF (TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'publicado')
     OR (TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'publicado') THEN
    INSERT INTO anuncio_termos_alteracoes (anuncio, termos_antigos)
    VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.codigo ELSE NEW.codigo END, antigos);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- As in migration 0018, with the synonym groups' postings.
CREATE OR REPLACE FUNCTION public.reconstruir_anuncio_termos() RETURNS void LANGUAGE sql AS $$
  TRUNCATE anuncio_termos;
  INSERT INTO anuncio_termos (termo, anuncio, peso, publicado_em, tipo, uf)
  SELECT t.lexeme, a.codigo, public.peso_do_termo(t.weights), a.publicado_em, a.tipo, a.uf
    FROM anuncios a, unnest(a.busca) AS t
   WHERE a.status = 'publicado';
  INSERT INTO anuncio_termos (termo, anuncio, peso, publicado_em, tipo, uf)
  SELECT p.termo, a.codigo, p.peso, a.publicado_em, a.tipo, a.uf
    FROM anuncios a, public.postagens_dos_grupos(a.busca) p
   WHERE a.status = 'publicado';
  INSERT INTO anuncio_termos_alteracoes (anuncio) VALUES (NULL);
$$;
--> statement-breakpoint
-- Replaces the synonym groups (websearch texts, SYNONYM_GROUP_TEXTS of search-text.ts) and their
-- postings, in the caller's transaction; logged as one change of every listing (the app's match
-- indexes rebuild). A migration calls it whenever synonyms.ts changes (a test says so).
CREATE FUNCTION public.definir_grupos_de_sinonimos(textos text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM anuncio_termos WHERE termo IN (SELECT g.termo FROM sinonimos_grupos g);
  DELETE FROM sinonimos_grupos;
  INSERT INTO sinonimos_grupos (termo, consulta, lexemas)
  SELECT public.termo_do_grupo(q), q,
         array(SELECT DISTINCT replace(m[1], '''''', '''')
                 FROM regexp_matches(q::text, '''((?:[^'']|'''')*)''', 'g') AS m)
    FROM unnest(textos) AS t, websearch_to_tsquery('public.pt_unaccent', t) AS q
   WHERE numnode(q) > 0
  ON CONFLICT DO NOTHING;
  INSERT INTO anuncio_termos (termo, anuncio, peso, publicado_em, tipo, uf)
  SELECT p.termo, a.codigo, p.peso, a.publicado_em, a.tipo, a.uf
    FROM anuncios a, public.postagens_dos_grupos(a.busca) p
   WHERE a.status = 'publicado';
  INSERT INTO anuncio_termos_alteracoes (anuncio) VALUES (NULL);
END
$$;
--> statement-breakpoint
SELECT public.definir_grupos_de_sinonimos(array[
  'faxina or diarista or faxineira or limpeza',
  'conserto or reparo or manutenção',
  'aula or professor or professora or curso',
  'manicure or unha or pedicure',
  'cabeleireira or cabeleireiro or cabelo',
  '"marido de aluguel" or "faz tudo" or "pequenos reparos"',
  'frete or mudança or carreto',
  'confeitaria or confeiteira or confeiteiro or doceira or doces',
  'babá or cuidadora or cuidador',
  'personal or treino',
  'pet or tosa',
  'adestramento or adestrador',
  'eletricista or elétrica',
  'encanador or hidráulica',
  'pedreiro or obra or reforma',
  'pintor or pintura',
  'marceneiro or marcenaria',
  'costureira or costura',
  'salgados or salgadinhos or coxinha',
  'marmita or marmitex or quentinha',
  'bicicleta or bike',
  'celular or smartphone',
  'geladeira or refrigerador',
  'sofá or estofado',
  'computador or notebook or informática',
  'fisioterapia or fisioterapeuta',
  'psicóloga or psicólogo or terapia',
  'nutricionista or dieta',
  'massagem or massagista or massoterapia',
  'emprego or trabalho',
  'aluguel or locação',
  'festa or aniversário or buffet or bufê'
]);
--> statement-breakpoint
ANALYZE anuncio_termos;
