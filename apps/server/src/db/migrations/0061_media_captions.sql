CREATE TABLE "midia_legenda" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"midia_arquivo_id" integer NOT NULL,
	"idioma" text NOT NULL,
	"rotulo" text NOT NULL,
	"trechos" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video" ADD COLUMN "midia_arquivo_id" integer;--> statement-breakpoint
ALTER TABLE "midia_legenda" ADD CONSTRAINT "midia_legenda_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "midia_legenda" ADD CONSTRAINT "midia_legenda_midia_arquivo_id_midia_arquivo_id_fk" FOREIGN KEY ("midia_arquivo_id") REFERENCES "public"."midia_arquivo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "midia_legenda_idioma_idx" ON "midia_legenda" USING btree ("igreja_id","midia_arquivo_id","idioma");--> statement-breakpoint
ALTER TABLE "video" ADD CONSTRAINT "video_midia_arquivo_id_midia_arquivo_id_fk" FOREIGN KEY ("midia_arquivo_id") REFERENCES "public"."midia_arquivo"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_midia_idx" ON "video" USING btree ("igreja_id","midia_arquivo_id");--> statement-breakpoint
SELECT congrega_enable_church_rls('midia_legenda'::regclass);
