CREATE TABLE "nomes_por_palavra" (
	"tabela" text NOT NULL,
	"palavra" text NOT NULL,
	"nome" text NOT NULL,
	"codigo" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "nomes_por_palavra_idx" ON "nomes_por_palavra" USING btree ("tabela","palavra",("nome" collate "C"),"codigo");--> statement-breakpoint
-- The postings of some place rows: every distinct word (as in palavras_nomes) of each name.
CREATE FUNCTION public.palavras_do_nome(nome text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(nome, '[^a-z0-9]+') AS w WHERE length(w) >= 2
$$;
--> statement-breakpoint
-- Keeps nomes_por_palavra equal to the names of the four place tables. Statement-level, with
-- transition tables (one insert or delete per statement, as registrar_palavras_nomes): an update
-- replaces the postings of the rows whose name changed.
CREATE FUNCTION public.sincronizar_nomes_por_palavra() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM nomes_por_palavra n USING antigos a
     WHERE n.tabela = TG_TABLE_NAME AND n.palavra IN (SELECT public.palavras_do_nome(a.nome_busca))
       AND (n.nome COLLATE "C") = a.nome_busca AND n.codigo = a.codigo;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM nomes_por_palavra n USING antigos a JOIN novos b ON b.codigo = a.codigo
     WHERE a.nome_busca IS DISTINCT FROM b.nome_busca
       AND n.tabela = TG_TABLE_NAME AND n.palavra IN (SELECT public.palavras_do_nome(a.nome_busca))
       AND (n.nome COLLATE "C") = a.nome_busca AND n.codigo = a.codigo;
    INSERT INTO nomes_por_palavra (tabela, palavra, nome, codigo)
    SELECT TG_TABLE_NAME, w, b.nome_busca, b.codigo
      FROM novos b JOIN antigos a ON a.codigo = b.codigo, public.palavras_do_nome(b.nome_busca) AS w
     WHERE a.nome_busca IS DISTINCT FROM b.nome_busca;
  ELSE
    INSERT INTO nomes_por_palavra (tabela, palavra, nome, codigo)
    SELECT TG_TABLE_NAME, w, b.nome_busca, b.codigo FROM novos b, public.palavras_do_nome(b.nome_busca) AS w;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cidades_postagens_ins AFTER INSERT ON cidades REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_nomes_por_palavra();
--> statement-breakpoint
CREATE TRIGGER cidades_postagens_upd AFTER UPDATE ON cidades REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_nomes_por_palavra();
--> statement-breakpoint
CREATE TRIGGER cidades_postagens_del AFTER DELETE ON cidades REFERENCING OLD TABLE AS antigos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_nomes_por_palavra();
--> statement-breakpoint
CREATE TRIGGER bairros_postagens_ins AFTER INSERT ON bairros REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_nomes_por_palavra();
--> statement-breakpoint
CREATE TRIGGER bairros_postagens_upd AFTER UPDATE ON bairros REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_nomes_por_palavra();
--> statement-breakpoint
CREATE TRIGGER bairros_postagens_del AFTER DELETE ON bairros REFERENCING OLD TABLE AS antigos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_nomes_por_palavra();
--> statement-breakpoint
CREATE TRIGGER logradouros_postagens_ins AFTER INSERT ON logradouros REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_nomes_por_palavra();
--> statement-breakpoint
CREATE TRIGGER logradouros_postagens_upd AFTER UPDATE ON logradouros REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_nomes_por_palavra();
--> statement-breakpoint
CREATE TRIGGER logradouros_postagens_del AFTER DELETE ON logradouros REFERENCING OLD TABLE AS antigos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_nomes_por_palavra();
--> statement-breakpoint
CREATE TRIGGER condominios_postagens_ins AFTER INSERT ON condominios REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_nomes_por_palavra();
--> statement-breakpoint
CREATE TRIGGER condominios_postagens_upd AFTER UPDATE ON condominios REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_nomes_por_palavra();
--> statement-breakpoint
CREATE TRIGGER condominios_postagens_del AFTER DELETE ON condominios REFERENCING OLD TABLE AS antigos FOR EACH STATEMENT EXECUTE FUNCTION public.sincronizar_nomes_por_palavra();
--> statement-breakpoint
-- Bulk loads that ran with triggers off (bench/generate-data.ts) call this one function after
-- loading: it now rebuilds the postings too.
CREATE OR REPLACE FUNCTION public.reconstruir_palavras_nomes() RETURNS void LANGUAGE sql AS $$
  INSERT INTO palavras_nomes (tabela, palavra)
  SELECT DISTINCT t, w FROM (
    SELECT 'cidades' AS t, nome_busca FROM cidades
    UNION ALL SELECT 'bairros', nome_busca FROM bairros
    UNION ALL SELECT 'logradouros', nome_busca FROM logradouros
    UNION ALL SELECT 'condominios', nome_busca FROM condominios
  ) n, regexp_split_to_table(n.nome_busca, '[^a-z0-9]+') AS w
  WHERE length(w) >= 2
  ON CONFLICT DO NOTHING;
  TRUNCATE nomes_por_palavra;
  INSERT INTO nomes_por_palavra (tabela, palavra, nome, codigo)
  SELECT n.t, w, n.nome_busca, n.codigo FROM (
    SELECT 'cidades' AS t, nome_busca, codigo FROM cidades
    UNION ALL SELECT 'bairros', nome_busca, codigo FROM bairros
    UNION ALL SELECT 'logradouros', nome_busca, codigo FROM logradouros
    UNION ALL SELECT 'condominios', nome_busca, codigo FROM condominios
  ) n, public.palavras_do_nome(n.nome_busca) AS w;
$$;
--> statement-breakpoint
SELECT public.reconstruir_palavras_nomes();
--> statement-breakpoint
ANALYZE nomes_por_palavra;
