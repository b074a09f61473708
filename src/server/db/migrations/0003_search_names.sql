DROP INDEX "cidades_nome_trgm_idx";--> statement-breakpoint
DROP INDEX "bairros_nome_trgm_idx";--> statement-breakpoint
DROP INDEX "logradouros_nome_trgm_idx";--> statement-breakpoint
DROP INDEX "condominios_nome_trgm_idx";--> statement-breakpoint
ALTER TABLE "cidades" ADD COLUMN "nome_busca" text GENERATED ALWAYS AS (public.immutable_unaccent(lower(nome))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "bairros" ADD COLUMN "nome_busca" text GENERATED ALWAYS AS (public.immutable_unaccent(lower(nome))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "logradouros" ADD COLUMN "nome_busca" text GENERATED ALWAYS AS (public.immutable_unaccent(lower(nome))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "condominios" ADD COLUMN "nome_busca" text GENERATED ALWAYS AS (public.immutable_unaccent(lower(nome))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "cidades_nome_busca_trgm_idx" ON "cidades" USING gin ("nome_busca" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cidades_nome_busca_idx" ON "cidades" USING btree (("nome_busca" collate "C"),"codigo");--> statement-breakpoint
CREATE INDEX "bairros_nome_busca_trgm_idx" ON "bairros" USING gin ("nome_busca" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bairros_nome_busca_idx" ON "bairros" USING btree (("nome_busca" collate "C"),"codigo");--> statement-breakpoint
CREATE INDEX "logradouros_nome_busca_trgm_idx" ON "logradouros" USING gin ("nome_busca" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "logradouros_nome_busca_idx" ON "logradouros" USING btree (("nome_busca" collate "C"),"codigo");--> statement-breakpoint
CREATE INDEX "condominios_nome_busca_trgm_idx" ON "condominios" USING gin ("nome_busca" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "condominios_nome_busca_idx" ON "condominios" USING btree (("nome_busca" collate "C"),"codigo");