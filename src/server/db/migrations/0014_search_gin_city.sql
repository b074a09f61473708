DROP INDEX "anuncios_busca_idx";--> statement-breakpoint
CREATE INDEX "anuncios_busca_idx" ON "anuncios" USING gin ("tipo","uf","cidade","busca") WHERE status = 'publicado';