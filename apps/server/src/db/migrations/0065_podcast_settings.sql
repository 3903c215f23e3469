ALTER TABLE "midia_arquivo" ADD COLUMN "bytes_audio" bigint;--> statement-breakpoint
ALTER TABLE "podcast" ADD COLUMN "bloqueado" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "podcast" ADD COLUMN "oculto_diretorios" boolean DEFAULT false NOT NULL;