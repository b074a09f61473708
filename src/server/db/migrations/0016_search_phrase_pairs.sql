-- Every pair of lexemes one or two positions apart in a search document, as 'first N second'
-- ("bolo de cenoura": 'bol 2 cenour', the stopword keeps its position). A quoted phrase is a
-- chain of such links (websearch_to_tsquery writes "bolo de cenoura" as 'bol' <2> 'cenour'), so
-- its pairs, looked up in anuncios_busca_pares_idx, find the few listings that can hold it; the
-- phrase itself is then checked on those only (ADR 006, stage 4). One lexeme per position, as
-- the pt_unaccent configuration gives. Its cost (~50 µs a listing) tells the planner not to run
-- it row by row where the index can answer; at 100000 the plans crossed the JIT threshold.
CREATE FUNCTION public.pares_da_busca(v tsvector) RETURNS tsvector
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE COST 1000 AS $$
DECLARE
  palavra text[];
  pares text[] := '{}';
  r record;
  i int;
BEGIN
  FOR r IN SELECT t.lexeme, p.pos FROM unnest(v) t, unnest(t.positions) p(pos) LOOP
    palavra[r.pos] := r.lexeme;
  END LOOP;
  FOR i IN coalesce(array_lower(palavra, 1), 1)..coalesce(array_upper(palavra, 1), 0) LOOP
    IF palavra[i] IS NOT NULL THEN
      IF palavra[i + 1] IS NOT NULL THEN pares := pares || (palavra[i] || ' 1 ' || palavra[i + 1]); END IF;
      IF palavra[i + 2] IS NOT NULL THEN pares := pares || (palavra[i] || ' 2 ' || palavra[i + 2]); END IF;
    END IF;
  END LOOP;
  RETURN array_to_tsvector(pares);
END
$$;
--> statement-breakpoint
CREATE INDEX "anuncios_busca_pares_idx" ON "anuncios" USING gin (public.pares_da_busca("busca")) WHERE status = 'publicado';
