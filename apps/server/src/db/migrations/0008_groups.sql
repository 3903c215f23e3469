CREATE TABLE "celula" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"lider_usuario_id" integer,
	"responsavel" text,
	"publico" text DEFAULT 'todos' NOT NULL,
	"dia_semana" integer NOT NULL,
	"horario" text NOT NULL,
	"cep" text,
	"logradouro" text,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cidade" text,
	"estado" text,
	"latitude" double precision,
	"longitude" double precision,
	"imagem" text,
	"flag_ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "celula_membro" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"celula_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "celula_reuniao" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"celula_id" integer NOT NULL,
	"data_inicio" timestamp with time zone NOT NULL,
	"data_fim" timestamp with time zone,
	"estudo_id" integer,
	"tema" text,
	"observacao" text
);
--> statement-breakpoint
CREATE TABLE "celula_solicitacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"celula_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"mensagem" text,
	"status" text DEFAULT 'pendente' NOT NULL,
	"respondido_por" integer,
	"respondido_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estudo" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"resumo" text,
	"conteudo" text NOT NULL,
	"imagem" text,
	"anexos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"flag_conteudo_publico" boolean DEFAULT true NOT NULL,
	"flag_ativo" boolean DEFAULT true NOT NULL,
	"data_publicacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estudo_configuracao" (
	"igreja_id" integer PRIMARY KEY NOT NULL,
	"titulo" text,
	"descricao" text
);
--> statement-breakpoint
ALTER TABLE "celula" ADD CONSTRAINT "celula_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celula" ADD CONSTRAINT "celula_lider_usuario_id_usuario_id_fk" FOREIGN KEY ("lider_usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celula_membro" ADD CONSTRAINT "celula_membro_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celula_membro" ADD CONSTRAINT "celula_membro_celula_id_celula_id_fk" FOREIGN KEY ("celula_id") REFERENCES "public"."celula"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celula_membro" ADD CONSTRAINT "celula_membro_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celula_reuniao" ADD CONSTRAINT "celula_reuniao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celula_reuniao" ADD CONSTRAINT "celula_reuniao_celula_id_celula_id_fk" FOREIGN KEY ("celula_id") REFERENCES "public"."celula"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celula_reuniao" ADD CONSTRAINT "celula_reuniao_estudo_id_estudo_id_fk" FOREIGN KEY ("estudo_id") REFERENCES "public"."estudo"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celula_solicitacao" ADD CONSTRAINT "celula_solicitacao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celula_solicitacao" ADD CONSTRAINT "celula_solicitacao_celula_id_celula_id_fk" FOREIGN KEY ("celula_id") REFERENCES "public"."celula"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celula_solicitacao" ADD CONSTRAINT "celula_solicitacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celula_solicitacao" ADD CONSTRAINT "celula_solicitacao_respondido_por_usuario_id_fk" FOREIGN KEY ("respondido_por") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estudo" ADD CONSTRAINT "estudo_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estudo_configuracao" ADD CONSTRAINT "estudo_configuracao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "celula_igreja_idx" ON "celula" USING btree ("igreja_id","dia_semana");--> statement-breakpoint
CREATE UNIQUE INDEX "celula_membro_uq" ON "celula_membro" USING btree ("celula_id","usuario_id");--> statement-breakpoint
CREATE INDEX "celula_membro_usuario_idx" ON "celula_membro" USING btree ("igreja_id","usuario_id");--> statement-breakpoint
CREATE INDEX "celula_reuniao_celula_idx" ON "celula_reuniao" USING btree ("igreja_id","celula_id","data_inicio");--> statement-breakpoint
CREATE UNIQUE INDEX "celula_solicitacao_pendente_uq" ON "celula_solicitacao" USING btree ("celula_id","usuario_id") WHERE "celula_solicitacao"."status" = 'pendente';--> statement-breakpoint
CREATE INDEX "estudo_igreja_data_idx" ON "estudo" USING btree ("igreja_id","data_publicacao");--> statement-breakpoint
SELECT congrega_enable_church_rls(t::regclass) FROM unnest(ARRAY['celula', 'celula_membro', 'celula_solicitacao', 'estudo', 'celula_reuniao', 'estudo_configuracao']) AS t;
