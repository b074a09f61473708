CREATE TABLE "sugestoes_condominio" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario" integer NOT NULL,
	"nome" text NOT NULL,
	"cep" char(8),
	"logradouro" text DEFAULT '' NOT NULL,
	"numero" text DEFAULT '' NOT NULL,
	"bairro" text DEFAULT '' NOT NULL,
	"cidade" text DEFAULT '' NOT NULL,
	"uf" char(2),
	"observacao" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'nova' NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sugestoes_condominio_nome_ck" CHECK (length("sugestoes_condominio"."nome") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "midias" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario" integer NOT NULL,
	"chave" text NOT NULL,
	"url" text NOT NULL,
	"url_thumb" text NOT NULL,
	"url_og" text NOT NULL,
	"nome_original" text DEFAULT '' NOT NULL,
	"bytes" integer NOT NULL,
	"largura" smallint NOT NULL,
	"altura" smallint NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "midias_chave_unique" UNIQUE("chave")
);
--> statement-breakpoint
CREATE TABLE "ceps_consultados" (
	"cep" char(8) PRIMARY KEY NOT NULL,
	"resposta" jsonb,
	"consultado_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "anuncio_imagens" ADD COLUMN "midia" integer;--> statement-breakpoint
ALTER TABLE "sugestoes_condominio" ADD CONSTRAINT "sugestoes_condominio_usuario_usuarios_codigo_fk" FOREIGN KEY ("usuario") REFERENCES "public"."usuarios"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "midias" ADD CONSTRAINT "midias_usuario_usuarios_codigo_fk" FOREIGN KEY ("usuario") REFERENCES "public"."usuarios"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sugestoes_condominio_status_idx" ON "sugestoes_condominio" USING btree ("status","criado_em");--> statement-breakpoint
CREATE INDEX "midias_usuario_idx" ON "midias" USING btree ("usuario","criado_em" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "anuncio_imagens" ADD CONSTRAINT "anuncio_imagens_midia_midias_id_fk" FOREIGN KEY ("midia") REFERENCES "public"."midias"("id") ON DELETE restrict ON UPDATE no action;