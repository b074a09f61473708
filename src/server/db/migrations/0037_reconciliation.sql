CREATE TABLE "divergencias_conciliacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"conciliacao" integer NOT NULL,
	"tipo" text NOT NULL,
	"chave" text NOT NULL,
	"checkout" integer,
	"pagamento" text,
	"valor_checkout_centavos" integer,
	"valor_gateway_centavos" integer,
	"status_gateway" text,
	"status_checkout" text,
	"criado_em" timestamp with time zone NOT NULL,
	"resolvida_em" timestamp with time zone,
	"resolvida_por" integer
);
--> statement-breakpoint
CREATE TABLE "conciliacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"iniciada_em" timestamp with time zone NOT NULL,
	"terminada_em" timestamp with time zone NOT NULL,
	"origem" text NOT NULL,
	"pagamentos" integer NOT NULL,
	"corrigidos" integer NOT NULL,
	"divergencias" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "divergencias_conciliacao" ADD CONSTRAINT "divergencias_conciliacao_conciliacao_conciliacoes_id_fk" FOREIGN KEY ("conciliacao") REFERENCES "public"."conciliacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divergencias_conciliacao" ADD CONSTRAINT "divergencias_conciliacao_checkout_checkouts_id_fk" FOREIGN KEY ("checkout") REFERENCES "public"."checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divergencias_conciliacao" ADD CONSTRAINT "divergencias_conciliacao_resolvida_por_usuarios_codigo_fk" FOREIGN KEY ("resolvida_por") REFERENCES "public"."usuarios"("codigo") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "divergencias_conciliacao_chave_uq" ON "divergencias_conciliacao" USING btree ("chave");--> statement-breakpoint
CREATE INDEX "divergencias_conciliacao_abertas_idx" ON "divergencias_conciliacao" USING btree ("resolvida_em","id");--> statement-breakpoint
-- Hand-written: the job queue of the nightly reconciliation (retries and delays are given per job
-- by src/server/lib/job-queue.ts), created as 0031 created the others.
SELECT pgboss.create_queue('conciliacao', '{"policy":"standard"}');
