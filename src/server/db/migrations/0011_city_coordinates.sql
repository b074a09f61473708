ALTER TABLE "cidades" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "cidades" ADD COLUMN "longitude" double precision;