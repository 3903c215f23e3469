-- The reports index by paid time takes every payment with a paid time (issue 31): the reports count money received
-- (payments.schema.ts MONEY_RECEIVED), which includes a cancelled order paid afterwards; a range on pago_em proves
-- the predicate, so the reports use it whatever the status.
DROP INDEX "pagamento_pago_idx";--> statement-breakpoint
CREATE INDEX "pagamento_pago_idx" ON "pagamento" USING btree ("igreja_id","pago_em") WHERE "pagamento"."pago_em" is not null;