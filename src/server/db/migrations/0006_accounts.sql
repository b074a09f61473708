CREATE TABLE "tokens_conta" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"token_hash" text NOT NULL,
	"usuario" integer NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	CONSTRAINT "tokens_conta_tipo_ck" CHECK ("tokens_conta"."tipo" in ('confirmacao', 'redefinicao'))
);
--> statement-breakpoint
CREATE TABLE "sessoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"usuario" integer NOT NULL,
	"lembrar" boolean DEFAULT false NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"visto_em" timestamp with time zone NOT NULL,
	"revogada_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "emails_saida" (
	"id" serial PRIMARY KEY NOT NULL,
	"para" text NOT NULL,
	"assunto" text NOT NULL,
	"modelo" text NOT NULL,
	"html" text,
	"texto" text,
	"criado_em" timestamp with time zone NOT NULL,
	"enviado_em" timestamp with time zone,
	"erro" text
);
--> statement-breakpoint
ALTER TABLE "tokens_conta" ADD CONSTRAINT "tokens_conta_usuario_usuarios_codigo_fk" FOREIGN KEY ("usuario") REFERENCES "public"."usuarios"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessoes" ADD CONSTRAINT "sessoes_usuario_usuarios_codigo_fk" FOREIGN KEY ("usuario") REFERENCES "public"."usuarios"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tokens_conta_token_hash_uq" ON "tokens_conta" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tokens_conta_usuario_tipo_idx" ON "tokens_conta" USING btree ("usuario","tipo");--> statement-breakpoint
CREATE UNIQUE INDEX "sessoes_token_hash_uq" ON "sessoes" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessoes_usuario_idx" ON "sessoes" USING btree ("usuario");--> statement-breakpoint
CREATE INDEX "emails_saida_criado_idx" ON "emails_saida" USING btree ("criado_em");