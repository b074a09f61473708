CREATE TABLE "mensagens_contato" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"email" text NOT NULL,
	"assunto" text NOT NULL,
	"mensagem" text NOT NULL,
	"ip" text,
	"criado_em" timestamp with time zone NOT NULL,
	"enviado_em" timestamp with time zone,
	"erro_envio" text
);
--> statement-breakpoint
CREATE TABLE "newsletter_inscricoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"token_hash" text,
	"token_expira_em" timestamp with time zone,
	"criado_em" timestamp with time zone NOT NULL,
	"atualizado_em" timestamp with time zone NOT NULL,
	"confirmado_em" timestamp with time zone,
	CONSTRAINT "newsletter_inscricoes_status_ck" CHECK ("newsletter_inscricoes"."status" in ('pendente', 'confirmada'))
);
--> statement-breakpoint
CREATE INDEX "mensagens_contato_criado_idx" ON "mensagens_contato" USING btree ("criado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_inscricoes_email_uq" ON "newsletter_inscricoes" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_inscricoes_token_hash_uq" ON "newsletter_inscricoes" USING btree ("token_hash");