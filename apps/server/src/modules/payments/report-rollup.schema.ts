import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
