ALTER TABLE "banner" ADD COLUMN "texto_alternativo" text;--> statement-breakpoint
UPDATE "banner" SET "texto_alternativo" = left("titulo", 200);--> statement-breakpoint
ALTER TABLE "banner" ALTER COLUMN "texto_alternativo" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "banner" ADD COLUMN "data_inicio" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banner" ADD COLUMN "data_fim" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banner" ADD CONSTRAINT "banner_janela_ck" CHECK ("banner"."data_fim" is null or "banner"."data_inicio" is null or "banner"."data_fim" > "banner"."data_inicio");
