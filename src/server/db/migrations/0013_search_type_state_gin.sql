-- btree_gin lets one GIN index hold the type and state beside the search vector.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "anuncios_busca_idx";--> statement-breakpoint
CREATE INDEX "anuncios_busca_idx" ON "anuncios" USING gin ("tipo","uf","busca") WHERE status = 'publicado';