CREATE TABLE "cartao_salvo" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"id_gateway_pagamento" integer NOT NULL,
	"token" text NOT NULL,
	"impressao" text NOT NULL,
	"bandeira" text NOT NULL,
	"ultimos_digitos" text NOT NULL,
	"mes_validade" integer NOT NULL,
	"ano_validade" integer NOT NULL,
	"titular" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_pagamento" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"implementacao" text NOT NULL,
	"flag_padrao" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotencia" (
	"igreja_id" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"operacao" text NOT NULL,
	"chave" text NOT NULL,
	"corpo_hash" text NOT NULL,
	"resposta_status" integer NOT NULL,
	"resposta" jsonb NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotencia_igreja_id_id_usuario_operacao_chave_pk" PRIMARY KEY("igreja_id","id_usuario","operacao","chave")
);
--> statement-breakpoint
CREATE TABLE "igreja_pagamento_config" (
	"igreja_id" integer PRIMARY KEY NOT NULL,
	"pix_chave" text,
	"pix_tipo_chave" text,
	"nome_recebedor" text NOT NULL,
	"cidade_recebedor" text NOT NULL,
	"carteira_digital_link" text
);
--> statement-breakpoint
CREATE TABLE "pagamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"id_usuario" integer,
	"destino_tipo" text NOT NULL,
	"destino_id" integer,
	"descricao" text NOT NULL,
	"metodo" text,
	"id_gateway_pagamento" integer,
	"moeda" text NOT NULL,
	"valor" integer NOT NULL,
	"taxas" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"parcelas" integer DEFAULT 1 NOT NULL,
	"valor_parcela" integer NOT NULL,
	"status" text NOT NULL,
	"gateway_referencia" text,
	"detalhes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expira_em" timestamp with time zone,
	"pago_em" timestamp with time zone,
	"ultimo_evento_em" timestamp with time zone,
	"idioma" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pagamento_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"id_pagamento" integer NOT NULL,
	"id_pagamento_motivo" integer,
	"valor" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pagamento_motivo" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"flag_doacao" boolean DEFAULT true NOT NULL,
	"flag_recorrencia" boolean DEFAULT false NOT NULL,
	"valor_minimo" integer DEFAULT 100 NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"flag_ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_cartao_token" (
	"token" text PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"resultado" text NOT NULL,
	"impressao" text NOT NULL,
	"bandeira" text NOT NULL,
	"ultimos_digitos" text NOT NULL,
	"mes_validade" integer NOT NULL,
	"ano_validade" integer NOT NULL,
	"titular" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"flag_salvo" boolean DEFAULT false NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_evento" (
	"gateway" text NOT NULL,
	"evento_id" text NOT NULL,
	"igreja_id" integer NOT NULL,
	"id_pagamento" integer,
	"recebido_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_evento_gateway_evento_id_pk" PRIMARY KEY("gateway","evento_id")
);
--> statement-breakpoint
ALTER TABLE "metodo_pagamento" ADD COLUMN "taxa_percentual" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "metodo_pagamento" ADD COLUMN "taxa_fixa" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "metodo_pagamento" ADD COLUMN "valor_minimo" integer;--> statement-breakpoint
ALTER TABLE "metodo_pagamento" ADD COLUMN "valor_maximo" integer;--> statement-breakpoint
ALTER TABLE "metodo_pagamento" ADD COLUMN "juros_mensal" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cartao_salvo" ADD CONSTRAINT "cartao_salvo_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cartao_salvo" ADD CONSTRAINT "cartao_salvo_id_usuario_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotencia" ADD CONSTRAINT "idempotencia_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotencia" ADD CONSTRAINT "idempotencia_id_usuario_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "igreja_pagamento_config" ADD CONSTRAINT "igreja_pagamento_config_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento" ADD CONSTRAINT "pagamento_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento" ADD CONSTRAINT "pagamento_id_usuario_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento_item" ADD CONSTRAINT "pagamento_item_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento_item" ADD CONSTRAINT "pagamento_item_id_pagamento_pagamento_id_fk" FOREIGN KEY ("id_pagamento") REFERENCES "public"."pagamento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento_item" ADD CONSTRAINT "pagamento_item_id_pagamento_motivo_pagamento_motivo_id_fk" FOREIGN KEY ("id_pagamento_motivo") REFERENCES "public"."pagamento_motivo"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento_motivo" ADD CONSTRAINT "pagamento_motivo_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_cartao_token" ADD CONSTRAINT "sandbox_cartao_token_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_evento" ADD CONSTRAINT "webhook_evento_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_evento" ADD CONSTRAINT "webhook_evento_id_pagamento_pagamento_id_fk" FOREIGN KEY ("id_pagamento") REFERENCES "public"."pagamento"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cartao_salvo_impressao_uq" ON "cartao_salvo" USING btree ("igreja_id","id_usuario","id_gateway_pagamento","impressao");--> statement-breakpoint
CREATE UNIQUE INDEX "cartao_salvo_token_uq" ON "cartao_salvo" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "pagamento_codigo_uq" ON "pagamento" USING btree ("codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "pagamento_gateway_ref_uq" ON "pagamento" USING btree ("id_gateway_pagamento","gateway_referencia") WHERE "pagamento"."gateway_referencia" is not null;--> statement-breakpoint
CREATE INDEX "pagamento_usuario_idx" ON "pagamento" USING btree ("igreja_id","id_usuario","criado_em");--> statement-breakpoint
CREATE INDEX "pagamento_expira_idx" ON "pagamento" USING btree ("igreja_id","expira_em") WHERE "pagamento"."expira_em" is not null;--> statement-breakpoint
CREATE INDEX "pagamento_item_pagamento_idx" ON "pagamento_item" USING btree ("igreja_id","id_pagamento");--> statement-breakpoint
CREATE INDEX "pagamento_motivo_igreja_idx" ON "pagamento_motivo" USING btree ("igreja_id");--> statement-breakpoint
CREATE INDEX "sandbox_cartao_token_igreja_idx" ON "sandbox_cartao_token" USING btree ("igreja_id");--> statement-breakpoint
SELECT congrega_enable_church_rls(t::regclass) FROM unnest(ARRAY[
  'igreja_pagamento_config', 'pagamento_motivo', 'pagamento', 'pagamento_item', 'idempotencia', 'cartao_salvo',
  'webhook_evento', 'sandbox_cartao_token'
]) AS t;
--> statement-breakpoint
-- The spec's gateway ids; every one runs on the built-in sandbox until a real provider's file is added.
INSERT INTO "gateway_pagamento" ("id", "nome", "implementacao", "flag_padrao") VALUES
  (1, 'Gateway 1 (sandbox)', 'sandbox', true),
  (4, 'Carteira digital (sandbox)', 'sandbox', false),
  (5, 'Gateway 5 (sandbox)', 'sandbox', false),
  (8, 'Gateway 8 (sandbox)', 'sandbox', false)
ON CONFLICT ("id") DO NOTHING;
