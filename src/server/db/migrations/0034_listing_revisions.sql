CREATE TABLE "anuncio_revisoes" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"anuncio" integer NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"conteudo" jsonb NOT NULL,
	"motivo" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"decidido_em" timestamp with time zone,
	"decidido_por" integer,
	CONSTRAINT "anuncio_revisoes_status_ck" CHECK ("anuncio_revisoes"."status" in ('pendente', 'aprovada', 'reprovada'))
);
--> statement-breakpoint
ALTER TABLE "anuncio_revisoes" ADD CONSTRAINT "anuncio_revisoes_anuncio_anuncios_codigo_fk" FOREIGN KEY ("anuncio") REFERENCES "public"."anuncios"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncio_revisoes" ADD CONSTRAINT "anuncio_revisoes_decidido_por_usuarios_codigo_fk" FOREIGN KEY ("decidido_por") REFERENCES "public"."usuarios"("codigo") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "anuncio_revisoes_pendente_uq" ON "anuncio_revisoes" USING btree ("anuncio") WHERE status = 'pendente';--> statement-breakpoint
CREATE INDEX "anuncio_revisoes_fila_idx" ON "anuncio_revisoes" USING btree ("criado_em","codigo") WHERE status = 'pendente';--> statement-breakpoint
CREATE INDEX "anuncio_revisoes_anuncio_idx" ON "anuncio_revisoes" USING btree ("anuncio","codigo");