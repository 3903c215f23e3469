CREATE TABLE "relatorio_financeiro_fuso" (
	"igreja_id" integer PRIMARY KEY NOT NULL,
	"fuso" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relatorio_financeiro_mes" (
	"igreja_id" integer NOT NULL,
	"relatorio" text NOT NULL,
	"ano" integer NOT NULL,
	"mes" integer NOT NULL,
	"chave" integer NOT NULL,
	"metodo" text NOT NULL,
	"quantidade" bigint NOT NULL,
	"valor" bigint NOT NULL,
	"taxas" bigint NOT NULL,
	"estornado" bigint NOT NULL,
	CONSTRAINT "relatorio_financeiro_mes_igreja_id_relatorio_ano_mes_chave_metodo_pk" PRIMARY KEY("igreja_id","relatorio","ano","mes","chave","metodo")
);
--> statement-breakpoint
CREATE TABLE "relatorio_financeiro_parte" (
	"igreja_id" integer NOT NULL,
	"id_pagamento" integer NOT NULL,
	"relatorio" text NOT NULL,
	"ano" integer NOT NULL,
	"mes" integer NOT NULL,
	"chave" integer NOT NULL,
	"metodo" text NOT NULL,
	"quantidade" bigint NOT NULL,
	"valor" bigint NOT NULL,
	"taxas" bigint NOT NULL,
	"estornado" bigint NOT NULL,
	CONSTRAINT "relatorio_financeiro_parte_id_pagamento_relatorio_ano_mes_chave_metodo_pk" PRIMARY KEY("id_pagamento","relatorio","ano","mes","chave","metodo")
);
--> statement-breakpoint
ALTER TABLE "relatorio_financeiro_fuso" ADD CONSTRAINT "relatorio_financeiro_fuso_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relatorio_financeiro_mes" ADD CONSTRAINT "relatorio_financeiro_mes_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relatorio_financeiro_parte" ADD CONSTRAINT "relatorio_financeiro_parte_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "relatorio_financeiro_parte_igreja_idx" ON "relatorio_financeiro_parte" USING btree ("igreja_id");--> statement-breakpoint
SELECT congrega_enable_church_rls(t::regclass) FROM unnest(ARRAY['relatorio_financeiro_fuso', 'relatorio_financeiro_parte', 'relatorio_financeiro_mes']) AS t;
--> statement-breakpoint
-- What the payments `ids` add to the reports now, per payment and bucket, in their churches' rollup zones (churches
-- with a rollup only): the raw aggregates of payment-reports.repository.ts and event-revenue.repository.ts, by payment.
CREATE OR REPLACE FUNCTION congrega_relatorio_partes(ids int[], igrejas int[])
RETURNS TABLE (igreja_id int, id_pagamento int, relatorio text, ano int, mes int, chave int, metodo text,
  quantidade bigint, valor bigint, taxas bigint, estornado bigint)
LANGUAGE sql STABLE AS $$
  WITH p AS (
    SELECT p.id, p.igreja_id, p.destino_tipo, p.metodo, p.valor, p.taxas, p.total, p.valor_estornado, p.status, p.pago_em, f.fuso
    FROM pagamento p JOIN relatorio_financeiro_fuso f ON f.igreja_id = p.igreja_id
    WHERE p.id = ANY(ids) AND p.igreja_id = ANY(igrejas)
  ), pago AS (
    SELECT p.*, extract(year from (p.pago_em at time zone p.fuso))::int AS ano, extract(month from (p.pago_em at time zone p.fuso))::int AS mes
    FROM p WHERE p.pago_em IS NOT NULL AND (p.status IN ('aprovado', 'estornado') OR p.status = 'cancelado')
  ), doacao AS (
    SELECT pago.igreja_id, pago.id, pago.ano, pago.mes, pago.total, pago.valor AS inteiro, coalesce(i.id_pagamento_motivo, 0) AS chave,
      coalesce(i.valor, pago.valor) AS w, sum(coalesce(i.valor, pago.valor)) OVER ordem AS acc, row_number() OVER ordem AS k
    FROM pago LEFT JOIN pagamento_item i ON i.igreja_id = pago.igreja_id AND i.id_pagamento = pago.id
    WHERE pago.destino_tipo = 'doacao'
    WINDOW ordem AS (PARTITION BY pago.id ORDER BY i.id ROWS UNBOUNDED PRECEDING)
  ), bilhete AS (
    SELECT pago.igreja_id, pago.id, pago.ano, pago.mes, pago.total, pago.taxas AS tx, pago.valor_estornado AS est, b.ingresso_id AS chave,
      t.valor AS w, sum(t.valor) OVER ordem AS acc, row_number() OVER ordem AS k, sum(t.valor) OVER todo AS inteiro
    FROM pago
    JOIN evento_inscricao r ON r.igreja_id = pago.igreja_id AND r.id_pagamento = pago.id
    JOIN evento_bilhete b ON b.igreja_id = pago.igreja_id AND b.inscricao_id = r.id
    JOIN evento_ingresso t ON t.igreja_id = pago.igreja_id AND t.id = b.ingresso_id
    WHERE pago.destino_tipo = 'inscricao_evento'
    WINDOW todo AS (PARTITION BY pago.id), ordem AS (todo ORDER BY b.id ROWS UNBOUNDED PRECEDING)
  )
  SELECT igreja_id, id, 'taxa', ano, mes, 0, coalesce(metodo, ''), 1::bigint, total::bigint, taxas::bigint, 0::bigint FROM pago
  UNION ALL
  SELECT igreja_id, id, 'doacao', ano, mes, chave, '', count(*),
    sum(CASE WHEN inteiro > 0 THEN total::bigint * acc / inteiro - total::bigint * (acc - w) / inteiro WHEN k = 1 THEN total::bigint ELSE 0 END)::bigint,
    0::bigint, 0::bigint
  FROM doacao GROUP BY igreja_id, id, ano, mes, chave
  UNION ALL
  SELECT igreja_id, id, 'evento', ano, mes, chave, '', count(*),
    sum(CASE WHEN inteiro > 0 THEN total::bigint * acc / inteiro - total::bigint * (acc - w) / inteiro WHEN k = 1 THEN total::bigint ELSE 0 END)::bigint,
    sum(CASE WHEN inteiro > 0 THEN tx::bigint * acc / inteiro - tx::bigint * (acc - w) / inteiro WHEN k = 1 THEN tx::bigint ELSE 0 END)::bigint,
    sum(CASE WHEN inteiro > 0 THEN est::bigint * acc / inteiro - est::bigint * (acc - w) / inteiro WHEN k = 1 THEN est::bigint ELSE 0 END)::bigint
  FROM bilhete GROUP BY igreja_id, id, ano, mes, chave
  UNION ALL
  SELECT p.igreja_id, p.id, 'estorno', extract(year from (e.criado_em at time zone p.fuso))::int,
    extract(month from (e.criado_em at time zone p.fuso))::int, 0, coalesce(p.metodo, ''), count(*), sum(e.valor)::bigint, 0::bigint, 0::bigint
  FROM p JOIN pagamento_estorno e ON e.igreja_id = p.igreja_id AND e.id_pagamento = p.id
  WHERE e.status <> 'recusado'
  GROUP BY 1, 2, 4, 5, 7
$$;
--> statement-breakpoint
-- Takes back what the payments `ids` added and adds what they add now, in one upsert ordered by bucket (two
-- transactions meet the buckets in the same order). The churches' rollup rows are share-locked: a rebuild waits.
CREATE OR REPLACE FUNCTION congrega_relatorio_recalcula(ids int[], travar boolean DEFAULT true) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  igrejas int[];
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  -- Unless a rebuild (`travar` false: it holds its church's lock exclusively), each church of these payments is
  -- shared-locked first, in id order: a first build (congrega_relatorio_prepara) takes it exclusively, so it waits
  -- for every payment write in flight, and they wait for it and then see its rows. Then the payments themselves, in
  -- id order: two transactions recomputing one payment (a refund and a ticket price change) run one after the other,
  -- the second's statements seeing the first's parts.
  IF travar THEN
    PERFORM pg_advisory_xact_lock_shared(hashtext('congrega.relatorio'), c.igreja_id)
    FROM (SELECT DISTINCT p.igreja_id FROM pagamento p WHERE p.id = ANY(ids)
      UNION SELECT x.igreja_id FROM relatorio_financeiro_parte x WHERE x.id_pagamento = ANY(ids) ORDER BY 1) c;
    PERFORM 1 FROM (SELECT p.id FROM pagamento p WHERE p.id = ANY(ids) ORDER BY p.id FOR NO KEY UPDATE) locked;
  END IF;
  SELECT array_agg(f.igreja_id) INTO igrejas FROM (
    SELECT f.igreja_id FROM relatorio_financeiro_fuso f
    WHERE f.fuso <> '' AND EXISTS (SELECT 1 FROM igreja i WHERE i.id = f.igreja_id)
      AND f.igreja_id IN (SELECT p.igreja_id FROM pagamento p WHERE p.id = ANY(ids)
        UNION SELECT x.igreja_id FROM relatorio_financeiro_parte x WHERE x.id_pagamento = ANY(ids))
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
END $$;
--> statement-breakpoint
-- A church's rollup counted in `zona` (resolved by the server): nothing to do when it already is; else (first read,
-- or the church changed its time zone) rebuilt from its payments under its row's lock.
CREATE OR REPLACE FUNCTION congrega_relatorio_prepara(igreja int, zona text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  atual text;
BEGIN
  IF EXISTS (SELECT 1 FROM relatorio_financeiro_fuso f WHERE f.igreja_id = igreja AND f.fuso = zona) THEN RETURN; END IF;
  -- Exclusive against every payment write of the church (congrega_relatorio_recalcula's shared lock): the rebuild
  -- below reads the payments once those in flight committed, and no write skips the church meanwhile.
  PERFORM pg_advisory_xact_lock(hashtext('congrega.relatorio'), igreja);
  INSERT INTO relatorio_financeiro_fuso (igreja_id, fuso) VALUES (igreja, '') ON CONFLICT DO NOTHING;
  SELECT f.fuso INTO atual FROM relatorio_financeiro_fuso f WHERE f.igreja_id = igreja FOR UPDATE;
  IF atual = zona THEN RETURN; END IF;
  DELETE FROM relatorio_financeiro_parte x WHERE x.igreja_id = igreja;
  DELETE FROM relatorio_financeiro_mes r WHERE r.igreja_id = igreja;
  UPDATE relatorio_financeiro_fuso f SET fuso = zona WHERE f.igreja_id = igreja;
  PERFORM congrega_relatorio_recalcula(array(SELECT p.id FROM pagamento p WHERE p.igreja_id = igreja), false);
END $$;
--> statement-breakpoint
-- Triggers: each change recomputes the payments it touches (statement level, from the transition tables).
CREATE OR REPLACE FUNCTION congrega_relatorio_de_pagamento() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM congrega_relatorio_recalcula(array(SELECT n.id FROM novo n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM congrega_relatorio_recalcula(array(SELECT o.id FROM velho o));
  ELSE
    PERFORM congrega_relatorio_recalcula(array(
      SELECT n.id FROM novo n JOIN velho o ON o.id = n.id
      WHERE (n.igreja_id, n.status, n.pago_em, n.destino_tipo, n.metodo, n.valor, n.taxas, n.total, n.valor_estornado)
        IS DISTINCT FROM (o.igreja_id, o.status, o.pago_em, o.destino_tipo, o.metodo, o.valor, o.taxas, o.total, o.valor_estornado)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- pagamento_item, pagamento_estorno (id_pagamento) and evento_inscricao (id_pagamento, may be null).
CREATE OR REPLACE FUNCTION congrega_relatorio_de_linha() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM congrega_relatorio_recalcula(array(SELECT DISTINCT n.id_pagamento FROM novo n WHERE n.id_pagamento IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM congrega_relatorio_recalcula(array(SELECT DISTINCT o.id_pagamento FROM velho o WHERE o.id_pagamento IS NOT NULL));
  ELSE
    PERFORM congrega_relatorio_recalcula(array(
      SELECT x.id FROM (SELECT n.id_pagamento AS id FROM novo n UNION SELECT o.id_pagamento FROM velho o) x WHERE x.id IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION congrega_relatorio_de_bilhete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM congrega_relatorio_recalcula(array(
      SELECT DISTINCT r.id_pagamento FROM evento_inscricao r WHERE r.id IN (SELECT n.inscricao_id FROM novo n) AND r.id_pagamento IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM congrega_relatorio_recalcula(array(
      SELECT DISTINCT r.id_pagamento FROM evento_inscricao r WHERE r.id IN (SELECT o.inscricao_id FROM velho o) AND r.id_pagamento IS NOT NULL));
  ELSE
    PERFORM congrega_relatorio_recalcula(array(
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
-- A ticket type's price weighs its share of every purchase that holds it.
CREATE OR REPLACE FUNCTION congrega_relatorio_de_ingresso() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM congrega_relatorio_recalcula(array(
    SELECT DISTINCT r.id_pagamento FROM evento_bilhete b JOIN evento_inscricao r ON r.igreja_id = b.igreja_id AND r.id = b.inscricao_id
    WHERE b.ingresso_id IN (SELECT n.id FROM novo n JOIN velho o ON o.id = n.id WHERE n.valor IS DISTINCT FROM o.valor)
      AND r.id_pagamento IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER relatorio_pagamento_ins AFTER INSERT ON pagamento REFERENCING NEW TABLE AS novo FOR EACH STATEMENT EXECUTE FUNCTION congrega_relatorio_de_pagamento();
--> statement-breakpoint
CREATE TRIGGER relatorio_pagamento_upd AFTER UPDATE ON pagamento REFERENCING OLD TABLE AS velho NEW TABLE AS novo FOR EACH STATEMENT EXECUTE FUNCTION congrega_relatorio_de_pagamento();
--> statement-breakpoint
CREATE TRIGGER relatorio_pagamento_del AFTER DELETE ON pagamento REFERENCING OLD TABLE AS velho FOR EACH STATEMENT EXECUTE FUNCTION congrega_relatorio_de_pagamento();
--> statement-breakpoint
CREATE TRIGGER relatorio_item_ins AFTER INSERT ON pagamento_item REFERENCING NEW TABLE AS novo FOR EACH STATEMENT EXECUTE FUNCTION congrega_relatorio_de_linha();
--> statement-breakpoint
CREATE TRIGGER relatorio_item_upd AFTER UPDATE ON pagamento_item REFERENCING OLD TABLE AS velho NEW TABLE AS novo FOR EACH STATEMENT EXECUTE FUNCTION congrega_relatorio_de_linha();
--> statement-breakpoint
CREATE TRIGGER relatorio_item_del AFTER DELETE ON pagamento_item REFERENCING OLD TABLE AS velho FOR EACH STATEMENT EXECUTE FUNCTION congrega_relatorio_de_linha();
--> statement-breakpoint
CREATE TRIGGER relatorio_estorno_ins AFTER INSERT ON pagamento_estorno REFERENCING NEW TABLE AS novo FOR EACH STATEMENT EXECUTE FUNCTION congrega_relatorio_de_linha();
--> statement-breakpoint
CREATE TRIGGER relatorio_estorno_upd AFTER UPDATE ON pagamento_estorno REFERENCING OLD TABLE AS velho NEW TABLE AS novo FOR EACH STATEMENT EXECUTE FUNCTION congrega_relatorio_de_linha();
--> statement-breakpoint
CREATE TRIGGER relatorio_estorno_del AFTER DELETE ON pagamento_estorno REFERENCING OLD TABLE AS velho FOR EACH STATEMENT EXECUTE FUNCTION congrega_relatorio_de_linha();
--> statement-breakpoint
CREATE TRIGGER relatorio_inscricao_ins AFTER INSERT ON evento_inscricao REFERENCING NEW TABLE AS novo FOR EACH STATEMENT EXECUTE FUNCTION congrega_relatorio_de_linha();
--> statement-breakpoint
CREATE TRIGGER relatorio_inscricao_upd AFTER UPDATE ON evento_inscricao REFERENCING OLD TABLE AS velho NEW TABLE AS novo FOR EACH STATEMENT EXECUTE FUNCTION congrega_relatorio_de_linha();
--> statement-breakpoint
CREATE TRIGGER relatorio_inscricao_del AFTER DELETE ON evento_inscricao REFERENCING OLD TABLE AS velho FOR EACH STATEMENT EXECUTE FUNCTION congrega_relatorio_de_linha();
--> statement-breakpoint
CREATE TRIGGER relatorio_bilhete_ins AFTER INSERT ON evento_bilhete REFERENCING NEW TABLE AS novo FOR EACH STATEMENT EXECUTE FUNCTION congrega_relatorio_de_bilhete();
--> statement-breakpoint
CREATE TRIGGER relatorio_bilhete_upd AFTER UPDATE ON evento_bilhete REFERENCING OLD TABLE AS velho NEW TABLE AS novo FOR EACH STATEMENT EXECUTE FUNCTION congrega_relatorio_de_bilhete();
--> statement-breakpoint
CREATE TRIGGER relatorio_bilhete_del AFTER DELETE ON evento_bilhete REFERENCING OLD TABLE AS velho FOR EACH STATEMENT EXECUTE FUNCTION congrega_relatorio_de_bilhete();
--> statement-breakpoint
CREATE TRIGGER relatorio_ingresso_upd AFTER UPDATE ON evento_ingresso REFERENCING OLD TABLE AS velho NEW TABLE AS novo FOR EACH STATEMENT EXECUTE FUNCTION congrega_relatorio_de_ingresso();
--> statement-breakpoint
-- Backfill: every church whose time zone the database knows gets its rollup now (others at their first report read).
SELECT congrega_relatorio_prepara(i.id, i.fuso_horario) FROM igreja i WHERE i.fuso_horario IN (SELECT name FROM pg_timezone_names);
