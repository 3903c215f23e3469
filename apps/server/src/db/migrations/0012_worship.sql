CREATE TABLE "louvor" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"subtitulo" text,
	"autor" text,
	"codigo" text,
	"grupo" text,
	"ritmo" text,
	"tema" text,
	"tom" text,
	"cifra" text,
	"partituras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plano_leitura" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"uuid" uuid NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"dias" jsonb NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plano_leitura_inscricao" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"uuid" uuid NOT NULL,
	"id_usuario" integer NOT NULL,
	"plano_uuid" uuid NOT NULL,
	"data_inicio" date NOT NULL,
	"dias_lidos" integer[] DEFAULT '{}' NOT NULL,
	"concluido_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "louvor" ADD CONSTRAINT "louvor_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_leitura" ADD CONSTRAINT "plano_leitura_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_leitura_inscricao" ADD CONSTRAINT "plano_leitura_inscricao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_leitura_inscricao" ADD CONSTRAINT "plano_leitura_inscricao_id_usuario_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "louvor_titulo_idx" ON "louvor" USING btree ("igreja_id","titulo");--> statement-breakpoint
CREATE UNIQUE INDEX "plano_leitura_uuid_idx" ON "plano_leitura" USING btree ("igreja_id","uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "plano_leitura_inscricao_uuid_idx" ON "plano_leitura_inscricao" USING btree ("igreja_id","uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "plano_leitura_inscricao_membro_idx" ON "plano_leitura_inscricao" USING btree ("igreja_id","id_usuario","plano_uuid");--> statement-breakpoint
CREATE INDEX "plano_leitura_inscricao_usuario_idx" ON "plano_leitura_inscricao" USING btree ("igreja_id","id_usuario");--> statement-breakpoint
SELECT congrega_enable_church_rls(t::regclass) FROM unnest(ARRAY['louvor', 'plano_leitura', 'plano_leitura_inscricao']) AS t;
