CREATE TABLE "palavras_nomes" (
	"tabela" text NOT NULL,
	"palavra" text NOT NULL,
	CONSTRAINT "palavras_nomes_tabela_palavra_pk" PRIMARY KEY("tabela","palavra")
);
--> statement-breakpoint
CREATE INDEX "palavras_nomes_trgm_idx" ON "palavras_nomes" USING gin ("palavra" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "palavras_nomes_prefixo_idx" ON "palavras_nomes" USING btree ("tabela",("palavra" collate "C"));