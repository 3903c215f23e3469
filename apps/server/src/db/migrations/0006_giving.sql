CREATE TABLE "doacao_recorrente" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"pagamento_motivo_id" integer NOT NULL,
	"valor" integer NOT NULL,
	"moeda" text NOT NULL,
	"flag_usuario_taxa" boolean DEFAULT false NOT NULL,
	"recorrencia_dias" integer NOT NULL,
	"status" text DEFAULT 'ativa' NOT NULL,
	"motivo_pausa" text,
	"proxima_data" timestamp with time zone,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"ciclo" integer DEFAULT 2 NOT NULL,
	"ultima_cobranca_em" timestamp with time zone,
	"id_gateway_pagamento" integer NOT NULL,
	"cartao_token" text NOT NULL,
	"bandeira" text NOT NULL,
	"ultimos_digitos" text NOT NULL,
	"idioma" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_cobranca" (
	"igreja_id" integer NOT NULL,
	"chave" text NOT NULL,
	"resultado" jsonb NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_cobranca_igreja_id_chave_pk" PRIMARY KEY("igreja_id","chave")
);
--> statement-breakpoint
ALTER TABLE "pagamento" ADD COLUMN "doacao_recorrente_id" integer;--> statement-breakpoint
ALTER TABLE "pagamento" ADD COLUMN "recorrencia_ciclo" integer;--> statement-breakpoint
ALTER TABLE "pagamento" ADD COLUMN "recorrencia_tentativa" integer;--> statement-breakpoint
ALTER TABLE "doacao_recorrente" ADD CONSTRAINT "doacao_recorrente_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doacao_recorrente" ADD CONSTRAINT "doacao_recorrente_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doacao_recorrente" ADD CONSTRAINT "doacao_recorrente_pagamento_motivo_id_pagamento_motivo_id_fk" FOREIGN KEY ("pagamento_motivo_id") REFERENCES "public"."pagamento_motivo"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_cobranca" ADD CONSTRAINT "sandbox_cobranca_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doacao_recorrente_usuario_idx" ON "doacao_recorrente" USING btree ("igreja_id","usuario_id");--> statement-breakpoint
CREATE INDEX "doacao_recorrente_vencimento_idx" ON "doacao_recorrente" USING btree ("status","proxima_data") WHERE "doacao_recorrente"."status" = 'ativa';--> statement-breakpoint
CREATE UNIQUE INDEX "pagamento_recorrencia_tentativa_uq" ON "pagamento" USING btree ("doacao_recorrente_id","recorrencia_ciclo","recorrencia_tentativa") WHERE "pagamento"."doacao_recorrente_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "pagamento_recorrencia_ciclo_uq" ON "pagamento" USING btree ("doacao_recorrente_id","recorrencia_ciclo") WHERE "pagamento"."doacao_recorrente_id" is not null and "pagamento"."status" <> 'cancelado';--> statement-breakpoint
CREATE INDEX "pagamento_recorrencia_em_aberto_idx" ON "pagamento" USING btree ("igreja_id","criado_em") WHERE "pagamento"."doacao_recorrente_id" is not null and "pagamento"."status" = 'em_aberto';--> statement-breakpoint
SELECT congrega_enable_church_rls(t::regclass) FROM unnest(ARRAY['doacao_recorrente', 'sandbox_cobranca']) AS t;
