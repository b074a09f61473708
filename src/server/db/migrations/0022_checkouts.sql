CREATE TABLE "checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario" integer NOT NULL,
	"plano" integer NOT NULL,
	"tipo_usuario" smallint NOT NULL,
	"metodo" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"valor_centavos" integer NOT NULL,
	"gateway" text,
	"gateway_pagamento" text,
	"pix_payload" text,
	"pix_qr_code" text,
	"pix_expira_em" timestamp with time zone,
	"cartao_final" char(4),
	"cartao_bandeira" text,
	"criado_em" timestamp with time zone NOT NULL,
	"pago_em" timestamp with time zone,
	"consultado_em" timestamp with time zone,
	CONSTRAINT "checkouts_valor_ck" CHECK ("checkouts"."valor_centavos" >= 0),
	CONSTRAINT "checkouts_tipo_usuario_ck" CHECK ("checkouts"."tipo_usuario" in (2, 3))
);
--> statement-breakpoint
CREATE TABLE "creditos" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario" integer NOT NULL,
	"checkout" integer NOT NULL,
	"plano" integer NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fim" timestamp with time zone NOT NULL,
	"anuncio" integer,
	"usado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "clientes_gateway" (
	"usuario" integer NOT NULL,
	"gateway" text NOT NULL,
	"cliente" text NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "clientes_gateway_usuario_gateway_pk" PRIMARY KEY("usuario","gateway")
);
--> statement-breakpoint
CREATE TABLE "contador_faturas" (
	"id" smallint PRIMARY KEY NOT NULL,
	"ultimo" integer NOT NULL,
	CONSTRAINT "contador_faturas_um_ck" CHECK ("contador_faturas"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "faturas" (
	"id" serial PRIMARY KEY NOT NULL,
	"numero" integer NOT NULL,
	"checkout" integer NOT NULL,
	"usuario" integer NOT NULL,
	"plano_nome" text NOT NULL,
	"plano_slug" text NOT NULL,
	"plano_tipo_usuario" smallint NOT NULL,
	"plano_preco_centavos" integer NOT NULL,
	"plano_periodo_meses" smallint NOT NULL,
	"plano_origem" text NOT NULL,
	"pagador_nome" text NOT NULL,
	"pagador_documento" text NOT NULL,
	"valor_centavos" integer NOT NULL,
	"metodo" text NOT NULL,
	"cartao_final" char(4),
	"status" text NOT NULL,
	"emitida_em" timestamp with time zone NOT NULL,
	"paga_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "eventos_pagamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"evento_id" text NOT NULL,
	"gateway" text NOT NULL,
	"tipo" text NOT NULL,
	"pagamento_id" text,
	"payload" jsonb NOT NULL,
	"recebido_em" timestamp with time zone NOT NULL,
	"processado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pagamentos_sandbox" (
	"id" text PRIMARY KEY NOT NULL,
	"cliente" text NOT NULL,
	"metodo" text NOT NULL,
	"status" text NOT NULL,
	"valor_centavos" integer NOT NULL,
	"referencia" text,
	"criado_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_usuario_usuarios_codigo_fk" FOREIGN KEY ("usuario") REFERENCES "public"."usuarios"("codigo") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_plano_planos_codigo_fk" FOREIGN KEY ("plano") REFERENCES "public"."planos"("codigo") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creditos" ADD CONSTRAINT "creditos_usuario_usuarios_codigo_fk" FOREIGN KEY ("usuario") REFERENCES "public"."usuarios"("codigo") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creditos" ADD CONSTRAINT "creditos_checkout_checkouts_id_fk" FOREIGN KEY ("checkout") REFERENCES "public"."checkouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creditos" ADD CONSTRAINT "creditos_plano_planos_codigo_fk" FOREIGN KEY ("plano") REFERENCES "public"."planos"("codigo") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creditos" ADD CONSTRAINT "creditos_anuncio_anuncios_codigo_fk" FOREIGN KEY ("anuncio") REFERENCES "public"."anuncios"("codigo") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes_gateway" ADD CONSTRAINT "clientes_gateway_usuario_usuarios_codigo_fk" FOREIGN KEY ("usuario") REFERENCES "public"."usuarios"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faturas" ADD CONSTRAINT "faturas_checkout_checkouts_id_fk" FOREIGN KEY ("checkout") REFERENCES "public"."checkouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faturas" ADD CONSTRAINT "faturas_usuario_usuarios_codigo_fk" FOREIGN KEY ("usuario") REFERENCES "public"."usuarios"("codigo") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_usuario_idx" ON "checkouts" USING btree ("usuario","id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_gateway_pagamento_uq" ON "checkouts" USING btree ("gateway_pagamento") WHERE "checkouts"."gateway_pagamento" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_gratis_uq" ON "checkouts" USING btree ("usuario","tipo_usuario") WHERE "checkouts"."metodo" = 'free';--> statement-breakpoint
CREATE UNIQUE INDEX "creditos_checkout_uq" ON "creditos" USING btree ("checkout");--> statement-breakpoint
CREATE UNIQUE INDEX "creditos_anuncio_uq" ON "creditos" USING btree ("anuncio") WHERE "creditos"."anuncio" is not null;--> statement-breakpoint
CREATE INDEX "creditos_usuario_idx" ON "creditos" USING btree ("usuario","status","fim");--> statement-breakpoint
CREATE UNIQUE INDEX "faturas_numero_uq" ON "faturas" USING btree ("numero");--> statement-breakpoint
CREATE UNIQUE INDEX "faturas_checkout_uq" ON "faturas" USING btree ("checkout");--> statement-breakpoint
CREATE INDEX "faturas_usuario_idx" ON "faturas" USING btree ("usuario","id");--> statement-breakpoint
CREATE UNIQUE INDEX "eventos_pagamento_evento_uq" ON "eventos_pagamento" USING btree ("evento_id");