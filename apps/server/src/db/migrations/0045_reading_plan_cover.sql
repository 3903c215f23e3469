ALTER TABLE "plano_leitura" ADD COLUMN "imagem" text;--> statement-breakpoint
ALTER TABLE "plano_leitura" ADD COLUMN "texto_alternativo" text;