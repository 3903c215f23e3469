CREATE TABLE "campo_personalizado" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"chave" text NOT NULL,
	"rotulo" text NOT NULL,
	"tipo" text DEFAULT 'text' NOT NULL,
	"opcoes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"flag_obrigatorio" boolean DEFAULT false NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conta" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"senha_hash" text NOT NULL,
	"flag_ativo" boolean DEFAULT false NOT NULL,
	"desativado_em" timestamp with time zone,
	"versao_sessao" integer DEFAULT 0 NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conta_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "refresh_token" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"igreja_id" integer NOT NULL,
	"conta_id" integer NOT NULL,
	"familia" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"revogado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_token_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "token_acao" (
	"id" serial PRIMARY KEY NOT NULL,
	"conta_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"token_hash" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_acao_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"conta_id" integer NOT NULL,
	"email" text NOT NULL,
	"nome" text NOT NULL,
	"sobrenome" text NOT NULL,
	"telefone" text,
	"data_nascimento" date,
	"sexo" text,
	"estado_civil" text,
	"data_casamento" date,
	"quantidade_filhos" integer,
	"ocupacao" text,
	"congregacao_id" integer,
	"cpf" text,
	"cep" text,
	"logradouro" text,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cidade" text,
	"estado" text,
	"pais" text,
	"alergias" text,
	"cuidados" text,
	"tipo_sanguineo" text,
	"imagem" text,
	"campos_personalizados" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"flag_ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario_role" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"role" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"imagem" text NOT NULL,
	"link" text,
	"ordem" integer DEFAULT 0 NOT NULL,
	"flag_ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "congregacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"nome" text NOT NULL,
	"endereco" text,
	"cidade" text,
	"estado" text,
	"flag_ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "igreja" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"idioma" text DEFAULT 'pt_BR' NOT NULL,
	"moeda" text DEFAULT 'BRL' NOT NULL,
	"historia" text,
	"descricao" text,
	"imagens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"logo" text,
	"flag_ativo" boolean DEFAULT true NOT NULL,
	"organizacao_id" integer,
	"facebook_pixel_code" text,
	"email" text,
	"telefone" text,
	"whatsapp" text,
	"site" text,
	"redes_sociais" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cep" text,
	"logradouro" text,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cidade" text,
	"estado" text,
	"pais" text,
	"latitude" double precision,
	"longitude" double precision,
	"link_app_android" text,
	"link_app_ios" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "igreja_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "igreja_slug_unique" UNIQUE("slug"),
	CONSTRAINT "igreja_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "igreja_app_menu" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"link" text NOT NULL,
	"icone" text,
	"ordem" integer DEFAULT 0 NOT NULL,
	"flag_ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "igreja_dominio" (
	"hostname" text PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "igreja_modulo" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"configuracao" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "igreja_visual" (
	"igreja_id" integer PRIMARY KEY NOT NULL,
	"cor_app" text DEFAULT '#1F4E79' NOT NULL,
	"cor_texto" text DEFAULT '#FFFFFF' NOT NULL,
	"logo" text,
	"favicon" text,
	"imagem_capa" text
);
--> statement-breakpoint
CREATE TABLE "metodo_pagamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"id_gateway_pagamento" integer NOT NULL,
	"max_parcelas" integer DEFAULT 1 NOT NULL,
	"flag_ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"nome" text NOT NULL,
	"logo" text,
	CONSTRAINT "organizacao_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "nota_sermao" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"titulo" text NOT NULL,
	"texto" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notificacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"usuario_id" integer,
	"igreja_origem_codigo" text NOT NULL,
	"titulo" text NOT NULL,
	"corpo" text NOT NULL,
	"tipo" text NOT NULL,
	"id_entidade_relacionada" integer,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	"data_ultima_alteracao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oracao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"igreja_id" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"id_oracao_motivo" integer,
	"nome" text NOT NULL,
	"mensagem" text NOT NULL,
	"imagem" text,
	"flag_publicar_mural" boolean DEFAULT true NOT NULL,
	"flag_receber_ligacao" boolean DEFAULT false NOT NULL,
	"flag_receber_visita" boolean DEFAULT false NOT NULL,
	"flag_ativo" boolean DEFAULT true NOT NULL,
	"quantidade_oracoes" integer DEFAULT 0 NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oracao_mensagem" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"id_oracao" uuid NOT NULL,
	"id_usuario" integer NOT NULL,
	"mensagem" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oracao_motivo" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"nome" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"flag_ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oracao_orar" (
	"igreja_id" integer NOT NULL,
	"id_oracao" uuid NOT NULL,
	"id_usuario" integer NOT NULL,
	"dia" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oracao_orar_id_oracao_id_usuario_dia_pk" PRIMARY KEY("id_oracao","id_usuario","dia")
);
--> statement-breakpoint
CREATE TABLE "estado_civil" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome_pt" text NOT NULL,
	"nome_en" text NOT NULL,
	"nome_es" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "estado_civil_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "ocupacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome_pt" text NOT NULL,
	"nome_en" text NOT NULL,
	"nome_es" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ocupacao_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "pais" (
	"id" serial PRIMARY KEY NOT NULL,
	"sigla" text NOT NULL,
	"nome_pt" text NOT NULL,
	"nome_en" text NOT NULL,
	"nome_es" text NOT NULL,
	"ddi" text,
	CONSTRAINT "pais_sigla_unique" UNIQUE("sigla")
);
--> statement-breakpoint
ALTER TABLE "campo_personalizado" ADD CONSTRAINT "campo_personalizado_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_conta_id_conta_id_fk" FOREIGN KEY ("conta_id") REFERENCES "public"."conta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_acao" ADD CONSTRAINT "token_acao_conta_id_conta_id_fk" FOREIGN KEY ("conta_id") REFERENCES "public"."conta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_conta_id_conta_id_fk" FOREIGN KEY ("conta_id") REFERENCES "public"."conta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_congregacao_id_congregacao_id_fk" FOREIGN KEY ("congregacao_id") REFERENCES "public"."congregacao"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_role" ADD CONSTRAINT "usuario_role_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_role" ADD CONSTRAINT "usuario_role_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner" ADD CONSTRAINT "banner_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "congregacao" ADD CONSTRAINT "congregacao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "igreja" ADD CONSTRAINT "igreja_organizacao_id_organizacao_id_fk" FOREIGN KEY ("organizacao_id") REFERENCES "public"."organizacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "igreja_app_menu" ADD CONSTRAINT "igreja_app_menu_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "igreja_dominio" ADD CONSTRAINT "igreja_dominio_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "igreja_modulo" ADD CONSTRAINT "igreja_modulo_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "igreja_visual" ADD CONSTRAINT "igreja_visual_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metodo_pagamento" ADD CONSTRAINT "metodo_pagamento_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota_sermao" ADD CONSTRAINT "nota_sermao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota_sermao" ADD CONSTRAINT "nota_sermao_id_usuario_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao" ADD CONSTRAINT "notificacao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao" ADD CONSTRAINT "notificacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oracao" ADD CONSTRAINT "oracao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oracao" ADD CONSTRAINT "oracao_id_usuario_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oracao" ADD CONSTRAINT "oracao_id_oracao_motivo_oracao_motivo_id_fk" FOREIGN KEY ("id_oracao_motivo") REFERENCES "public"."oracao_motivo"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oracao_mensagem" ADD CONSTRAINT "oracao_mensagem_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oracao_mensagem" ADD CONSTRAINT "oracao_mensagem_id_oracao_oracao_id_fk" FOREIGN KEY ("id_oracao") REFERENCES "public"."oracao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oracao_mensagem" ADD CONSTRAINT "oracao_mensagem_id_usuario_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oracao_motivo" ADD CONSTRAINT "oracao_motivo_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oracao_orar" ADD CONSTRAINT "oracao_orar_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oracao_orar" ADD CONSTRAINT "oracao_orar_id_oracao_oracao_id_fk" FOREIGN KEY ("id_oracao") REFERENCES "public"."oracao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oracao_orar" ADD CONSTRAINT "oracao_orar_id_usuario_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campo_personalizado_chave_uq" ON "campo_personalizado" USING btree ("igreja_id","chave");--> statement-breakpoint
CREATE INDEX "refresh_token_familia_idx" ON "refresh_token" USING btree ("igreja_id","familia");--> statement-breakpoint
CREATE INDEX "token_acao_conta_idx" ON "token_acao" USING btree ("conta_id","tipo");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_conta_uq" ON "usuario" USING btree ("igreja_id","conta_id");--> statement-breakpoint
CREATE INDEX "usuario_email_idx" ON "usuario" USING btree ("igreja_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_cpf_uq" ON "usuario" USING btree ("igreja_id","cpf") WHERE "usuario"."cpf" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_role_uq" ON "usuario_role" USING btree ("igreja_id","usuario_id","role");--> statement-breakpoint
CREATE INDEX "banner_igreja_idx" ON "banner" USING btree ("igreja_id","ordem");--> statement-breakpoint
CREATE INDEX "congregacao_igreja_idx" ON "congregacao" USING btree ("igreja_id");--> statement-breakpoint
CREATE INDEX "igreja_organizacao_idx" ON "igreja" USING btree ("organizacao_id");--> statement-breakpoint
CREATE INDEX "igreja_app_menu_igreja_idx" ON "igreja_app_menu" USING btree ("igreja_id","ordem");--> statement-breakpoint
CREATE UNIQUE INDEX "igreja_modulo_codigo_uq" ON "igreja_modulo" USING btree ("igreja_id","codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "metodo_pagamento_codigo_uq" ON "metodo_pagamento" USING btree ("igreja_id","codigo");--> statement-breakpoint
CREATE INDEX "nota_sermao_usuario_idx" ON "nota_sermao" USING btree ("igreja_id","id_usuario","atualizado_em");--> statement-breakpoint
CREATE INDEX "notificacao_igreja_data_idx" ON "notificacao" USING btree ("igreja_id","data_cadastro");--> statement-breakpoint
CREATE INDEX "oracao_mural_idx" ON "oracao" USING btree ("igreja_id","flag_publicar_mural","criado_em");--> statement-breakpoint
CREATE INDEX "oracao_usuario_idx" ON "oracao" USING btree ("igreja_id","id_usuario");--> statement-breakpoint
CREATE INDEX "oracao_mensagem_oracao_idx" ON "oracao_mensagem" USING btree ("igreja_id","id_oracao","criado_em");--> statement-breakpoint
CREATE INDEX "oracao_motivo_igreja_idx" ON "oracao_motivo" USING btree ("igreja_id");