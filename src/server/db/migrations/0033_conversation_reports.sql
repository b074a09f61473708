CREATE TABLE "denuncias_conversas" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversa" integer NOT NULL,
	"denunciado" integer NOT NULL,
	"usuario" integer,
	"motivo" text NOT NULL,
	"detalhes" text DEFAULT '' NOT NULL,
	"ip" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"resolvida_em" timestamp with time zone,
	"resolvida_por" integer,
	"resolucao" text,
	CONSTRAINT "denuncias_conversas_detalhes_ck" CHECK (length("denuncias_conversas"."detalhes") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "denuncias_conversas" ADD CONSTRAINT "denuncias_conversas_conversa_conversas_id_fk" FOREIGN KEY ("conversa") REFERENCES "public"."conversas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denuncias_conversas" ADD CONSTRAINT "denuncias_conversas_denunciado_usuarios_codigo_fk" FOREIGN KEY ("denunciado") REFERENCES "public"."usuarios"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denuncias_conversas" ADD CONSTRAINT "denuncias_conversas_usuario_usuarios_codigo_fk" FOREIGN KEY ("usuario") REFERENCES "public"."usuarios"("codigo") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denuncias_conversas" ADD CONSTRAINT "denuncias_conversas_resolvida_por_usuarios_codigo_fk" FOREIGN KEY ("resolvida_por") REFERENCES "public"."usuarios"("codigo") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "denuncias_conversas_abertas_idx" ON "denuncias_conversas" USING btree ("criado_em","id") WHERE resolvida_em is null;--> statement-breakpoint
CREATE UNIQUE INDEX "denuncias_conversas_aberta_uq" ON "denuncias_conversas" USING btree ("conversa","usuario") WHERE resolvida_em is null;--> statement-breakpoint
-- Data (issue 33), hand-written. Until now "Denunciar conversa" filed a report of the listing, in
-- "denuncias", with the details "Conversa #<id>: <details>\nÚltimas mensagens:\n<excerpt>". Each
-- open one moves here: the reported user is the reporter's other party, and the details keep
-- only what the reporter wrote (the admin now reads the messages themselves). A row is moved only
-- when its conversation still exists, is about the same listing and the reporter is a party of
-- it, so a listing report that merely starts with those words stays. Resolved rows stay where
-- they are: they are the listing's moderation history. Repeats of one reporter on one
-- conversation become one open report (ON CONFLICT: the partial unique index).
WITH "movidas" AS (
	DELETE FROM "denuncias" d
	USING "conversas" c
	WHERE d."resolvida_em" IS NULL
		AND d."detalhes" ~ '^Conversa #[0-9]+: '
		AND c."id" = substring(d."detalhes" from '^Conversa #([0-9]+): ')::int
		AND c."anuncio" = d."anuncio"
		AND d."usuario" IN (c."interessado", c."anunciante")
	RETURNING c."id" AS "conversa", c."interessado", c."anunciante", d."usuario", d."motivo", d."detalhes", d."ip", d."criado_em"
)
INSERT INTO "denuncias_conversas" ("conversa", "denunciado", "usuario", "motivo", "detalhes", "ip", "criado_em")
SELECT "conversa",
	CASE WHEN "usuario" = "interessado" THEN "anunciante" ELSE "interessado" END,
	"usuario",
	"motivo",
	rtrim(split_part(regexp_replace("detalhes", '^Conversa #[0-9]+: ', ''), 'Últimas mensagens:', 1), E'\n'),
	"ip",
	"criado_em"
FROM "movidas"
ORDER BY "criado_em"
ON CONFLICT DO NOTHING;
