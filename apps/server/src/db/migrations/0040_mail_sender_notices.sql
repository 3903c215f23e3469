ALTER TABLE "usuario" ADD COLUMN "receber_avisos_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "igreja" ADD COLUMN "email_resposta" text;