CREATE TABLE "upload_pendente" (
	"igreja_id" integer NOT NULL,
	"imagem" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_pendente_igreja_id_imagem_pk" PRIMARY KEY("igreja_id","imagem")
);
--> statement-breakpoint
ALTER TABLE "upload_pendente" ADD CONSTRAINT "upload_pendente_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_pendente_criado_idx" ON "upload_pendente" USING btree ("criado_em");--> statement-breakpoint
SELECT congrega_enable_church_rls('upload_pendente'::regclass);
