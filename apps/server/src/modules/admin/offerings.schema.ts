import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { churchId } from '../../db/church-table.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { congregacao } from '../church/church.schema.ts';
import { pagamento, pagamentoMotivo } from '../payments/payments.schema.ts';

/**
 * Cash offerings counted into batches (issue 31; rules in packages/contract/src/admin/offerings.ts). Church tables.
 * Amounts are integer cents. Staff are named by their shared account id (`*_conta_id`, no foreign key), as the
 * audit log and refunds name them: an erased account leaves its pseudonym. A committed batch, its lines and every
 * adjustment are immutable: triggers of migration 0029 refuse UPDATE and DELETE whatever the role (the service
 * refuses first, with 409), except an erasure unlinking an envelope from its giver.
 */

/** A batch: one service's offering, `aberto` while counted, `confirmado` once a treasurer committed it. */
export const ofertaLote = pgTable(
  'oferta_lote',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    /** The service's day in the church's calendar. */
    data: date('data', { mode: 'string' }).notNull(),
    congregacaoId: integer('id_congregacao').references(() => congregacao.id, { onDelete: 'restrict' }),
    culto: text('culto'),
    observacao: text('observacao'),
    estado: text('estado').notNull().default('aberto'),
    /** Who opened the batch (its counter). */
    contadoPorContaId: integer('contado_por_conta_id').notNull(),
    confirmadoPorContaId: integer('confirmado_por_conta_id'),
    confirmadoEm: timestamp('confirmado_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('oferta_lote_data_idx').on(t.igrejaId, t.data.desc(), t.id.desc()),
    check('oferta_lote_estado_ck', sql`${t.estado} in ('aberto', 'confirmado')`),
    check(
      'oferta_lote_confirmado_ck',
      sql`(${t.estado} = 'confirmado') = (${t.confirmadoPorContaId} is not null and ${t.confirmadoEm} is not null)`,
    ),
  ],
);

/**
 * A counted line: one reason, cash or cheque, a positive amount; an envelope may name its giver. Or a ticket line
 * (issue 32): the cash of a registration taken at the desk, naming its payment instead of a reason (exactly one of
 * the two, CHECK); it counts in the batch's totals ("Inscrições de eventos") but never in giving (reports, receipts).
 */
export const ofertaLoteItem = pgTable(
  'oferta_lote_item',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    loteId: integer('id_lote')
      .notNull()
      .references(() => ofertaLote.id, { onDelete: 'cascade' }),
    motivoId: integer('id_pagamento_motivo').references(() => pagamentoMotivo.id, { onDelete: 'restrict' }),
    /** A desk sale's approved cash payment (one line per payment). */
    pagamentoId: integer('id_pagamento').references(() => pagamento.id, { onDelete: 'no action' }),
    metodo: text('metodo').notNull(),
    valor: integer('valor').notNull(),
    envelope: text('envelope'),
    /** The envelope's giver (null: plate cash, or the giver's account erased). */
    usuarioId: integer('usuario_id').references(() => usuario.id, { onDelete: 'set null' }),
    criadoPorContaId: integer('criado_por_conta_id').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('oferta_lote_item_lote_idx').on(t.igrejaId, t.loteId, t.id),
    index('oferta_lote_item_usuario_idx')
      .on(t.igrejaId, t.usuarioId)
      .where(sql`${t.usuarioId} is not null`),
    uniqueIndex('oferta_lote_item_pagamento_uq')
      .on(t.pagamentoId)
      .where(sql`${t.pagamentoId} is not null`),
    check('oferta_lote_item_metodo_ck', sql`${t.metodo} in ('dinheiro', 'cheque')`),
    check('oferta_lote_item_valor_ck', sql`${t.valor} > 0`),
    check('oferta_lote_item_origem_ck', sql`(${t.motivoId} is null) <> (${t.pagamentoId} is null)`),
  ],
);

/** An adjusting entry on a committed batch: a signed, non-zero amount with its justification. Append-only. */
export const ofertaLoteAjuste = pgTable(
  'oferta_lote_ajuste',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    loteId: integer('id_lote')
      .notNull()
      .references(() => ofertaLote.id, { onDelete: 'restrict' }),
    motivoId: integer('id_pagamento_motivo')
      .notNull()
      .references(() => pagamentoMotivo.id, { onDelete: 'restrict' }),
    metodo: text('metodo').notNull(),
    valor: integer('valor').notNull(),
    justificativa: text('justificativa').notNull(),
    criadoPorContaId: integer('criado_por_conta_id').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('oferta_lote_ajuste_lote_idx').on(t.igrejaId, t.loteId, t.id),
    check('oferta_lote_ajuste_metodo_ck', sql`${t.metodo} in ('dinheiro', 'cheque')`),
    check('oferta_lote_ajuste_valor_ck', sql`${t.valor} <> 0`),
  ],
);
