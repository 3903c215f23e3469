CREATE TABLE "plano_assinatura" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"nome" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"codigo" text NOT NULL,
	"periodo" text NOT NULL,
	"valor" integer NOT NULL,
	"taxa_adesao" integer DEFAULT 0 NOT NULL,
	"flag_repassar_taxas" boolean DEFAULT false NOT NULL,
	"flag_ativo" boolean DEFAULT true NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plano_assinatura_cobranca" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"assinatura_id" integer NOT NULL,
	"ciclo" integer NOT NULL,
	"tentativa" integer NOT NULL,
	"pagamento_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plano_assinatura_coletanea" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"nome" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"imagem" text,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plano_assinatura_configuracao" (
	"igreja_id" integer PRIMARY KEY NOT NULL,
	"tipo_visibilidade_conteudo" text DEFAULT 'publico' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plano_assinatura_conteudo" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"resumo" text DEFAULT '' NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"imagem" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"coletanea_id" integer,
	"flag_destaque" boolean DEFAULT false NOT NULL,
	"flag_ativo" boolean DEFAULT true NOT NULL,
	"duracao_segundos" integer DEFAULT 0 NOT NULL,
	"arquivo" text NOT NULL,
	"tipo_arquivo" text DEFAULT 'video/webm' NOT NULL,
	"legenda" text,
	"ordem" integer DEFAULT 0 NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario_plano_assinatura" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"plano_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"situacao" text NOT NULL,
	"renovar" boolean DEFAULT true NOT NULL,
	"valido_ate" timestamp with time zone,
	"proxima_cobranca" timestamp with time zone,
	"ciclo" integer DEFAULT 2 NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"id_gateway_pagamento" integer,
	"cartao_token" text,
	"bandeira" text,
	"ultimos_digitos" text,
	"idioma" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "usuario_plano_assinatura_conteudo" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"conteudo_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plano_assinatura" ADD CONSTRAINT "plano_assinatura_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_assinatura_cobranca" ADD CONSTRAINT "plano_assinatura_cobranca_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_assinatura_cobranca" ADD CONSTRAINT "plano_assinatura_cobranca_assinatura_id_usuario_plano_assinatura_id_fk" FOREIGN KEY ("assinatura_id") REFERENCES "public"."usuario_plano_assinatura"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_assinatura_cobranca" ADD CONSTRAINT "plano_assinatura_cobranca_pagamento_id_pagamento_id_fk" FOREIGN KEY ("pagamento_id") REFERENCES "public"."pagamento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_assinatura_coletanea" ADD CONSTRAINT "plano_assinatura_coletanea_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_assinatura_configuracao" ADD CONSTRAINT "plano_assinatura_configuracao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_assinatura_conteudo" ADD CONSTRAINT "plano_assinatura_conteudo_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_assinatura_conteudo" ADD CONSTRAINT "plano_assinatura_conteudo_coletanea_id_plano_assinatura_coletanea_id_fk" FOREIGN KEY ("coletanea_id") REFERENCES "public"."plano_assinatura_coletanea"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura" ADD CONSTRAINT "usuario_plano_assinatura_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura" ADD CONSTRAINT "usuario_plano_assinatura_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura" ADD CONSTRAINT "usuario_plano_assinatura_plano_id_plano_assinatura_id_fk" FOREIGN KEY ("plano_id") REFERENCES "public"."plano_assinatura"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura_conteudo" ADD CONSTRAINT "usuario_plano_assinatura_conteudo_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura_conteudo" ADD CONSTRAINT "usuario_plano_assinatura_conteudo_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura_conteudo" ADD CONSTRAINT "usuario_plano_assinatura_conteudo_conteudo_id_plano_assinatura_conteudo_id_fk" FOREIGN KEY ("conteudo_id") REFERENCES "public"."plano_assinatura_conteudo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plano_assinatura_igreja_idx" ON "plano_assinatura" USING btree ("igreja_id","ordem");--> statement-breakpoint
CREATE UNIQUE INDEX "plano_assinatura_cobranca_tentativa_uq" ON "plano_assinatura_cobranca" USING btree ("assinatura_id","ciclo","tentativa");--> statement-breakpoint
CREATE UNIQUE INDEX "plano_assinatura_cobranca_pagamento_uq" ON "plano_assinatura_cobranca" USING btree ("pagamento_id");--> statement-breakpoint
CREATE INDEX "plano_assinatura_cobranca_igreja_idx" ON "plano_assinatura_cobranca" USING btree ("igreja_id","assinatura_id");--> statement-breakpoint
CREATE INDEX "plano_assinatura_coletanea_igreja_idx" ON "plano_assinatura_coletanea" USING btree ("igreja_id","ordem");--> statement-breakpoint
CREATE INDEX "plano_assinatura_conteudo_igreja_idx" ON "plano_assinatura_conteudo" USING btree ("igreja_id","ordem");--> statement-breakpoint
CREATE INDEX "plano_assinatura_conteudo_coletanea_idx" ON "plano_assinatura_conteudo" USING btree ("igreja_id","coletanea_id");--> statement-breakpoint
CREATE INDEX "usuario_plano_assinatura_usuario_idx" ON "usuario_plano_assinatura" USING btree ("igreja_id","usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_plano_assinatura_codigo_uq" ON "usuario_plano_assinatura" USING btree ("codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_plano_assinatura_vigente_uq" ON "usuario_plano_assinatura" USING btree ("igreja_id","usuario_id") WHERE "usuario_plano_assinatura"."situacao" <> 'inativo';--> statement-breakpoint
CREATE INDEX "usuario_plano_assinatura_vencimento_idx" ON "usuario_plano_assinatura" USING btree ("proxima_cobranca") WHERE "usuario_plano_assinatura"."situacao" = 'ativo';--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_plano_assinatura_conteudo_uq" ON "usuario_plano_assinatura_conteudo" USING btree ("igreja_id","usuario_id","conteudo_id");--> statement-breakpoint
SELECT congrega_enable_church_rls(t::regclass) FROM unnest(ARRAY['plano_assinatura_configuracao', 'plano_assinatura', 'plano_assinatura_coletanea', 'plano_assinatura_conteudo', 'usuario_plano_assinatura_conteudo', 'usuario_plano_assinatura', 'plano_assinatura_cobranca']) AS t;
