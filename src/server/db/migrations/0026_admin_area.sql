CREATE TABLE "auditoria" (
	"id" serial PRIMARY KEY NOT NULL,
	"autor" integer,
	"entidade" text NOT NULL,
	"entidade_id" integer NOT NULL,
	"acao" text NOT NULL,
	"antes" jsonb,
	"depois" jsonb,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "denuncias" (
	"id" serial PRIMARY KEY NOT NULL,
	"anuncio" integer NOT NULL,
	"motivo" text NOT NULL,
	"detalhes" text DEFAULT '' NOT NULL,
	"usuario" integer,
	"ip" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"resolvida_em" timestamp with time zone,
	"resolvida_por" integer,
	"resolucao" text,
	CONSTRAINT "denuncias_detalhes_ck" CHECK (length("denuncias"."detalhes") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "anuncios" ADD COLUMN "suspenso_por_bloqueio" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mensagens_contato" ADD COLUMN "resposta" text;--> statement-breakpoint
ALTER TABLE "mensagens_contato" ADD COLUMN "respondida_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mensagens_contato" ADD COLUMN "respondida_por" integer;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_autor_usuarios_codigo_fk" FOREIGN KEY ("autor") REFERENCES "public"."usuarios"("codigo") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denuncias" ADD CONSTRAINT "denuncias_anuncio_anuncios_codigo_fk" FOREIGN KEY ("anuncio") REFERENCES "public"."anuncios"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denuncias" ADD CONSTRAINT "denuncias_usuario_usuarios_codigo_fk" FOREIGN KEY ("usuario") REFERENCES "public"."usuarios"("codigo") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denuncias" ADD CONSTRAINT "denuncias_resolvida_por_usuarios_codigo_fk" FOREIGN KEY ("resolvida_por") REFERENCES "public"."usuarios"("codigo") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_entidade_idx" ON "auditoria" USING btree ("entidade","entidade_id","criado_em" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "denuncias_abertas_idx" ON "denuncias" USING btree ("anuncio","criado_em") WHERE resolvida_em is null;--> statement-breakpoint
ALTER TABLE "mensagens_contato" ADD CONSTRAINT "mensagens_contato_respondida_por_usuarios_codigo_fk" FOREIGN KEY ("respondida_por") REFERENCES "public"."usuarios"("codigo") ON DELETE set null ON UPDATE no action;