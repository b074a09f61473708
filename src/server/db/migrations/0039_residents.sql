CREATE TABLE "exportacoes_dados" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario" integer NOT NULL,
	"status" text NOT NULL,
	"criada_em" timestamp with time zone NOT NULL,
	"pronta_em" timestamp with time zone,
	"expira_em" timestamp with time zone,
	"arquivo" text,
	"bytes" bigint
);
--> statement-breakpoint
CREATE TABLE "buscas_salvas_enviados" (
	"busca" integer NOT NULL,
	"anuncio" integer NOT NULL,
	"enviado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "buscas_salvas_enviados_busca_anuncio_pk" PRIMARY KEY("busca","anuncio")
);
--> statement-breakpoint
CREATE TABLE "buscas_salvas" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario" integer NOT NULL,
	"nome" text NOT NULL,
	"pagina" text NOT NULL,
	"consulta" text NOT NULL,
	"frequencia" text NOT NULL,
	"pausada" boolean DEFAULT false NOT NULL,
	"criada_em" timestamp with time zone NOT NULL,
	"atualizada_em" timestamp with time zone NOT NULL,
	"verificada_ate" timestamp with time zone NOT NULL,
	"ultimo_envio_em" timestamp with time zone,
	"token_cancelar_hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tokens_conta" DROP CONSTRAINT "tokens_conta_tipo_ck";--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "removido_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tokens_conta" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "emails_saida" ADD COLUMN "cabecalhos" jsonb;--> statement-breakpoint
ALTER TABLE "exportacoes_dados" ADD CONSTRAINT "exportacoes_dados_usuario_usuarios_codigo_fk" FOREIGN KEY ("usuario") REFERENCES "public"."usuarios"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buscas_salvas_enviados" ADD CONSTRAINT "buscas_salvas_enviados_busca_buscas_salvas_id_fk" FOREIGN KEY ("busca") REFERENCES "public"."buscas_salvas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buscas_salvas_enviados" ADD CONSTRAINT "buscas_salvas_enviados_anuncio_anuncios_codigo_fk" FOREIGN KEY ("anuncio") REFERENCES "public"."anuncios"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buscas_salvas" ADD CONSTRAINT "buscas_salvas_usuario_usuarios_codigo_fk" FOREIGN KEY ("usuario") REFERENCES "public"."usuarios"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exportacoes_dados_usuario_idx" ON "exportacoes_dados" USING btree ("usuario","criada_em");--> statement-breakpoint
CREATE INDEX "buscas_salvas_enviados_anuncio_idx" ON "buscas_salvas_enviados" USING btree ("anuncio");--> statement-breakpoint
CREATE INDEX "buscas_salvas_usuario_idx" ON "buscas_salvas" USING btree ("usuario");--> statement-breakpoint
CREATE INDEX "buscas_salvas_frequencia_idx" ON "buscas_salvas" USING btree ("frequencia","pausada");--> statement-breakpoint
CREATE UNIQUE INDEX "buscas_salvas_token_cancelar_uq" ON "buscas_salvas" USING btree ("token_cancelar_hash");--> statement-breakpoint
ALTER TABLE "tokens_conta" ADD CONSTRAINT "tokens_conta_tipo_ck" CHECK ("tokens_conta"."tipo" in ('confirmacao', 'redefinicao', 'troca_email', 'desfazer_troca_email'));--> statement-breakpoint
-- Hand-written: the job queues of the saved searches' alerts and of the data exports (issue 36;
-- retries and delays are given per job by src/server/lib/job-queue.ts), created as 0031 created the others.
SELECT pgboss.create_queue('alertas', '{"policy":"standard"}');--> statement-breakpoint
SELECT pgboss.create_queue('exportacao-dados', '{"policy":"standard"}');
