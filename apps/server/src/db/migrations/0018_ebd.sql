CREATE TABLE "ebd" (
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
	"trimestre" text NOT NULL,
	"data_inicio" date NOT NULL,
	"data_fim" date NOT NULL,
	CONSTRAINT "ebd_slug_letra_ck" CHECK ("ebd"."slug" ~ '[a-z]')
);
--> statement-breakpoint
CREATE TABLE "ebd_licao" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"ebd_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"data" date NOT NULL,
	"titulo" text NOT NULL,
	"texto_biblico" text,
	"conteudo" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebd_turma" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"ebd_id" integer NOT NULL,
	"nome" text NOT NULL,
	"faixa_etaria" text,
	"professor" text,
	"sala" text,
	"horario" text,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ebd" ADD CONSTRAINT "ebd_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebd_licao" ADD CONSTRAINT "ebd_licao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebd_licao" ADD CONSTRAINT "ebd_licao_ebd_id_ebd_id_fk" FOREIGN KEY ("ebd_id") REFERENCES "public"."ebd"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebd_turma" ADD CONSTRAINT "ebd_turma_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebd_turma" ADD CONSTRAINT "ebd_turma_ebd_id_ebd_id_fk" FOREIGN KEY ("ebd_id") REFERENCES "public"."ebd"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ebd_igreja_slug_uq" ON "ebd" USING btree ("igreja_id","slug");--> statement-breakpoint
CREATE INDEX "ebd_igreja_data_idx" ON "ebd" USING btree ("igreja_id","data_publicacao");--> statement-breakpoint
CREATE INDEX "ebd_licao_igreja_ebd_idx" ON "ebd_licao" USING btree ("igreja_id","ebd_id","numero");--> statement-breakpoint
CREATE INDEX "ebd_turma_igreja_ebd_idx" ON "ebd_turma" USING btree ("igreja_id","ebd_id");--> statement-breakpoint
SELECT congrega_enable_church_rls(t::regclass) FROM unnest(ARRAY['ebd', 'ebd_turma', 'ebd_licao']) AS t;
