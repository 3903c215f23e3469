-- The People search (issue 30: 10,000 members of a church answer p99 <= 50 ms). Trigram GIN indexes, church first
-- (btree_gin), over the name and e-mail and over the CPF's and phone's digits. Row-level security keeps a
-- non-leakproof operator such as ILIKE out of index conditions, so under congrega_app these indexes would never be
-- used: congrega_people_match() runs the one matching query as the owner (SECURITY DEFINER), restricted to the church
-- of the transaction's scope (app.church_id, the same setting the church_isolation policy reads; none set, no rows),
-- and returns member ids only; the caller reads the rows themselves under row-level security as always.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "usuario_criado_idx" ON "usuario" USING btree ("igreja_id","criado_em","id");--> statement-breakpoint
CREATE INDEX "usuario_busca_texto_idx" ON "usuario" USING gin ("igreja_id",("nome" || ' ' || "sobrenome" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "usuario_busca_digitos_idx" ON "usuario" USING gin ("igreja_id",(regexp_replace(coalesce("cpf", ''), '\D', '', 'g') || ' ' || regexp_replace(coalesce("telefone", ''), '\D', '', 'g')) gin_trgm_ops);--> statement-breakpoint
CREATE OR REPLACE FUNCTION congrega_people_match(pattern text, by_digits boolean) RETURNS SETOF integer
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  church integer := nullif(current_setting('app.church_id', true), '')::int;
BEGIN
  IF church IS NULL THEN
    RETURN;
  END IF;
  -- EXECUTE plans with the pattern's value: the trigram index for a pattern with trigrams, the church's rows otherwise.
  IF by_digits THEN
    RETURN QUERY EXECUTE
      'SELECT id FROM usuario WHERE igreja_id = $1 AND (regexp_replace(coalesce(cpf, ''''), ''\D'', '''', ''g'') || '' '' || regexp_replace(coalesce(telefone, ''''), ''\D'', '''', ''g'')) LIKE $2'
      USING church, pattern;
  ELSE
    RETURN QUERY EXECUTE
      'SELECT id FROM usuario WHERE igreja_id = $1 AND (nome || '' '' || sobrenome || '' '' || email) ILIKE $2'
      USING church, pattern;
  END IF;
END $$;--> statement-breakpoint
REVOKE ALL ON FUNCTION congrega_people_match(text, boolean) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION congrega_people_match(text, boolean) TO congrega_app;
