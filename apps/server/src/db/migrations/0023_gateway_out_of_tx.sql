CREATE TABLE "pagamento_envio" (
	"igreja_id" integer NOT NULL,
	"id_pagamento" integer PRIMARY KEY NOT NULL,
	"pedido" jsonb NOT NULL,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_estorno" (
	"igreja_id" integer NOT NULL,
	"chave" text NOT NULL,
	"referencia" text NOT NULL,
	"valor" integer NOT NULL,
	"resultado" jsonb NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_estorno_igreja_id_chave_pk" PRIMARY KEY("igreja_id","chave")
);
--> statement-breakpoint
ALTER TABLE "evento_idempotencia" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "evento_idempotencia" CASCADE;--> statement-breakpoint
ALTER TABLE "sandbox_cobranca" ADD COLUMN "referencia" text;--> statement-breakpoint
ALTER TABLE "sandbox_cobranca" ADD COLUMN "valor" integer;--> statement-breakpoint
ALTER TABLE "sandbox_cobranca" ADD COLUMN "pago_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pagamento_envio" ADD CONSTRAINT "pagamento_envio_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento_envio" ADD CONSTRAINT "pagamento_envio_id_pagamento_pagamento_id_fk" FOREIGN KEY ("id_pagamento") REFERENCES "public"."pagamento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_estorno" ADD CONSTRAINT "sandbox_estorno_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pagamento_envio_enviado_idx" ON "pagamento_envio" USING btree ("igreja_id","enviado_em");--> statement-breakpoint
CREATE INDEX "sandbox_estorno_referencia_idx" ON "sandbox_estorno" USING btree ("igreja_id","referencia");--> statement-breakpoint
CREATE INDEX "sandbox_cobranca_referencia_idx" ON "sandbox_cobranca" USING btree ("igreja_id","referencia");--> statement-breakpoint
SELECT congrega_enable_church_rls(t::regclass) FROM unnest(ARRAY['pagamento_envio', 'sandbox_estorno']) AS t;
