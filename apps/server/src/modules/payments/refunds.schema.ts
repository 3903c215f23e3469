import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { churchId } from '../../db/church-table.ts';
import { pagamento } from './payments.schema.ts';

/**
 * Refunds of payments (issue 31, the money console) and every status a payment went through. Money is integer
 * cents of the church's currency.
 */

/**
 * One refund: through the gateway (card, Pix, ACH, wallet: 'processando' until the gateway's answer and its
 * webhook settle it, or 'recusado') or recorded as paid back by transfer (boleto, cash: 'concluido' at once). Its
 * amount counts against the payment (`pagamento.valor_estornado`) from the moment it is recorded until it is
 * refused. `chave` is the staff's Idempotency-Key (one refund per key and church); a refund the gateway made on its
 * own (its dashboard) arrives by webhook with no key and no actor.
 */
export const pagamentoEstorno = pgTable(
  'pagamento_estorno',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    idPagamento: integer('id_pagamento')
      .notNull()
      .references(() => pagamento.id, { onDelete: 'cascade' }),
    valor: integer('valor').notNull(),
    motivo: text('motivo').notNull(),
    via: text('via').notNull(),
    status: text('status').notNull(),
    observacao: text('observacao'),
    comprovante: text('comprovante'),
    /** The gateway's refusal (not_refundable | exceeds_refundable). */
    recusa: text('recusa'),
    /** The gateway's id of the refund (its webhook names it). */
    gatewayEstornoId: text('gateway_estorno_id'),
    cancelarIngressos: boolean('cancelar_ingressos').notNull().default(false),
    /** When the destination followed it (tickets cancelled, seats released): once, when the refund was accepted. */
    destinoAplicadoEm: timestamp('destino_aplicado_em', { withTimezone: true }),
    /** The staff member's provider account (no foreign key: the audit log names them too); null from the gateway. */
    atorContaId: integer('ator_conta_id'),
    chave: text('chave'),
    /** SHA-256 of the request: the same key with another body is refused. */
    corpoHash: text('corpo_hash'),
    emailEnviadoEm: timestamp('email_enviado_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    concluidoEm: timestamp('concluido_em', { withTimezone: true }),
  },
  (t) => [
    index('pagamento_estorno_pagamento_idx').on(t.igrejaId, t.idPagamento),
    // The money console's refunds report (migration 0031): a church's refunds by the day they were recorded.
    index('pagamento_estorno_criado_idx').on(t.igrejaId, t.criadoEm),
    uniqueIndex('pagamento_estorno_chave_uq')
      .on(t.igrejaId, t.chave)
      .where(sql`${t.chave} is not null`),
    uniqueIndex('pagamento_estorno_gateway_uq')
      .on(t.igrejaId, t.gatewayEstornoId)
      .where(sql`${t.gatewayEstornoId} is not null`),
  ],
);

/**
 * Every status a payment took, in order: written by a trigger on `pagamento` (migration 0028) for the insert and
 * each change of `status`, so no path (checkout, webhook, expiry job, refund, SQL by hand) can skip it.
 */
export const pagamentoStatusHistorico = pgTable(
  'pagamento_status_historico',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    idPagamento: integer('id_pagamento')
      .notNull()
      .references(() => pagamento.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pagamento_status_historico_pagamento_idx').on(t.igrejaId, t.idPagamento, t.id)],
);
