ALTER TABLE "creditos" ADD COLUMN "revogado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creditos" ADD COLUMN "congelado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creditos" ADD COLUMN "status_antes_congelar" text;--> statement-breakpoint
ALTER TABLE "creditos" ADD COLUMN "anuncio_status_antes_congelar" text;--> statement-breakpoint
ALTER TABLE "faturas" ADD COLUMN "estornada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "faturas" ADD COLUMN "motivo_estorno" text;--> statement-breakpoint
ALTER TABLE "faturas" ADD COLUMN "estornada_por" integer;--> statement-breakpoint
ALTER TABLE "faturas" ADD CONSTRAINT "faturas_estornada_por_usuarios_codigo_fk" FOREIGN KEY ("estornada_por") REFERENCES "public"."usuarios"("codigo") ON DELETE set null ON UPDATE no action;