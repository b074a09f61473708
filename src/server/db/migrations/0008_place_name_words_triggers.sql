-- Keeps palavras_nomes (the typo stage's dictionary, see schema/places.ts) in step with the
-- place names. Statement-level triggers with a transition table: one insert per statement, so
-- a bulk load of 100k names costs one pass, not 100k trigger calls. PostgreSQL allows a
-- transition table on one event per trigger, hence one trigger for insert and one for update.
CREATE FUNCTION public.registrar_palavras_nomes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO palavras_nomes (tabela, palavra)
  SELECT DISTINCT TG_TABLE_NAME, w
  FROM novos, regexp_split_to_table(novos.nome_busca, '[^a-z0-9]+') AS w
  WHERE length(w) >= 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cidades_palavras_ins AFTER INSERT ON cidades REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.registrar_palavras_nomes();
--> statement-breakpoint
CREATE TRIGGER cidades_palavras_upd AFTER UPDATE ON cidades REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.registrar_palavras_nomes();
--> statement-breakpoint
CREATE TRIGGER bairros_palavras_ins AFTER INSERT ON bairros REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.registrar_palavras_nomes();
--> statement-breakpoint
CREATE TRIGGER bairros_palavras_upd AFTER UPDATE ON bairros REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.registrar_palavras_nomes();
--> statement-breakpoint
CREATE TRIGGER logradouros_palavras_ins AFTER INSERT ON logradouros REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.registrar_palavras_nomes();
--> statement-breakpoint
CREATE TRIGGER logradouros_palavras_upd AFTER UPDATE ON logradouros REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.registrar_palavras_nomes();
--> statement-breakpoint
CREATE TRIGGER condominios_palavras_ins AFTER INSERT ON condominios REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.registrar_palavras_nomes();
--> statement-breakpoint
CREATE TRIGGER condominios_palavras_upd AFTER UPDATE ON condominios REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION public.registrar_palavras_nomes();
--> statement-breakpoint
-- The whole dictionary from the names: for this migration, and for bulk loads that ran with
-- triggers off (bench/generate-data.ts loads with session_replication_role = replica).
CREATE FUNCTION public.reconstruir_palavras_nomes() RETURNS void LANGUAGE sql AS $$
  INSERT INTO palavras_nomes (tabela, palavra)
  SELECT DISTINCT t, w FROM (
    SELECT 'cidades' AS t, nome_busca FROM cidades
    UNION ALL SELECT 'bairros', nome_busca FROM bairros
    UNION ALL SELECT 'logradouros', nome_busca FROM logradouros
    UNION ALL SELECT 'condominios', nome_busca FROM condominios
  ) n, regexp_split_to_table(n.nome_busca, '[^a-z0-9]+') AS w
  WHERE length(w) >= 2
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
SELECT public.reconstruir_palavras_nomes();
--> statement-breakpoint
-- Statistics now: without them the planner reads the whole table's words instead of the trigram index.
ANALYZE palavras_nomes;
