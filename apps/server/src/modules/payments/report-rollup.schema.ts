import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { churchId } from '../../db/church-table.ts';

/**
 * The money console's report rollup (issue 31, migration 0059): what each payment adds to the yearly reports, summed
 * per church, report, month (in the church's time zone), key and method, so a report reads a few hundred rows
 * instead of a year of payments. Kept by statement triggers on pagamento, pagamento_item, pagamento_estorno,
 * evento_inscricao, evento_bilhete and evento_ingresso, in the transaction of the change (every path: checkout,
 * webhook, refund, job, SQL by hand); each change recomputes its payments' parts from the rows as they stand, so the
 * rollup is always the sum of the parts and the parts are what the raw aggregates would count
 * (payment-rollup.repository.ts reads it; the comparison test recomputes the raw aggregates).
 *
 * Reports (`relatorio`): 'doacao' gifts by reason (`chave` = the reason, 0 for none), 'taxa' paid payments by method,
 * 'estorno' refunds by the month they were recorded and the payment's method, 'evento' event purchases by ticket type
 * (`chave` = evento_ingresso.id). `metodo` '' stands for no method.
 */

/**
 * The time zone a church's rollup is counted in; '' while it has none. A church gets one the first time its reports
 * are read (or by the migration's backfill), and a report read in another zone (the church changed its own) rebuilds
 * it first, under this row's lock, which the triggers share.
 */
export const relatorioFinanceiroFuso = pgTable('relatorio_financeiro_fuso', {
  igrejaId: churchId().primaryKey(),
  fuso: text('fuso').notNull(),
});

const amounts = () => ({
  quantidade: bigint('quantidade', { mode: 'number' }).notNull(),
  valor: bigint('valor', { mode: 'number' }).notNull(),
  taxas: bigint('taxas', { mode: 'number' }).notNull(),
  estornado: bigint('estornado', { mode: 'number' }).notNull(),
});

const bucket = () => ({
  relatorio: text('relatorio').notNull(),
  ano: integer('ano').notNull(),
  mes: integer('mes').notNull(),
  chave: integer('chave').notNull(),
  metodo: text('metodo').notNull(),
});

/** What one payment adds to each bucket (its refunds included): taken back and recomputed at each change of it. */
export const relatorioFinanceiroParte = pgTable(
  'relatorio_financeiro_parte',
  {
    igrejaId: churchId(),
    idPagamento: integer('id_pagamento').notNull(),
    ...bucket(),
    ...amounts(),
  },
  (t) => [
    primaryKey({ columns: [t.idPagamento, t.relatorio, t.ano, t.mes, t.chave, t.metodo] }),
    index('relatorio_financeiro_parte_igreja_idx').on(t.igrejaId),
  ],
);

/** The sums of the parts per bucket; a bucket whose `quantidade` fell to 0 counts nothing. */
export const relatorioFinanceiroMes = pgTable(
  'relatorio_financeiro_mes',
  {
    igrejaId: churchId(),
    ...bucket(),
    ...amounts(),
  },
  (t) => [primaryKey({ columns: [t.igrejaId, t.relatorio, t.ano, t.mes, t.chave, t.metodo] })],
);

const totals = () => ({
  metodo: text('metodo').notNull(),
  status: text('status').notNull(),
  destino: text('destino').notNull(),
  quantidade: bigint('quantidade', { mode: 'number' }).notNull(),
  bruto: bigint('bruto', { mode: 'number' }).notNull(),
  taxas: bigint('taxas', { mode: 'number' }).notNull(),
  estornado: bigint('estornado', { mode: 'number' }).notNull(),
});

/**
 * The payments list's totals rollup (migration 0067): what one payment adds to the list's totals, by its order day
 * (criado_em in the rollup's zone) and the list's cheap filters (method, '' for none; status; destination):
 * `quantidade` 1, and what it received (gross, fees, refunded: only when the money arrived, MONEY_RECEIVED). Kept with
 * the report parts, by the same recomputation.
 */
export const pagamentoTotaisParte = pgTable(
  'pagamento_totais_parte',
  {
    igrejaId: churchId(),
    idPagamento: integer('id_pagamento').primaryKey(),
    dia: date('dia', { mode: 'string' }).notNull(),
    ...totals(),
  },
  (t) => [index('pagamento_totais_parte_igreja_idx').on(t.igrejaId)],
);

/**
 * The sums of those parts per day (`escala` 'd', `inicio` the day) and per month (`escala` 'm', `inicio` its first
 * day), so the totals of a range of whole days read its whole months and at most two months' edge days.
 */
export const pagamentoTotais = pgTable(
  'pagamento_totais',
  {
    igrejaId: churchId(),
    escala: text('escala').notNull(),
    inicio: date('inicio', { mode: 'string' }).notNull(),
    ...totals(),
  },
  (t) => [primaryKey({ columns: [t.igrejaId, t.escala, t.inicio, t.metodo, t.status, t.destino] })],
);

/**
 * The payments a transaction changed, waiting for its commit (migration 0067): the triggers note them here and a
 * deferred trigger recomputes them all at once when the transaction commits, locking rollup rows in one sorted pass
 * (two transactions changing months in opposite orders cannot deadlock on them). A row lives only inside the
 * transaction that wrote it (deleted at its commit, gone with its rollback), so no other transaction ever sees one:
 * it names its payment's church (`igreja`) for the recomputation's scope, not as a church-scoped table.
 */
export const relatorioFinanceiroPendente = pgTable(
  'relatorio_financeiro_pendente',
  {
    transacao: bigint('transacao', { mode: 'number' }).notNull(),
    /** 0 with `igreja` 0: the transaction's one mark, whose insertion queues the deferred trigger. */
    idPagamento: integer('id_pagamento').notNull(),
    igreja: integer('igreja').notNull(),
  },
  (t) => [primaryKey({ columns: [t.transacao, t.idPagamento] })],
);
