CREATE TABLE "ministerio" (
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
	"responsavel_nome" text,
	"responsavel_foto" text,
	"responsavel_email" text,
	"responsavel_telefone" text,
	"redes_sociais" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ministerio_projeto" (
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
	"ministerio_id" integer NOT NULL,
	"meta" text,
	"meta_valor" integer,
	"meta_alcancada" integer
);
--> statement-breakpoint
ALTER TABLE "ministerio" ADD CONSTRAINT "ministerio_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ministerio_projeto" ADD CONSTRAINT "ministerio_projeto_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ministerio_projeto" ADD CONSTRAINT "ministerio_projeto_ministerio_id_ministerio_id_fk" FOREIGN KEY ("ministerio_id") REFERENCES "public"."ministerio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ministerio_igreja_data_idx" ON "ministerio" USING btree ("igreja_id","data_publicacao");--> statement-breakpoint
CREATE INDEX "ministerio_projeto_igreja_ministerio_idx" ON "ministerio_projeto" USING btree ("igreja_id","ministerio_id");--> statement-breakpoint
SELECT congrega_enable_church_rls(t::regclass) FROM unnest(ARRAY['ministerio', 'ministerio_projeto']) AS t;
