CREATE TABLE "cidades" (
	"codigo" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"estado" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bairros" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"cidade" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ceps" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"numero" char(8) NOT NULL,
	"cidade" integer NOT NULL,
	"bairro" integer,
	CONSTRAINT "ceps_numero_unique" UNIQUE("numero")
);
--> statement-breakpoint
CREATE TABLE "estados" (
	"codigo" smallint PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"sigla" char(2) NOT NULL,
	CONSTRAINT "estados_sigla_unique" UNIQUE("sigla")
);
--> statement-breakpoint
CREATE TABLE "logradouros" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"cep" integer,
	"bairro" integer,
	"cidade" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vinculos_condominio_logradouro" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"condominio" integer NOT NULL,
	"logradouro" integer NOT NULL,
	"numero" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "condominios" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"numero" text DEFAULT '' NOT NULL,
	"estado" smallint NOT NULL,
	"cidade" integer NOT NULL,
	"bairro" integer,
	"cep" integer,
	"logradouro" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categorias" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"tipo" smallint NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "categorias_tipo_ck" CHECK ("categorias"."tipo" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "subcategorias" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"categoria" integer NOT NULL,
	"nome" text NOT NULL,
	"slug" text,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"sobrenome" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"pessoa" text NOT NULL,
	"documento" text NOT NULL,
	"senha_hash" text,
	"whatsapp" text,
	"ddd" char(2),
	"instagram" text,
	"facebook" text,
	"linkedin" text,
	"tiktok" text,
	"linktree" text,
	"twitter" text,
	"site" text,
	"cep" char(8),
	"logradouro" text,
	"ruaenumero" text,
	"complemento" text,
	"bairro" text,
	"cidade" text,
	"uf" char(2),
	"mostrar_endereco" boolean DEFAULT true NOT NULL,
	"condominio" integer,
	"nivel" smallint DEFAULT 2 NOT NULL,
	"tipo" smallint NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"validacao" smallint DEFAULT 0 NOT NULL,
	"email_confirmado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuarios_nivel_ck" CHECK ("usuarios"."nivel" in (1, 2, 3)),
	CONSTRAINT "usuarios_tipo_ck" CHECK ("usuarios"."tipo" in (2, 3))
);
--> statement-breakpoint
CREATE TABLE "planos" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"slug" text NOT NULL,
	"tipo_usuario" smallint NOT NULL,
	"preco_centavos" integer NOT NULL,
	"periodo_meses" smallint NOT NULL,
	"dias" smallint NOT NULL,
	"destaque" boolean DEFAULT false NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"atributos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"origem" text DEFAULT 'novo' NOT NULL,
	"gratis" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"ordem" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "planos_slug_unique" UNIQUE("slug"),
	CONSTRAINT "planos_tipo_usuario_ck" CHECK ("planos"."tipo_usuario" in (2, 3))
);
--> statement-breakpoint
CREATE TABLE "anuncio_condominios" (
	"anuncio" integer NOT NULL,
	"condominio" integer NOT NULL,
	CONSTRAINT "anuncio_condominios_anuncio_condominio_pk" PRIMARY KEY("anuncio","condominio")
);
--> statement-breakpoint
CREATE TABLE "anuncio_imagens" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"anuncio" integer NOT NULL,
	"url" text NOT NULL,
	"url_thumb" text NOT NULL,
	"url_og" text,
	"ordem" smallint DEFAULT 0 NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "anuncios" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"subtitulo" text DEFAULT '' NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"preco" text DEFAULT '' NOT NULL,
	"preco_centavos" bigint,
	"slug" text NOT NULL,
	"tipo" smallint NOT NULL,
	"status" text DEFAULT 'rascunho' NOT NULL,
	"tipos_transacao" text[] DEFAULT '{}'::text[] NOT NULL,
	"condicao" text,
	"categoria" integer NOT NULL,
	"subcategoria" integer,
	"categoria_texto" text DEFAULT '' NOT NULL,
	"cidade" integer,
	"uf" char(2),
	"horarios" jsonb,
	"mapa_url" text,
	"video_url" text,
	"regras" jsonb,
	"destaque" boolean DEFAULT false NOT NULL,
	"anunciante" integer NOT NULL,
	"checkout_id" integer,
	"motivo_reprovacao" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"publicado_em" timestamp with time zone,
	"busca" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('public.pt_unaccent', coalesce(titulo, '')), 'A') || setweight(to_tsvector('public.pt_unaccent', coalesce(subtitulo, '') || ' ' || coalesce(categoria_texto, '')), 'B') || setweight(to_tsvector('public.pt_unaccent', coalesce(descricao, '')), 'C')) STORED NOT NULL,
	CONSTRAINT "anuncios_tipo_ck" CHECK ("anuncios"."tipo" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "cidades" ADD CONSTRAINT "cidades_estado_estados_codigo_fk" FOREIGN KEY ("estado") REFERENCES "public"."estados"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bairros" ADD CONSTRAINT "bairros_cidade_cidades_codigo_fk" FOREIGN KEY ("cidade") REFERENCES "public"."cidades"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ceps" ADD CONSTRAINT "ceps_cidade_cidades_codigo_fk" FOREIGN KEY ("cidade") REFERENCES "public"."cidades"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ceps" ADD CONSTRAINT "ceps_bairro_bairros_codigo_fk" FOREIGN KEY ("bairro") REFERENCES "public"."bairros"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logradouros" ADD CONSTRAINT "logradouros_cep_ceps_codigo_fk" FOREIGN KEY ("cep") REFERENCES "public"."ceps"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logradouros" ADD CONSTRAINT "logradouros_bairro_bairros_codigo_fk" FOREIGN KEY ("bairro") REFERENCES "public"."bairros"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logradouros" ADD CONSTRAINT "logradouros_cidade_cidades_codigo_fk" FOREIGN KEY ("cidade") REFERENCES "public"."cidades"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vinculos_condominio_logradouro" ADD CONSTRAINT "vinculos_condominio_logradouro_condominio_condominios_codigo_fk" FOREIGN KEY ("condominio") REFERENCES "public"."condominios"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vinculos_condominio_logradouro" ADD CONSTRAINT "vinculos_condominio_logradouro_logradouro_logradouros_codigo_fk" FOREIGN KEY ("logradouro") REFERENCES "public"."logradouros"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condominios" ADD CONSTRAINT "condominios_estado_estados_codigo_fk" FOREIGN KEY ("estado") REFERENCES "public"."estados"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condominios" ADD CONSTRAINT "condominios_cidade_cidades_codigo_fk" FOREIGN KEY ("cidade") REFERENCES "public"."cidades"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condominios" ADD CONSTRAINT "condominios_bairro_bairros_codigo_fk" FOREIGN KEY ("bairro") REFERENCES "public"."bairros"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condominios" ADD CONSTRAINT "condominios_cep_ceps_codigo_fk" FOREIGN KEY ("cep") REFERENCES "public"."ceps"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condominios" ADD CONSTRAINT "condominios_logradouro_logradouros_codigo_fk" FOREIGN KEY ("logradouro") REFERENCES "public"."logradouros"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategorias" ADD CONSTRAINT "subcategorias_categoria_categorias_codigo_fk" FOREIGN KEY ("categoria") REFERENCES "public"."categorias"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_condominio_condominios_codigo_fk" FOREIGN KEY ("condominio") REFERENCES "public"."condominios"("codigo") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncio_condominios" ADD CONSTRAINT "anuncio_condominios_anuncio_anuncios_codigo_fk" FOREIGN KEY ("anuncio") REFERENCES "public"."anuncios"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncio_condominios" ADD CONSTRAINT "anuncio_condominios_condominio_condominios_codigo_fk" FOREIGN KEY ("condominio") REFERENCES "public"."condominios"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncio_imagens" ADD CONSTRAINT "anuncio_imagens_anuncio_anuncios_codigo_fk" FOREIGN KEY ("anuncio") REFERENCES "public"."anuncios"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncios" ADD CONSTRAINT "anuncios_categoria_categorias_codigo_fk" FOREIGN KEY ("categoria") REFERENCES "public"."categorias"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncios" ADD CONSTRAINT "anuncios_subcategoria_subcategorias_codigo_fk" FOREIGN KEY ("subcategoria") REFERENCES "public"."subcategorias"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncios" ADD CONSTRAINT "anuncios_cidade_cidades_codigo_fk" FOREIGN KEY ("cidade") REFERENCES "public"."cidades"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncios" ADD CONSTRAINT "anuncios_anunciante_usuarios_codigo_fk" FOREIGN KEY ("anunciante") REFERENCES "public"."usuarios"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cidades_estado_idx" ON "cidades" USING btree ("estado");--> statement-breakpoint
CREATE INDEX "cidades_nome_trgm_idx" ON "cidades" USING gin (public.immutable_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "bairros_cidade_nome_uq" ON "bairros" USING btree ("cidade","nome");--> statement-breakpoint
CREATE INDEX "bairros_nome_trgm_idx" ON "bairros" USING gin (public.immutable_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ceps_cidade_idx" ON "ceps" USING btree ("cidade");--> statement-breakpoint
CREATE INDEX "ceps_bairro_idx" ON "ceps" USING btree ("bairro");--> statement-breakpoint
CREATE INDEX "logradouros_cep_idx" ON "logradouros" USING btree ("cep");--> statement-breakpoint
CREATE INDEX "logradouros_bairro_idx" ON "logradouros" USING btree ("bairro");--> statement-breakpoint
CREATE INDEX "logradouros_cidade_idx" ON "logradouros" USING btree ("cidade");--> statement-breakpoint
CREATE INDEX "logradouros_nome_trgm_idx" ON "logradouros" USING gin (public.immutable_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "vinculos_condominio_logradouro_uq" ON "vinculos_condominio_logradouro" USING btree ("condominio","logradouro");--> statement-breakpoint
CREATE INDEX "vinculos_logradouro_idx" ON "vinculos_condominio_logradouro" USING btree ("logradouro");--> statement-breakpoint
CREATE INDEX "condominios_cidade_idx" ON "condominios" USING btree ("cidade");--> statement-breakpoint
CREATE INDEX "condominios_estado_idx" ON "condominios" USING btree ("estado");--> statement-breakpoint
CREATE INDEX "condominios_bairro_idx" ON "condominios" USING btree ("bairro");--> statement-breakpoint
CREATE INDEX "condominios_cep_idx" ON "condominios" USING btree ("cep");--> statement-breakpoint
CREATE INDEX "condominios_nome_trgm_idx" ON "condominios" USING gin (public.immutable_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "categorias_tipo_nome_uq" ON "categorias" USING btree ("tipo","nome");--> statement-breakpoint
CREATE UNIQUE INDEX "subcategorias_categoria_nome_uq" ON "subcategorias" USING btree ("categoria","nome");--> statement-breakpoint
CREATE INDEX "subcategorias_categoria_idx" ON "subcategorias" USING btree ("categoria");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_email_uq" ON "usuarios" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_documento_uq" ON "usuarios" USING btree ("documento");--> statement-breakpoint
CREATE INDEX "anuncio_condominios_condominio_idx" ON "anuncio_condominios" USING btree ("condominio","anuncio");--> statement-breakpoint
CREATE INDEX "anuncio_imagens_anuncio_idx" ON "anuncio_imagens" USING btree ("anuncio","ordem");--> statement-breakpoint
CREATE INDEX "anuncios_busca_idx" ON "anuncios" USING gin ("busca") WHERE status = 'publicado';--> statement-breakpoint
CREATE INDEX "anuncios_publicado_idx" ON "anuncios" USING btree ("publicado_em" DESC NULLS LAST,"codigo" DESC NULLS LAST) WHERE status = 'publicado';--> statement-breakpoint
CREATE INDEX "anuncios_tipo_publicado_idx" ON "anuncios" USING btree ("tipo","publicado_em" DESC NULLS LAST,"codigo" DESC NULLS LAST) WHERE status = 'publicado';--> statement-breakpoint
CREATE INDEX "anuncios_uf_publicado_idx" ON "anuncios" USING btree ("uf","publicado_em" DESC NULLS LAST,"codigo" DESC NULLS LAST) WHERE status = 'publicado';--> statement-breakpoint
CREATE INDEX "anuncios_cidade_publicado_idx" ON "anuncios" USING btree ("cidade","publicado_em" DESC NULLS LAST) WHERE status = 'publicado';--> statement-breakpoint
CREATE INDEX "anuncios_categoria_publicado_idx" ON "anuncios" USING btree ("categoria","publicado_em" DESC NULLS LAST) WHERE status = 'publicado';--> statement-breakpoint
CREATE INDEX "anuncios_subcategoria_idx" ON "anuncios" USING btree ("subcategoria");--> statement-breakpoint
CREATE INDEX "anuncios_preco_idx" ON "anuncios" USING btree ("preco_centavos","codigo") WHERE status = 'publicado';--> statement-breakpoint
CREATE INDEX "anuncios_destaque_idx" ON "anuncios" USING btree ("tipo","publicado_em" DESC NULLS LAST) WHERE status = 'publicado' and destaque;--> statement-breakpoint
CREATE INDEX "anuncios_anunciante_idx" ON "anuncios" USING btree ("anunciante");