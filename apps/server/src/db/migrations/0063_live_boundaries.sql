CREATE TABLE "culto_agenda_publicada" (
	"igreja_id" integer PRIMARY KEY NOT NULL,
	"estado" text NOT NULL,
	"publicado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "culto_agenda_publicada" ADD CONSTRAINT "culto_agenda_publicada_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
SELECT congrega_enable_church_rls('culto_agenda_publicada'::regclass);
