ALTER TABLE "culto" ADD COLUMN "ao_vivo_desde" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "culto" ADD COLUMN "encerrado_em" timestamp with time zone;