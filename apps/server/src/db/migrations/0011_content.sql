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
CREATE TABLE "podcast" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text,
	"imagem" text
);
--> statement-breakpoint
CREATE TABLE "podcast_episodio" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"podcast_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text,
	"imagem" text,
	"posicao" integer NOT NULL,
	"arquivo_audio" text NOT NULL,
	"duracao_segundos" integer,
	"data_publicacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devocional" ADD CONSTRAINT "devocional_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noticia" ADD CONSTRAINT "noticia_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast" ADD CONSTRAINT "podcast_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_episodio" ADD CONSTRAINT "podcast_episodio_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_episodio" ADD CONSTRAINT "podcast_episodio_podcast_id_podcast_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcast"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devocional_igreja_data_idx" ON "devocional" USING btree ("igreja_id","data_publicacao");--> statement-breakpoint
CREATE INDEX "noticia_igreja_data_idx" ON "noticia" USING btree ("igreja_id","data_publicacao");--> statement-breakpoint
CREATE UNIQUE INDEX "podcast_igreja_codigo_uq" ON "podcast" USING btree ("igreja_id","codigo");--> statement-breakpoint
CREATE INDEX "podcast_episodio_lista_idx" ON "podcast_episodio" USING btree ("igreja_id","podcast_id","posicao");--> statement-breakpoint
SELECT congrega_enable_church_rls(t::regclass) FROM unnest(ARRAY['devocional', 'noticia', 'podcast', 'podcast_episodio']) AS t;
