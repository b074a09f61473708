ALTER TABLE "newsletter_inscricoes" DROP CONSTRAINT "newsletter_inscricoes_status_ck";--> statement-breakpoint
ALTER TABLE "newsletter_inscricoes" ADD COLUMN "cancelamento_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_inscricoes" ADD COLUMN "cancelado_em" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_inscricoes_cancelamento_hash_uq" ON "newsletter_inscricoes" USING btree ("cancelamento_hash");--> statement-breakpoint
ALTER TABLE "newsletter_inscricoes" ADD CONSTRAINT "newsletter_inscricoes_status_ck" CHECK ("newsletter_inscricoes"."status" in ('pendente', 'confirmada', 'cancelada'));