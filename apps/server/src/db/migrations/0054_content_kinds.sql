ALTER TABLE "ebd_licao" ADD COLUMN "rascunho" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ebd_licao" ADD COLUMN "notificado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ministerio_projeto" ADD COLUMN "ordem" integer DEFAULT 0 NOT NULL;