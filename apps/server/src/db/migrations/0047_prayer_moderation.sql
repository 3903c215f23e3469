CREATE TABLE "oracao_config" (
	"igreja_id" integer PRIMARY KEY NOT NULL,
	"flag_aprovacao" boolean DEFAULT false NOT NULL,
	"dias_expiracao" integer DEFAULT 14 NOT NULL,
	"limite_denuncias" integer DEFAULT 1 NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oracao_config_dias_ck" CHECK ("oracao_config"."dias_expiracao" between 1 and 365),
	CONSTRAINT "oracao_config_limite_ck" CHECK ("oracao_config"."limite_denuncias" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "oracao_cuidado" (
	"id_oracao" uuid PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"status" text DEFAULT 'novo' NOT NULL,
	"id_responsavel" integer,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oracao_cuidado_status_ck" CHECK ("oracao_cuidado"."status" in ('novo', 'em_andamento', 'concluido'))
);
--> statement-breakpoint
CREATE TABLE "oracao_cuidado_nota" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"id_oracao" uuid NOT NULL,
	"id_autor" integer,
	"texto" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oracao_denuncia" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"id_oracao" uuid,
	"id_mensagem" integer,
	"id_usuario" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"resolvida_em" timestamp with time zone,
	CONSTRAINT "oracao_denuncia_alvo_ck" CHECK (("oracao_denuncia"."id_oracao" is null) <> ("oracao_denuncia"."id_mensagem" is null))
);
--> statement-breakpoint
ALTER TABLE "oracao" ADD COLUMN "status" text DEFAULT 'publicada' NOT NULL;--> statement-breakpoint
ALTER TABLE "oracao" ADD COLUMN "expira_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "oracao" ADD COLUMN "respondida_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "oracao_mensagem" ADD COLUMN "status" text DEFAULT 'publicada' NOT NULL;--> statement-breakpoint
ALTER TABLE "oracao_config" ADD CONSTRAINT "oracao_config_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oracao_cuidado" ADD CONSTRAINT "oracao_cuidado_id_oracao_oracao_id_fk" FOREIGN KEY ("id_oracao") REFERENCES "public"."oracao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oracao_cuidado" ADD CONSTRAINT "oracao_cuidado_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oracao_cuidado" ADD CONSTRAINT "oracao_cuidado_id_responsavel_usuario_id_fk" FOREIGN KEY ("id_responsavel") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oracao_cuidado_nota" ADD CONSTRAINT "oracao_cuidado_nota_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oracao_cuidado_nota" ADD CONSTRAINT "oracao_cuidado_nota_id_oracao_oracao_id_fk" FOREIGN KEY ("id_oracao") REFERENCES "public"."oracao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oracao_cuidado_nota" ADD CONSTRAINT "oracao_cuidado_nota_id_autor_usuario_id_fk" FOREIGN KEY ("id_autor") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oracao_denuncia" ADD CONSTRAINT "oracao_denuncia_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oracao_denuncia" ADD CONSTRAINT "oracao_denuncia_id_oracao_oracao_id_fk" FOREIGN KEY ("id_oracao") REFERENCES "public"."oracao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oracao_denuncia" ADD CONSTRAINT "oracao_denuncia_id_mensagem_oracao_mensagem_id_fk" FOREIGN KEY ("id_mensagem") REFERENCES "public"."oracao_mensagem"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oracao_denuncia" ADD CONSTRAINT "oracao_denuncia_id_usuario_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oracao_cuidado_igreja_idx" ON "oracao_cuidado" USING btree ("igreja_id","status");--> statement-breakpoint
CREATE INDEX "oracao_cuidado_responsavel_idx" ON "oracao_cuidado" USING btree ("igreja_id","id_responsavel");--> statement-breakpoint
CREATE INDEX "oracao_cuidado_nota_oracao_idx" ON "oracao_cuidado_nota" USING btree ("igreja_id","id_oracao","criado_em");--> statement-breakpoint
CREATE INDEX "oracao_cuidado_nota_autor_idx" ON "oracao_cuidado_nota" USING btree ("igreja_id","id_autor");--> statement-breakpoint
CREATE UNIQUE INDEX "oracao_denuncia_oracao_uq" ON "oracao_denuncia" USING btree ("igreja_id","id_oracao","id_usuario");--> statement-breakpoint
CREATE UNIQUE INDEX "oracao_denuncia_mensagem_uq" ON "oracao_denuncia" USING btree ("igreja_id","id_mensagem","id_usuario");--> statement-breakpoint
CREATE INDEX "oracao_denuncia_usuario_idx" ON "oracao_denuncia" USING btree ("igreja_id","id_usuario");--> statement-breakpoint
ALTER TABLE "oracao" ADD CONSTRAINT "oracao_status_ck" CHECK ("oracao"."status" in ('publicada', 'pendente', 'oculta'));--> statement-breakpoint
ALTER TABLE "oracao_mensagem" ADD CONSTRAINT "oracao_mensagem_status_ck" CHECK ("oracao_mensagem"."status" in ('publicada', 'oculta'));--> statement-breakpoint
SELECT congrega_enable_church_rls('oracao_config'::regclass);--> statement-breakpoint
SELECT congrega_enable_church_rls('oracao_denuncia'::regclass);--> statement-breakpoint
SELECT congrega_enable_church_rls('oracao_cuidado'::regclass);--> statement-breakpoint
SELECT congrega_enable_church_rls('oracao_cuidado_nota'::regclass);