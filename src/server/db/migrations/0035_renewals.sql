ALTER TABLE "anuncios" ADD COLUMN "encerrado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "anuncios" ADD COLUMN "status_ao_encerrar" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "anuncio_renovado" integer;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_anuncio_renovado_anuncios_codigo_fk" FOREIGN KEY ("anuncio_renovado") REFERENCES "public"."anuncios"("codigo") ON DELETE set null ON UPDATE no action;