-- The console list index also carries pago_em (issue 31): the totals count a cancelled order paid afterwards
-- (status cancelado with pago_em, migration 0032) as money received, and stay an index-only scan.
DROP INDEX "pagamento_console_idx";--> statement-breakpoint
CREATE INDEX "pagamento_console_idx" ON "pagamento" USING btree ("igreja_id","criado_em" DESC NULLS LAST,"id" DESC NULLS LAST,"status","metodo","destino_tipo","id_usuario","total","taxas","valor_estornado","pago_em");