CREATE TABLE "publicacao" (
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
	"slug" text NOT NULL,
	"tipo_id" integer NOT NULL,
	"arquivo" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publicacao_tipo" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "publicacao" ADD CONSTRAINT "publicacao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publicacao" ADD CONSTRAINT "publicacao_tipo_id_publicacao_tipo_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."publicacao_tipo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publicacao_tipo" ADD CONSTRAINT "publicacao_tipo_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video" ADD CONSTRAINT "video_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "publicacao_igreja_slug_uq" ON "publicacao" USING btree ("igreja_id","slug");--> statement-breakpoint
CREATE INDEX "publicacao_igreja_data_idx" ON "publicacao" USING btree ("igreja_id","data_publicacao");--> statement-breakpoint
CREATE INDEX "video_igreja_data_idx" ON "video" USING btree ("igreja_id","data_publicacao");--> statement-breakpoint
SELECT congrega_enable_church_rls(t::regclass) FROM unnest(ARRAY['video', 'publicacao_tipo', 'publicacao']) AS t;
