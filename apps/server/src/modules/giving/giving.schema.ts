import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { usuario } from '../accounts/accounts.schema.ts';
import { churchId } from '../../db/church-table.ts';
import { pagamento, pagamentoMotivo } from '../payments/payments.schema.ts';

/**
 * A recurring gift (spec sections 3 "Donation / give checkout", 5 "Recurrence"): one reason, an amount in cents,
 * charged on the gateway's reusable card token every `recorrencia_dias`. The card is kept as the gateway's token,
 * brand and last four digits: never the number. Each charge is a `pagamento` row naming this gift, its cycle and
 * its attempt (payments.schema.ts: a unique index makes a second charge of one cycle impossible).
 */
export const doacaoRecorrente = pgTable(
  'doacao_recorrente',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    pagamentoMotivoId: integer('pagamento_motivo_id')
      .notNull()
      .references(() => pagamentoMotivo.id, { onDelete: 'restrict' }),
    /** Cents the church receives per charge (fees on top when `flag_usuario_taxa`). */
    valor: integer('valor').notNull(),
    moeda: text('moeda').notNull(),
    flagUsuarioTaxa: boolean('flag_usuario_taxa').notNull().default(false),
    recorrenciaDias: integer('recorrencia_dias').notNull(),
    /** contract giving.ts RECURRING_STATUSES: ativa | pausada | cancelada. */
    status: text('status').notNull().default('ativa'),
    /** usuario (the giver paused it) | recusado (declined after the last retry); null while active. */
    motivoPausa: text('motivo_pausa'),
    /** Next charge; null unless active. */
    proximaData: timestamp('proxima_data', { withTimezone: true }),
    /** Declined attempts of the current cycle (0 after a success); the retry schedule is RECURRING_RETRY_DAYS. */
    tentativas: integer('tentativas').notNull().default(0),
    /** Number of the next charge (the first, at checkout, is 1). */
    ciclo: integer('ciclo').notNull().default(2),
    /** When the last charge was approved (resuming schedules from it). */
    ultimaCobrancaEm: timestamp('ultima_cobranca_em', { withTimezone: true }),
    idGatewayPagamento: integer('id_gateway_pagamento').notNull(),
    /** The gateway's reusable card token: server-side only, never in an answer, a log or an e-mail. */
    cartaoToken: text('cartao_token').notNull(),
    bandeira: text('bandeira').notNull(),
    ultimosDigitos: text('ultimos_digitos').notNull(),
    /** The giver's language for the runner's e-mails. */
    idioma: text('idioma').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
    canceladoEm: timestamp('cancelado_em', { withTimezone: true }),
  },
  (t) => [
    index('doacao_recorrente_usuario_idx').on(t.igrejaId, t.usuarioId),
    index('doacao_recorrente_vencimento_idx')
      .on(t.status, t.proximaData)
      .where(sql`${t.status} = 'ativa'`),
  ],
);

export type RecurringGiftRow = typeof doacaoRecorrente.$inferSelect;

/**
 * A guest gift's giver (no account; spec "unregisteredUserData"): name and e-mail, kept for the receipt and the
 * church's records. Personal data: never logged, exported and erased with the account that later uses the same
 * e-mail at this church (giving.personal-data.repository.ts). The CPF asked for Pix and boleto is not kept.
 */
export const doacaoConvidado = pgTable(
  'doacao_convidado',
  {
    igrejaId: churchId(),
    pagamentoId: integer('pagamento_id')
      .primaryKey()
      .references(() => pagamento.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    sobrenome: text('sobrenome').notNull(),
    email: text('email').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('doacao_convidado_email_idx').on(t.igrejaId, t.email),
    // The money console's search by a guest's name or e-mail (migration 0034, congrega_payment_guest_match()).
    index('doacao_convidado_busca_idx').using(
      'gin',
      t.igrejaId,
      sql`(${t.nome} || ' ' || ${t.sobrenome} || ' ' || ${t.email}) gin_trgm_ops`,
    ),
  ],
);
