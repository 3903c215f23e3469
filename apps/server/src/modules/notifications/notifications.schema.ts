import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { usuario } from '../accounts/accounts.schema.ts';
import { churchId } from '../../db/church-table.ts';

/**
 * A notification delivered into one church's feed (`igreja_id`, the RLS key). `igrejaOrigemCodigo` is the
 * church that issued it: in an organization it may be another church, which the web app must switch to
 * before opening it (spec: isRoute). `usuarioId` null means for every member of the church.
 */
export const notificacao = pgTable(
  'notificacao',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    usuarioId: integer('usuario_id').references(() => usuario.id, { onDelete: 'cascade' }),
    igrejaOrigemCodigo: text('igreja_origem_codigo').notNull(),
    titulo: text('titulo').notNull(),
    corpo: text('corpo').notNull(),
    /** CULTO | EVENTO | EBD | NOTICIA | DEVOCIONAL | other */
    tipo: text('tipo').notNull(),
    idEntidadeRelacionada: integer('id_entidade_relacionada'),
    /** A path of the member app it opens (sent by hand from the console), else null: the type decides. */
    rota: text('rota'),
    /** Its Web Push is still to be handed to the send job (push-sweep.ts); false once queued (and for rows before pushes). */
    pushPendente: boolean('push_pendente').notNull().default(true),
    /** Pushes the push services accepted (2xx), added by each send. */
    pushEntregues: integer('push_entregues').notNull().default(0),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
    dataUltimaAlteracao: timestamp('data_ultima_alteracao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notificacao_igreja_data_idx').on(t.igrejaId, t.dataCadastro),
    index('notificacao_push_pendente_idx')
      .on(t.igrejaId, t.id)
      .where(sql`${t.pushPendente}`),
  ],
);

/** A member opened the notification (from the menu or the push): one row per member, counted by the console. */
export const notificacaoAbertura = pgTable(
  'notificacao_abertura',
  {
    igrejaId: churchId(),
    notificacaoId: integer('notificacao_id')
      .notNull()
      .references(() => notificacao.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.igrejaId, t.notificacaoId, t.usuarioId] })],
);

/**
 * A browser's Web Push subscription of a member at a church (PushSubscription: endpoint and keys). One per
 * (church, endpoint); `falhas` counts failed sends since the last success (404/410 delete the row instead).
 */
export const inscricaoPush = pgTable(
  'inscricao_push',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
    ultimoSucesso: timestamp('ultimo_sucesso', { withTimezone: true }),
    falhas: integer('falhas').notNull().default(0),
  },
  (t) => [
    uniqueIndex('inscricao_push_endpoint_uq').on(t.igrejaId, t.endpoint),
    index('inscricao_push_usuario_idx').on(t.igrejaId, t.usuarioId),
  ],
);
