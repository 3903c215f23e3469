ALTER TABLE "webhook_evento" ADD COLUMN "referencia" text;--> statement-breakpoint
ALTER TABLE "webhook_evento" ADD COLUMN "revisao_observacao" text;--> statement-breakpoint
ALTER TABLE "webhook_evento" ADD COLUMN "revisado_por_conta_id" integer;--> statement-breakpoint
ALTER TABLE "webhook_evento" ADD COLUMN "revisado_em" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "webhook_evento_desconhecido_idx" ON "webhook_evento" USING btree ("igreja_id","recebido_em" DESC NULLS LAST,"evento_id" DESC NULLS LAST) WHERE "webhook_evento"."id_pagamento" is null;