import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { churchId } from '../../db/church-table.ts';
import { pagamento } from './payments.schema.ts';

/**
 * Gateway events received (webhooks): each provider event id once, in the transaction of its effect (payments'
 * webhook-events.repository.ts). Split from payments.schema.ts, same migrations (0004, 0028, 0032).
 */
export const webhookEvento = pgTable(
  'webhook_evento',
  {
    gateway: text('gateway').notNull(),
    eventoId: text('evento_id').notNull(),
    igrejaId: churchId(),
    idPagamento: integer('id_pagamento').references(() => pagamento.id, { onDelete: 'set null' }),
    /** What it said (status or refund, its status or amount) and what the webhook did with it (null before 0028). */
    tipo: text('tipo'),
    status: text('status'),
    valor: integer('valor'),
    resultado: text('resultado'),
    recebidoEm: timestamp('recebido_em', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The gateway's order reference as received (0032): an event naming no order of the church keeps id_pagamento
     * null and resultado 'desconhecido' until staff review it.
     */
    referencia: text('referencia'),
    /** Staff's review of what needed a person (an unknown order's event, a late payment honoured): note, who, when. */
    revisaoObservacao: text('revisao_observacao'),
    revisadoPorContaId: integer('revisado_por_conta_id'),
    revisadoEm: timestamp('revisado_em', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.gateway, t.eventoId] }),
    index('webhook_evento_pagamento_idx').on(t.igrejaId, t.idPagamento),
    index('webhook_evento_desconhecido_idx')
      .on(t.igrejaId, t.recebidoEm.desc(), t.eventoId.desc())
      .where(sql`${t.idPagamento} is null`),
  ],
);
