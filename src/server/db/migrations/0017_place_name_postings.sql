CREATE TABLE "nomes_por_palavra" (
	"tabela" text NOT NULL,
	"palavra" text NOT NULL,
	"nome" text NOT NULL,
	"codigo" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "palavras_nomes" ADD COLUMN "nomes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "nomes_por_palavra_idx" ON "nomes_por_palavra" USING btree ("tabela","palavra",("nome" collate "C"),"codigo");--> statement-breakpoint
-- The words of a place name, as palavras_nomes has always split them.
CREATE FUNCTION public.palavras_do_nome(nome text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(nome, '[^a-z0-9]+') AS w WHERE length(w) >= 2
$$;
--> statement-breakpoint
-- Keeps nomes_por_palavra equal to the names of the four place tables, and palavras_nomes (the
-- dictionary, with each word's count of names) in step with it. Statement-level, with transition
-- tables: one insert or delete per statement, so a bulk load of 100k names costs one pass. An
-- update replaces the postings of the rows whose name changed. Replaces registrar_palavras_nomes
-- (migration 0008), which only added words.
CREATE FUNCTION public.sincronizar_nomes_por_palavra() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    WITH fora AS (
      DELETE FROM nomes_por_palavra n USING antigos a
       WHERE n.tabela = TG_TABLE_NAME AND n.palavra IN (SELECT public.palavras_do_nome(a.nome_busca))
         AND (n.nome COLLATE "C") = a.nome_busca AND n.codigo = a.codigo
      RETURNING n.palavra)
    UPDATE palavras_nomes p SET nomes = p.nomes - f.n
      FROM (SELECT palavra, count(*) AS n FROM fora GROUP BY palavra) f
     WHERE p.tabela = TG_TABLE_NAME AND p.palavra = f.palavra;
  ELSIF TG_OP = 'UPDATE' THEN
    WITH fora AS (
      DELETE FROM nomes_por_palavra n USING antigos a JOIN novos b ON b.codigo = a.codigo
       WHERE a.nome_busca IS DISTINCT FROM b.nome_busca
         AND n.tabela = TG_TABLE_NAME AND n.palavra IN (SELECT public.palavras_do_nome(a.nome_busca))
         AND (n.nome COLLATE "C") = a.nome_busca AND n.codigo = a.codigo
      RETURNING n.palavra)
    UPDATE palavras_nomes p SET nomes = p.nomes - f.n
      FROM (SELECT palavra, count(*) AS n FROM fora GROUP BY palavra) f
     WHERE p.tabela = TG_TABLE_NAME AND p.palavra = f.palavra;
    WITH novas AS (
      INSERT INTO nomes_por_palavra (tabela, palavra, nome, codigo)
      SELECT TG_TABLE_NAME, w, b.nome_busca, b.codigo
        FROM novos b JOIN antigos a ON a.codigo = b.codigo, public.palavras_do_nome(b.nome_busca) AS w
       WHERE a.nome_busca IS DISTINCT FROM b.nome_busca
      RETURNING palavra)
    INSERT INTO palavras_nomes (tabela, palavra, nomes)
    SELECT TG_TABLE_NAME, palavra, count(*) FROM novas GROUP BY palavra
    ON CONFLICT (tabela, palavra) DO UPDATE SET nomes = palavras_nomes.nomes + excluded.nomes;
  ELSE
    WITH novas AS (
      INSERT INTO nomes_por_palavra (tabela, palavra, nome, codigo)
      SELECT TG_TABLE_NAME, w, b.nome_busca, b.codigo FROM novos b, public.palavras_do_nome(b.nome_busca) AS w
      RETURNING palavra)
    INSERT INTO palavras_nomes (tabela, palavra, nomes)
    SELECT TG_TABLE_NAME, palavra, count(*) FROM novas GROUP BY palavra
    ON CONFLICT (tabela, palavra) DO UPDATE SET nomes = palavras_nomes.nomes + excluded.nomes;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER cidades_palavras_ins ON cidades;
--> statement-breakpoint
DROP TRIGGER cidades_palavras_upd ON cidades;
--> statement-breakpoint
DROP TRIGGER bairros_palavras_ins ON bairros;
--> statement-breakpoint
DROP TRIGGER bairros_palavras_upd ON bairros;
--> statement-breakpoint
DROP TRIGGER logradouros_palavras_ins ON logradouros;
--> statement-breakpoint
DROP TRIGGER logradouros_palavras_upd ON logradouros;
--> statement-breakpoint
DROP TRIGGER condominios_palavras_ins ON condominios;
--> statement-breakpoint
DROP TRIGGER condominios_palavras_upd ON condominios;
--> statement-breakpoint
DROP FUNCTION public.registrar_palavras_nomes();
--> statement-breakpoint
CREATE TRIGGER cidades_palavras_ins AFTER INSERT ON cidades REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_nomes_por_palavra();
--> statement-breakpoint
CREATE TRIGGER cidades_palavras_upd AFTER UPDATE ON cidades REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_nomes_por_palavra();
--> statement-breakpoint
CREATE TRIGGER cidades_palavras_del AFTER DELETE ON cidades REFERENCING OLD TABLE AS antigos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_nomes_por_palavra();
--> statement-breakpoint
CREATE TRIGGER bairros_palavras_ins AFTER INSERT ON bairros REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_nomes_por_palavra();
--> statement-breakpoint
CREATE TRIGGER bairros_palavras_upd AFTER UPDATE ON bairros REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_nomes_por_palavra();
--> statement-breakpoint
CREATE TRIGGER bairros_palavras_del AFTER DELETE ON bairros REFERENCING OLD TABLE AS antigos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_nomes_por_palavra();
--> statement-breakpoint
CREATE TRIGGER logradouros_palavras_ins AFTER INSERT ON logradouros REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_nomes_por_palavra();
--> statement-breakpoint
CREATE TRIGGER logradouros_palavras_upd AFTER UPDATE ON logradouros REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_nomes_por_palavra();
--> statement-breakpoint
CREATE TRIGGER logradouros_palavras_del AFTER DELETE ON logradouros REFERENCING OLD TABLE AS antigos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_nomes_por_palavra();
--> statement-breakpoint
CREATE TRIGGER condominios_palavras_ins AFTER INSERT ON condominios REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_nomes_por_palavra();
--> statement-breakpoint
CREATE TRIGGER condominios_palavras_upd AFTER UPDATE ON condominios REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_nomes_por_palavra();
--> statement-breakpoint
CREATE TRIGGER condominios_palavras_del AFTER DELETE ON condominios REFERENCING OLD TABLE AS antigos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_nomes_por_palavra();
--> statement-breakpoint
-- Bulk loads that ran with triggers off (bench/generate-data.ts) call this one function after
-- loading: the postings from the names, then the dictionary's words and counts from them
-- (words left without names keep a count of 0).
CREATE OR REPLACE FUNCTION public.reconstruir_palavras_nomes() RETURNS void LANGUAGE sql AS $$
  TRUNCATE nomes_por_palavra;
  INSERT INTO nomes_por_palavra (tabela, palavra, nome, codigo)
  SELECT n.t, w, n.nome_busca, n.codigo FROM (
    SELECT 'cidades' AS t, nome_busca, codigo FROM cidades
    UNION ALL SELECT 'bairros', nome_busca, codigo FROM bairros
    UNION ALL SELECT 'logradouros', nome_busca, codigo FROM logradouros
    UNION ALL SELECT 'condominios', nome_busca, codigo FROM condominios
  ) n, public.palavras_do_nome(n.nome_busca) AS w;
  UPDATE palavras_nomes SET nomes = 0;
  INSERT INTO palavras_nomes (tabela, palavra, nomes)
  SELECT tabela, palavra, count(*) FROM nomes_por_palavra GROUP BY tabela, palavra
  ON CONFLICT (tabela, palavra) DO UPDATE SET nomes = excluded.nomes;
$$;
--> statement-breakpoint
SELECT public.reconstruir_palavras_nomes();
--> statement-breakpoint
ANALYZE nomes_por_palavra;
--> statement-breakpoint
ANALYZE palavras_nomes;
