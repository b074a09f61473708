-- Finer statistics on the searched names: with the default 100-bucket histogram the planner
-- guessed '%cachoei%' at 3,325 of 113k condominiums (really 774) and chose a sequential scan for
-- a capped count that then read 29k rows (5.8 ms); with 1,000 buckets it estimates 753 and uses
-- the trigram index (0.8 ms). See docs/decisions/004-name-lookups.md.
ALTER TABLE cidades ALTER COLUMN nome_busca SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE bairros ALTER COLUMN nome_busca SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE logradouros ALTER COLUMN nome_busca SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE condominios ALTER COLUMN nome_busca SET STATISTICS 1000;
--> statement-breakpoint
ANALYZE cidades, bairros, logradouros, condominios;
