-- 0032's columns and index again, for a database migrated while 0032 was not yet on main: 0033 and 0034 landed first
-- with later journal times, and drizzle's migrator never runs an entry older than the newest it ran, so such a
-- database skipped 0032 (webhooks then failed writing `referencia`). Idempotent: a database that ran 0032 is unchanged.
ALTER TABLE "webhook_evento" ADD COLUMN IF NOT EXISTS "referencia" text;--> statement-breakpoint
ALTER TABLE "webhook_evento" ADD COLUMN IF NOT EXISTS "revisao_observacao" text;--> statement-breakpoint
ALTER TABLE "webhook_evento" ADD COLUMN IF NOT EXISTS "revisado_por_conta_id" integer;--> statement-breakpoint
ALTER TABLE "webhook_evento" ADD COLUMN IF NOT EXISTS "revisado_em" timestamp with time zone;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "webhook_evento_desconhecido_idx" ON "webhook_evento" USING btree ("igreja_id","recebido_em" DESC NULLS LAST,"evento_id" DESC NULLS LAST) WHERE "webhook_evento"."id_pagamento" is null;
