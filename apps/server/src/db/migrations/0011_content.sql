CREATE TABLE "devocional" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"resumo" text,
	"conteudo" text NOT NULL,
	"imagem" text,
	"autor" text,
	"data_publicacao" timestamp with time zone DEFAULT now() NOT NULL,
	"flag_ativo" boolean DEFAULT true NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"passagem" text
);
--> statement-breakpoint
CREATE TABLE "noticia" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"resumo" text,
	"conteudo" text NOT NULL,
	"imagem" text,
	"autor" text,
	"data_publicacao" timestamp with time zone DEFAULT now() NOT NULL,
	"flag_ativo" boolean DEFAULT true NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devocional" ADD CONSTRAINT "devocional_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noticia" ADD CONSTRAINT "noticia_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devocional_igreja_data_idx" ON "devocional" USING btree ("igreja_id","data_publicacao");--> statement-breakpoint
CREATE INDEX "noticia_igreja_data_idx" ON "noticia" USING btree ("igreja_id","data_publicacao");--> statement-breakpoint
SELECT congrega_enable_church_rls(t::regclass) FROM unnest(ARRAY['devocional', 'noticia']) AS t;
