CREATE TABLE "notas_fiscais" (
	"id" serial PRIMARY KEY NOT NULL,
	"fatura" integer NOT NULL,
	"nota_gateway" text,
	"status" text DEFAULT 'pendente' NOT NULL,
	"numero" text,
	"pdf_url" text,
	"xml_url" text,
	"descricao_status" text,
	"criado_em" timestamp with time zone NOT NULL,
	"atualizado_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD CONSTRAINT "notas_fiscais_fatura_faturas_id_fk" FOREIGN KEY ("fatura") REFERENCES "public"."faturas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notas_fiscais_fatura_uq" ON "notas_fiscais" USING btree ("fatura");--> statement-breakpoint
CREATE UNIQUE INDEX "notas_fiscais_nota_gateway_uq" ON "notas_fiscais" USING btree ("nota_gateway") WHERE "notas_fiscais"."nota_gateway" is not null;--> statement-breakpoint
-- Hand-written: the job queue that schedules each nota at Asaas (retries and delays are given per
-- job by src/server/lib/job-queue.ts), created as 0031 created the others.
SELECT pgboss.create_queue('nota-fiscal', '{"policy":"standard"}');
