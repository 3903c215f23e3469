CREATE TABLE "conteudo_slug_antigo" (
	"igreja_id" integer NOT NULL,
	"tabela" text NOT NULL,
	"slug" text NOT NULL,
	"conteudo_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conteudo_slug_antigo_igreja_id_tabela_slug_pk" PRIMARY KEY("igreja_id","tabela","slug")
);
--> statement-breakpoint
ALTER TABLE "devocional" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "noticia" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "conteudo_slug_antigo" ADD CONSTRAINT "conteudo_slug_antigo_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "devocional_igreja_slug_uq" ON "devocional" USING btree ("igreja_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "noticia_igreja_slug_uq" ON "noticia" USING btree ("igreja_id","slug");--> statement-breakpoint
ALTER TABLE "devocional" ADD CONSTRAINT "devocional_slug_letra_ck" CHECK ("devocional"."slug" ~ '[a-z]');--> statement-breakpoint
ALTER TABLE "noticia" ADD CONSTRAINT "noticia_slug_letra_ck" CHECK ("noticia"."slug" ~ '[a-z]');--> statement-breakpoint
SELECT congrega_enable_church_rls('conteudo_slug_antigo'::regclass);