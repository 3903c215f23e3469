ALTER TABLE "podcast_episodio" ALTER COLUMN "arquivo_audio" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "podcast" ADD COLUMN "autor" text;--> statement-breakpoint
ALTER TABLE "podcast" ADD COLUMN "categoria" text DEFAULT 'christianity' NOT NULL;--> statement-breakpoint
ALTER TABLE "podcast" ADD COLUMN "explicito" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "podcast" ADD COLUMN "idioma" text DEFAULT 'pt-BR' NOT NULL;--> statement-breakpoint
ALTER TABLE "podcast" ADD COLUMN "guid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "podcast_episodio" ADD COLUMN "midia_id" integer;--> statement-breakpoint
ALTER TABLE "podcast_episodio" ADD COLUMN "publicado" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "podcast_episodio" ADD CONSTRAINT "podcast_episodio_midia_id_midia_arquivo_id_fk" FOREIGN KEY ("midia_id") REFERENCES "public"."midia_arquivo"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "podcast_episodio_midia_idx" ON "podcast_episodio" USING btree ("igreja_id","midia_id");