CREATE TABLE "conversa_mensagens" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversa" integer NOT NULL,
	"remetente" integer NOT NULL,
	"conteudo" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversa_mensagens_conteudo_ck" CHECK (length("conversa_mensagens"."conteudo") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "conversas" (
	"id" serial PRIMARY KEY NOT NULL,
	"anuncio" integer,
	"titulo" text NOT NULL,
	"interessado" integer NOT NULL,
	"anunciante" integer NOT NULL,
	"ultima_mensagem" text DEFAULT '' NOT NULL,
	"ultima_mensagem_em" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_remetente" integer,
	"lida_interessado_em" timestamp with time zone,
	"lida_anunciante_em" timestamp with time zone,
	"avisado_interessado_em" timestamp with time zone,
	"avisado_anunciante_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversas_partes_ck" CHECK ("conversas"."interessado" <> "conversas"."anunciante")
);
--> statement-breakpoint
CREATE TABLE "bloqueios_mensagens" (
	"usuario" integer NOT NULL,
	"bloqueado" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bloqueios_mensagens_usuario_bloqueado_pk" PRIMARY KEY("usuario","bloqueado")
);
--> statement-breakpoint
CREATE TABLE "ticket_mensagens" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket" integer NOT NULL,
	"autor" integer,
	"de" text NOT NULL,
	"corpo" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_mensagens_corpo_ck" CHECK (length("ticket_mensagens"."corpo") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario" integer NOT NULL,
	"assunto" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_assunto_ck" CHECK (length("tickets"."assunto") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "avisos_mensagens" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "conversa_mensagens" ADD CONSTRAINT "conversa_mensagens_conversa_conversas_id_fk" FOREIGN KEY ("conversa") REFERENCES "public"."conversas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversa_mensagens" ADD CONSTRAINT "conversa_mensagens_remetente_usuarios_codigo_fk" FOREIGN KEY ("remetente") REFERENCES "public"."usuarios"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversas" ADD CONSTRAINT "conversas_anuncio_anuncios_codigo_fk" FOREIGN KEY ("anuncio") REFERENCES "public"."anuncios"("codigo") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversas" ADD CONSTRAINT "conversas_interessado_usuarios_codigo_fk" FOREIGN KEY ("interessado") REFERENCES "public"."usuarios"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversas" ADD CONSTRAINT "conversas_anunciante_usuarios_codigo_fk" FOREIGN KEY ("anunciante") REFERENCES "public"."usuarios"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bloqueios_mensagens" ADD CONSTRAINT "bloqueios_mensagens_usuario_usuarios_codigo_fk" FOREIGN KEY ("usuario") REFERENCES "public"."usuarios"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bloqueios_mensagens" ADD CONSTRAINT "bloqueios_mensagens_bloqueado_usuarios_codigo_fk" FOREIGN KEY ("bloqueado") REFERENCES "public"."usuarios"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_mensagens" ADD CONSTRAINT "ticket_mensagens_ticket_tickets_id_fk" FOREIGN KEY ("ticket") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_mensagens" ADD CONSTRAINT "ticket_mensagens_autor_usuarios_codigo_fk" FOREIGN KEY ("autor") REFERENCES "public"."usuarios"("codigo") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_usuario_usuarios_codigo_fk" FOREIGN KEY ("usuario") REFERENCES "public"."usuarios"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversa_mensagens_conversa_idx" ON "conversa_mensagens" USING btree ("conversa","id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversas_anuncio_interessado_uq" ON "conversas" USING btree ("anuncio","interessado");--> statement-breakpoint
CREATE INDEX "conversas_interessado_idx" ON "conversas" USING btree ("interessado","ultima_mensagem_em" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversas_anunciante_idx" ON "conversas" USING btree ("anunciante","ultima_mensagem_em" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ticket_mensagens_ticket_idx" ON "ticket_mensagens" USING btree ("ticket","id");--> statement-breakpoint
CREATE INDEX "tickets_usuario_idx" ON "tickets" USING btree ("usuario","atualizado_em" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_status_idx" ON "tickets" USING btree ("status","atualizado_em");