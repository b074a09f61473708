DROP INDEX "anuncios_anunciante_idx";--> statement-breakpoint
CREATE INDEX "anuncios_anunciante_idx" ON "anuncios" USING btree ("anunciante","codigo");