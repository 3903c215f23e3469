CREATE TABLE "video" (
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
	"video_id" text NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video" ADD CONSTRAINT "video_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_igreja_data_idx" ON "video" USING btree ("igreja_id","data_publicacao");--> statement-breakpoint
SELECT congrega_enable_church_rls(t::regclass) FROM unnest(ARRAY['video']) AS t;
