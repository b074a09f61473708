CREATE INDEX "anuncios_status_idx" ON "anuncios" USING btree ("status","codigo");--> statement-breakpoint
CREATE INDEX "anuncios_tipo_idx" ON "anuncios" USING btree ("tipo","codigo");--> statement-breakpoint
CREATE INDEX "anuncios_pendente_idx" ON "anuncios" USING btree ("atualizado_em","codigo","tipo") WHERE status = 'pendente';--> statement-breakpoint
CREATE INDEX "anuncios_titulo_trgm_idx" ON "anuncios" USING gin (public.immutable_unaccent(lower("titulo")) gin_trgm_ops);