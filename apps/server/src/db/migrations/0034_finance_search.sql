-- The money console's payments list over 100,000 payments of a church (issue 31: p99 <= 50 ms, npm run
-- bench:finance). The list's index carries the columns its filters and totals read, so the totals of a filtered set
-- are an index-only scan of the church's entries instead of a scan of the whole table. The search by a guest's name
-- or e-mail gets trigram GIN indexes, church first, as the People search has (0026); row-level security keeps
-- ILIKE off any index under congrega_app, so congrega_payment_guest_match() runs the one matching query as the owner
-- (SECURITY DEFINER), restricted to the church of the transaction's scope, and returns payment ids only.
DROP INDEX IF EXISTS "pagamento_console_idx";--> statement-breakpoint
CREATE INDEX "pagamento_console_idx" ON "pagamento" USING btree ("igreja_id","criado_em" DESC NULLS LAST,"id" DESC NULLS LAST,"status","metodo","destino_tipo","id_usuario","total","taxas","valor_estornado");--> statement-breakpoint
CREATE INDEX "doacao_convidado_busca_idx" ON "doacao_convidado" USING gin ("igreja_id",("nome" || ' ' || "sobrenome" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "evento_inscricao_convidado_busca_idx" ON "evento_inscricao" USING gin ("igreja_id",(coalesce("convidado"->>'nome', '') || ' ' || coalesce("convidado"->>'sobrenome', '') || ' ' || "convidado_email") gin_trgm_ops) WHERE "convidado_email" IS NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION congrega_payment_guest_match(pattern text) RETURNS SETOF integer
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  church integer := nullif(current_setting('app.church_id', true), '')::int;
BEGIN
  IF church IS NULL THEN
    RETURN;
  END IF;
  RETURN QUERY EXECUTE
    'SELECT pagamento_id FROM doacao_convidado WHERE igreja_id = $1 AND (nome || '' '' || sobrenome || '' '' || email) ILIKE $2
     UNION
     SELECT id_pagamento FROM evento_inscricao WHERE igreja_id = $1 AND convidado_email IS NOT NULL AND id_pagamento IS NOT NULL
       AND (coalesce(convidado->>''nome'', '''') || '' '' || coalesce(convidado->>''sobrenome'', '''') || '' '' || convidado_email) ILIKE $2'
    USING church, pattern;
END $$;--> statement-breakpoint
REVOKE ALL ON FUNCTION congrega_payment_guest_match(text) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION congrega_payment_guest_match(text) TO congrega_app;
