CREATE TABLE "pagamento_estorno" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"id_pagamento" integer NOT NULL,
	"valor" integer NOT NULL,
	"motivo" text NOT NULL,
	"via" text NOT NULL,
	"status" text NOT NULL,
	"observacao" text,
	"comprovante" text,
	"recusa" text,
	"gateway_estorno_id" text,
	"cancelar_ingressos" boolean DEFAULT false NOT NULL,
	"destino_aplicado_em" timestamp with time zone,
	"ator_conta_id" integer,
	"chave" text,
	"corpo_hash" text,
	"email_enviado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"concluido_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pagamento_status_historico" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"id_pagamento" integer NOT NULL,
	"status" text NOT NULL,
	"em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pagamento" ADD COLUMN "valor_estornado" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_evento" ADD COLUMN "tipo" text;--> statement-breakpoint
ALTER TABLE "webhook_evento" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "webhook_evento" ADD COLUMN "valor" integer;--> statement-breakpoint
ALTER TABLE "webhook_evento" ADD COLUMN "resultado" text;--> statement-breakpoint
ALTER TABLE "pagamento_estorno" ADD CONSTRAINT "pagamento_estorno_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento_estorno" ADD CONSTRAINT "pagamento_estorno_id_pagamento_pagamento_id_fk" FOREIGN KEY ("id_pagamento") REFERENCES "public"."pagamento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento_status_historico" ADD CONSTRAINT "pagamento_status_historico_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento_status_historico" ADD CONSTRAINT "pagamento_status_historico_id_pagamento_pagamento_id_fk" FOREIGN KEY ("id_pagamento") REFERENCES "public"."pagamento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pagamento_estorno_pagamento_idx" ON "pagamento_estorno" USING btree ("igreja_id","id_pagamento");--> statement-breakpoint
CREATE UNIQUE INDEX "pagamento_estorno_chave_uq" ON "pagamento_estorno" USING btree ("igreja_id","chave") WHERE "pagamento_estorno"."chave" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "pagamento_estorno_gateway_uq" ON "pagamento_estorno" USING btree ("igreja_id","gateway_estorno_id") WHERE "pagamento_estorno"."gateway_estorno_id" is not null;--> statement-breakpoint
CREATE INDEX "pagamento_status_historico_pagamento_idx" ON "pagamento_status_historico" USING btree ("igreja_id","id_pagamento","id");--> statement-breakpoint
CREATE INDEX "pagamento_console_idx" ON "pagamento" USING btree ("igreja_id","criado_em" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pagamento_item_motivo_idx" ON "pagamento_item" USING btree ("igreja_id","id_pagamento_motivo","id_pagamento");--> statement-breakpoint
CREATE INDEX "webhook_evento_pagamento_idx" ON "webhook_evento" USING btree ("igreja_id","id_pagamento");--> statement-breakpoint
SELECT congrega_enable_church_rls(t::regclass) FROM unnest(ARRAY['pagamento_estorno', 'pagamento_status_historico']) AS t;
--> statement-breakpoint
-- Every status a payment takes, whatever path writes it (checkout, webhook, expiry job, refund, SQL by hand).
CREATE OR REPLACE FUNCTION congrega_pagamento_status_historico() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO pagamento_status_historico (igreja_id, id_pagamento, status, em) VALUES (NEW.igreja_id, NEW.id, NEW.status, now());
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER pagamento_status_historico_trg AFTER INSERT OR UPDATE OF status ON pagamento
  FOR EACH ROW EXECUTE FUNCTION congrega_pagamento_status_historico();
--> statement-breakpoint
-- Payments made before this migration: their status as it stands, at their last change.
INSERT INTO pagamento_status_historico (igreja_id, id_pagamento, status, em)
  SELECT igreja_id, id, status, atualizado_em FROM pagamento;
