CREATE TABLE "pagamento_totais" (
	"igreja_id" integer NOT NULL,
	"escala" text NOT NULL,
	"inicio" date NOT NULL,
	"metodo" text NOT NULL,
	"status" text NOT NULL,
	"destino" text NOT NULL,
	"quantidade" bigint NOT NULL,
	"bruto" bigint NOT NULL,
	"taxas" bigint NOT NULL,
	"estornado" bigint NOT NULL,
	CONSTRAINT "pagamento_totais_igreja_id_escala_inicio_metodo_status_destino_pk" PRIMARY KEY("igreja_id","escala","inicio","metodo","status","destino")
);
--> statement-breakpoint
CREATE TABLE "pagamento_totais_parte" (
	"igreja_id" integer NOT NULL,
	"id_pagamento" integer PRIMARY KEY NOT NULL,
	"dia" date NOT NULL,
	"metodo" text NOT NULL,
	"status" text NOT NULL,
	"destino" text NOT NULL,
	"quantidade" bigint NOT NULL,
	"bruto" bigint NOT NULL,
	"taxas" bigint NOT NULL,
	"estornado" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relatorio_financeiro_pendente" (
	"transacao" bigint NOT NULL,
	"id_pagamento" integer NOT NULL,
	"igreja" integer NOT NULL,
	CONSTRAINT "relatorio_financeiro_pendente_transacao_id_pagamento_pk" PRIMARY KEY("transacao","id_pagamento")
);
--> statement-breakpoint
ALTER TABLE "pagamento_totais" ADD CONSTRAINT "pagamento_totais_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento_totais_parte" ADD CONSTRAINT "pagamento_totais_parte_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pagamento_totais_parte_igreja_idx" ON "pagamento_totais_parte" USING btree ("igreja_id");--> statement-breakpoint
SELECT congrega_enable_church_rls(t::regclass) FROM unnest(ARRAY['pagamento_totais', 'pagamento_totais_parte']) AS t;
--> statement-breakpoint
-- Applies what the payments `ids` add now to the report rollup (migration 0059) and to the payments list's totals
-- (pagamento_totais), taking back what they added before: the parts recomputed from the rows as they stand, the
-- differences added to the buckets in one upsert each, ordered by bucket (the reports' first, then the totals'), so
-- every transaction meets the rows in one order. Called once per transaction at its commit
-- (congrega_relatorio_ao_confirmar) or by a rebuild (congrega_relatorio_prepara, `travar` false: it holds its
-- church's lock exclusively).
CREATE OR REPLACE FUNCTION congrega_relatorio_aplica(ids int[], travar boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  igrejas int[];
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  -- Each church of these payments shared-locked first, in id order: a first build takes it exclusively, so it waits
  -- for every payment write committing, and they wait for it and then see its rows. Then the payments themselves, in
  -- id order: two transactions recomputing one payment (a refund and a ticket price change) run one after the other.
  IF travar THEN
    PERFORM pg_advisory_xact_lock_shared(hashtext('congrega.relatorio'), c.igreja_id)
    FROM (SELECT DISTINCT p.igreja_id FROM pagamento p WHERE p.id = ANY(ids)
      UNION SELECT x.igreja_id FROM relatorio_financeiro_parte x WHERE x.id_pagamento = ANY(ids)
      UNION SELECT x.igreja_id FROM pagamento_totais_parte x WHERE x.id_pagamento = ANY(ids) ORDER BY 1) c;
    PERFORM 1 FROM (SELECT p.id FROM pagamento p WHERE p.id = ANY(ids) ORDER BY p.id FOR NO KEY UPDATE) locked;
  END IF;
  SELECT array_agg(f.igreja_id) INTO igrejas FROM (
    SELECT f.igreja_id FROM relatorio_financeiro_fuso f
    WHERE f.fuso <> '' AND EXISTS (SELECT 1 FROM igreja i WHERE i.id = f.igreja_id)
      AND f.igreja_id IN (SELECT p.igreja_id FROM pagamento p WHERE p.id = ANY(ids)
        UNION SELECT x.igreja_id FROM relatorio_financeiro_parte x WHERE x.id_pagamento = ANY(ids)
        UNION SELECT x.igreja_id FROM pagamento_totais_parte x WHERE x.id_pagamento = ANY(ids))
    ORDER BY f.igreja_id FOR SHARE OF f) f;
  IF igrejas IS NULL THEN RETURN; END IF;
  WITH antes AS (
    DELETE FROM relatorio_financeiro_parte x WHERE x.id_pagamento = ANY(ids) AND x.igreja_id = ANY(igrejas) RETURNING x.*
  ), agora AS (
    INSERT INTO relatorio_financeiro_parte (igreja_id, id_pagamento, relatorio, ano, mes, chave, metodo, quantidade, valor, taxas, estornado)
    SELECT * FROM congrega_relatorio_partes(ids, igrejas) RETURNING *
  ), delta AS (
    SELECT d.igreja_id, d.relatorio, d.ano, d.mes, d.chave, d.metodo,
      sum(d.quantidade) AS quantidade, sum(d.valor) AS valor, sum(d.taxas) AS taxas, sum(d.estornado) AS estornado
    FROM (
      SELECT a.igreja_id, a.relatorio, a.ano, a.mes, a.chave, a.metodo, -a.quantidade AS quantidade, -a.valor AS valor,
        -a.taxas AS taxas, -a.estornado AS estornado FROM antes a
      UNION ALL
      SELECT n.igreja_id, n.relatorio, n.ano, n.mes, n.chave, n.metodo, n.quantidade, n.valor, n.taxas, n.estornado FROM agora n
    ) d
    GROUP BY 1, 2, 3, 4, 5, 6
  )
  INSERT INTO relatorio_financeiro_mes AS r (igreja_id, relatorio, ano, mes, chave, metodo, quantidade, valor, taxas, estornado)
  SELECT * FROM delta d WHERE (d.quantidade, d.valor, d.taxas, d.estornado) <> (0, 0, 0, 0)
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (igreja_id, relatorio, ano, mes, chave, metodo) DO UPDATE SET
    quantidade = r.quantidade + excluded.quantidade, valor = r.valor + excluded.valor,
    taxas = r.taxas + excluded.taxas, estornado = r.estornado + excluded.estornado;
  -- The list's totals: each payment counted once on its order day; what it received only when the money arrived
  -- (MONEY_RECEIVED of payments.schema.ts: approved, refunded, or cancelled after its money came).
  WITH antes AS (
    DELETE FROM pagamento_totais_parte x WHERE x.id_pagamento = ANY(ids) AND x.igreja_id = ANY(igrejas) RETURNING x.*
  ), agora AS (
    INSERT INTO pagamento_totais_parte (igreja_id, id_pagamento, dia, metodo, status, destino, quantidade, bruto, taxas, estornado)
    SELECT p.igreja_id, p.id, (p.criado_em AT TIME ZONE f.fuso)::date, coalesce(p.metodo, ''), p.status, p.destino_tipo, 1,
      CASE WHEN m.recebido THEN p.total ELSE 0 END, CASE WHEN m.recebido THEN p.taxas ELSE 0 END,
      CASE WHEN m.recebido THEN p.valor_estornado ELSE 0 END
    FROM pagamento p JOIN relatorio_financeiro_fuso f ON f.igreja_id = p.igreja_id
    CROSS JOIN LATERAL (SELECT p.status IN ('aprovado', 'estornado') OR (p.status = 'cancelado' AND p.pago_em IS NOT NULL) AS recebido) m
    WHERE p.id = ANY(ids) AND p.igreja_id = ANY(igrejas)
    RETURNING *
  ), delta AS (
    SELECT a.igreja_id, a.dia, a.metodo, a.status, a.destino, -a.quantidade AS quantidade, -a.bruto AS bruto, -a.taxas AS taxas,
      -a.estornado AS estornado FROM antes a
    UNION ALL
    SELECT n.igreja_id, n.dia, n.metodo, n.status, n.destino, n.quantidade, n.bruto, n.taxas, n.estornado FROM agora n
  ), escalas AS (
    SELECT e.igreja_id, e.escala, e.inicio, e.metodo, e.status, e.destino,
      sum(e.quantidade) AS quantidade, sum(e.bruto) AS bruto, sum(e.taxas) AS taxas, sum(e.estornado) AS estornado
    FROM (
      SELECT d.*, 'd' AS escala, d.dia AS inicio FROM delta d
      UNION ALL
      SELECT d.*, 'm', date_trunc('month', d.dia)::date FROM delta d
    ) e
    GROUP BY 1, 2, 3, 4, 5, 6
  )
  INSERT INTO pagamento_totais AS r (igreja_id, escala, inicio, metodo, status, destino, quantidade, bruto, taxas, estornado)
  SELECT * FROM escalas e WHERE (e.quantidade, e.bruto, e.taxas, e.estornado) <> (0, 0, 0, 0)
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (igreja_id, escala, inicio, metodo, status, destino) DO UPDATE SET
    quantidade = r.quantidade + excluded.quantidade, bruto = r.bruto + excluded.bruto,
    taxas = r.taxas + excluded.taxas, estornado = r.estornado + excluded.estornado;
END $$;
--> statement-breakpoint
-- What the triggers call: the payments `ids` noted for the transaction's commit, each with its church (as the
-- change's scope sees it; a deleted payment's from its parts), and the transaction's mark once, whose insertion
-- queues the deferred trigger below.
CREATE OR REPLACE FUNCTION congrega_relatorio_anota(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t bigint := txid_current();
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  INSERT INTO relatorio_financeiro_pendente (transacao, id_pagamento, igreja) VALUES (t, 0, 0) ON CONFLICT DO NOTHING;
  INSERT INTO relatorio_financeiro_pendente (transacao, id_pagamento, igreja)
  SELECT DISTINCT ON (c.id) t, c.id, c.igreja_id FROM (
    SELECT p.id, p.igreja_id FROM pagamento p WHERE p.id = ANY(ids)
    UNION ALL SELECT x.id_pagamento, x.igreja_id FROM pagamento_totais_parte x WHERE x.id_pagamento = ANY(ids)
    UNION ALL SELECT x.id_pagamento, x.igreja_id FROM relatorio_financeiro_parte x WHERE x.id_pagamento = ANY(ids)
  ) c
  ORDER BY c.id
  ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint
-- At the commit of a transaction that changed payments: every payment it noted applied at once, church by church in
-- id order, each in its church's scope (a transaction may have switched scopes since), then the scope put back.
CREATE OR REPLACE FUNCTION congrega_relatorio_ao_confirmar() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  escopo text := current_setting('app.church_id', true);
  igrejas int[];
  pagamentos int[];
  c int;
BEGIN
  WITH feitos AS (
    DELETE FROM relatorio_financeiro_pendente x WHERE x.transacao = txid_current() RETURNING x.igreja, x.id_pagamento
  )
  SELECT array_agg(f.igreja ORDER BY f.igreja, f.id_pagamento), array_agg(f.id_pagamento ORDER BY f.igreja, f.id_pagamento)
  INTO igrejas, pagamentos FROM feitos f WHERE f.id_pagamento <> 0;
  IF igrejas IS NULL THEN RETURN NULL; END IF;
  FOR c IN SELECT DISTINCT g FROM unnest(igrejas) g ORDER BY g LOOP
    PERFORM set_config('app.church_id', c::text, true);
    PERFORM congrega_relatorio_aplica(array(SELECT u.p FROM unnest(igrejas, pagamentos) u(g, p) WHERE u.g = c ORDER BY u.p), true);
  END LOOP;
  PERFORM set_config('app.church_id', coalesce(escopo, ''), true);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER relatorio_ao_confirmar AFTER INSERT ON relatorio_financeiro_pendente DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.id_pagamento = 0) EXECUTE FUNCTION congrega_relatorio_ao_confirmar();
--> statement-breakpoint
-- A church's rollup counted in `zona` (resolved by the server): nothing to do when it already is; else (the church
-- changed its time zone, or had none) rebuilt from its payments under its row's lock.
CREATE OR REPLACE FUNCTION congrega_relatorio_prepara(igreja int, zona text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  atual text;
BEGIN
  IF EXISTS (SELECT 1 FROM relatorio_financeiro_fuso f WHERE f.igreja_id = igreja AND f.fuso = zona) THEN RETURN; END IF;
  -- Exclusive against every payment write of the church (congrega_relatorio_aplica's shared lock): the rebuild
  -- below reads the payments once those committing are done, and no write skips the church meanwhile.
  PERFORM pg_advisory_xact_lock(hashtext('congrega.relatorio'), igreja);
  INSERT INTO relatorio_financeiro_fuso (igreja_id, fuso) VALUES (igreja, '') ON CONFLICT DO NOTHING;
  SELECT f.fuso INTO atual FROM relatorio_financeiro_fuso f WHERE f.igreja_id = igreja FOR UPDATE;
  IF atual = zona THEN RETURN; END IF;
  DELETE FROM relatorio_financeiro_parte x WHERE x.igreja_id = igreja;
  DELETE FROM relatorio_financeiro_mes r WHERE r.igreja_id = igreja;
  DELETE FROM pagamento_totais_parte x WHERE x.igreja_id = igreja;
  DELETE FROM pagamento_totais r WHERE r.igreja_id = igreja;
  UPDATE relatorio_financeiro_fuso f SET fuso = zona WHERE f.igreja_id = igreja;
  PERFORM congrega_relatorio_aplica(array(SELECT p.id FROM pagamento p WHERE p.igreja_id = igreja), false);
END $$;
--> statement-breakpoint
-- The triggers of migration 0059 now note the payments for the commit; an order's day counts for the list's totals.
CREATE OR REPLACE FUNCTION congrega_relatorio_de_pagamento() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM congrega_relatorio_anota(array(SELECT n.id FROM novo n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM congrega_relatorio_anota(array(SELECT o.id FROM velho o));
  ELSE
    PERFORM congrega_relatorio_anota(array(
      SELECT n.id FROM novo n JOIN velho o ON o.id = n.id
      WHERE (n.igreja_id, n.status, n.pago_em, n.criado_em, n.destino_tipo, n.metodo, n.valor, n.taxas, n.total, n.valor_estornado)
        IS DISTINCT FROM (o.igreja_id, o.status, o.pago_em, o.criado_em, o.destino_tipo, o.metodo, o.valor, o.taxas, o.total, o.valor_estornado)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION congrega_relatorio_de_linha() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM congrega_relatorio_anota(array(SELECT DISTINCT n.id_pagamento FROM novo n WHERE n.id_pagamento IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM congrega_relatorio_anota(array(SELECT DISTINCT o.id_pagamento FROM velho o WHERE o.id_pagamento IS NOT NULL));
  ELSE
    PERFORM congrega_relatorio_anota(array(
      SELECT x.id FROM (SELECT n.id_pagamento AS id FROM novo n UNION SELECT o.id_pagamento FROM velho o) x WHERE x.id IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION congrega_relatorio_de_bilhete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM congrega_relatorio_anota(array(
      SELECT DISTINCT r.id_pagamento FROM evento_inscricao r WHERE r.id IN (SELECT n.inscricao_id FROM novo n) AND r.id_pagamento IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM congrega_relatorio_anota(array(
      SELECT DISTINCT r.id_pagamento FROM evento_inscricao r WHERE r.id IN (SELECT o.inscricao_id FROM velho o) AND r.id_pagamento IS NOT NULL));
  ELSE
    PERFORM congrega_relatorio_anota(array(
      SELECT DISTINCT r.id_pagamento FROM evento_inscricao r
      WHERE r.id IN (SELECT n.inscricao_id FROM novo n JOIN velho o ON o.id = n.id
          WHERE (n.inscricao_id, n.ingresso_id) IS DISTINCT FROM (o.inscricao_id, o.ingresso_id)
        UNION SELECT o.inscricao_id FROM novo n JOIN velho o ON o.id = n.id
          WHERE (n.inscricao_id, n.ingresso_id) IS DISTINCT FROM (o.inscricao_id, o.ingresso_id))
        AND r.id_pagamento IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION congrega_relatorio_de_ingresso() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM congrega_relatorio_anota(array(
    SELECT DISTINCT r.id_pagamento FROM evento_bilhete b JOIN evento_inscricao r ON r.igreja_id = b.igreja_id AND r.id = b.inscricao_id
    WHERE b.ingresso_id IN (SELECT n.id FROM novo n JOIN velho o ON o.id = n.id WHERE n.valor IS DISTINCT FROM o.valor)
      AND r.id_pagamento IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS congrega_relatorio_recalcula(int[], boolean);
--> statement-breakpoint
-- A new church starts with an empty rollup counted in its zone (the server's resolution: a zone the database knows,
-- else America/Sao_Paulo), kept by the triggers from its first payment: no report or list read builds it.
CREATE OR REPLACE FUNCTION congrega_relatorio_de_igreja() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO relatorio_financeiro_fuso (igreja_id, fuso)
  SELECT n.id, coalesce(z.name, 'America/Sao_Paulo') FROM novo n LEFT JOIN pg_timezone_names z ON z.name = n.fuso_horario
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER relatorio_igreja_ins AFTER INSERT ON igreja REFERENCING NEW TABLE AS novo FOR EACH STATEMENT EXECUTE FUNCTION congrega_relatorio_de_igreja();
--> statement-breakpoint
-- Backfill: every church's rollup (re)built now in its zone, the list's totals with it (a church without a rollup
-- yet gets one too), so no request builds one.
UPDATE relatorio_financeiro_fuso SET fuso = '';
--> statement-breakpoint
SELECT congrega_relatorio_prepara(i.id, coalesce(z.name, 'America/Sao_Paulo'))
FROM igreja i LEFT JOIN pg_timezone_names z ON z.name = i.fuso_horario ORDER BY i.id;
