-- Custom domains answer only once verified by a DNS TXT record; several churches may claim one name, one holds it
-- verified. Domains added before this migration were already answering: they stay verified.
ALTER TABLE "igreja_dominio" ADD COLUMN "token" text;--> statement-breakpoint
ALTER TABLE "igreja_dominio" ADD COLUMN "verificado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "igreja_dominio" ADD COLUMN "criado_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "igreja_dominio" SET "token" = md5(random()::text || clock_timestamp()::text), "verificado_em" = now();--> statement-breakpoint
ALTER TABLE "igreja_dominio" ALTER COLUMN "token" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "igreja_dominio" DROP CONSTRAINT "igreja_dominio_pkey";--> statement-breakpoint
ALTER TABLE "igreja_dominio" ADD CONSTRAINT "igreja_dominio_hostname_igreja_id_pk" PRIMARY KEY("hostname","igreja_id");--> statement-breakpoint
CREATE UNIQUE INDEX "igreja_dominio_verificado_uq" ON "igreja_dominio" USING btree ("hostname") WHERE "igreja_dominio"."verificado_em" is not null;
