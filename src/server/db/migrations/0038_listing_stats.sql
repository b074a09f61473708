CREATE TABLE "estatisticas_anuncios" (
	"anuncio" integer NOT NULL,
	"dia" date NOT NULL,
	"visualizacoes" integer DEFAULT 0 NOT NULL,
	"whatsapp" integer DEFAULT 0 NOT NULL,
	"mapa" integer DEFAULT 0 NOT NULL,
	"site" integer DEFAULT 0 NOT NULL,
	"redes" integer DEFAULT 0 NOT NULL,
	"favoritos" integer DEFAULT 0 NOT NULL,
	"conversas" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "estatisticas_anuncios_anuncio_dia_pk" PRIMARY KEY("anuncio","dia")
);
--> statement-breakpoint
CREATE TABLE "estatisticas_sal" (
	"dia" date PRIMARY KEY NOT NULL,
	"sal" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estatisticas_visitantes" (
	"chave" "bytea" PRIMARY KEY NOT NULL,
	"dia" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "resumo_semanal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "estatisticas_anuncios" ADD CONSTRAINT "estatisticas_anuncios_anuncio_anuncios_codigo_fk" FOREIGN KEY ("anuncio") REFERENCES "public"."anuncios"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estatisticas_anuncios_dia_idx" ON "estatisticas_anuncios" USING btree ("dia");--> statement-breakpoint
CREATE INDEX "estatisticas_visitantes_dia_idx" ON "estatisticas_visitantes" USING btree ("dia");--> statement-breakpoint
-- Hand-written: the job queues of the statistics' daily clean-up and of the weekly summary e-mail
-- (retries and delays are given per job by src/server/lib/job-queue.ts), created as 0031 created the others.
SELECT pgboss.create_queue('estatisticas', '{"policy":"standard"}');--> statement-breakpoint
SELECT pgboss.create_queue('resumo-semanal', '{"policy":"standard"}');
