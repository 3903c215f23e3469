import { bigserial, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { churchId } from '../../db/church-table.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { culto } from '../live/live.schema.ts';

/**
 * A chat message of a live service's room (church + channel = the service). `autor` is the chat user id
 * ('u:<client account>' or 'a:<random>' for visitors); `id_usuario` ties a member's messages to their client
 * account (personal data: exported and erased with the account). `oculto`: sent while shadow-muted, shown only
 * to its author. `ref_cliente`: the client's `ref` of the send; unique per church, channel and author, so a send
 * repeated after a lost ack (same socket, a reconnect, another server copy) is stored once. `removida`: deleted by a
 * moderator; the row stays, without its text, so that a repeat of its `ref` finds it and the message never comes
 * back (it is left out of every history). Church-scoped (row-level security in 0010_live).
 */
export const chatMensagem = pgTable(
  'chat_mensagem',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    igrejaId: churchId(),
    cultoId: integer('culto_id')
      .notNull()
      .references(() => culto.id, { onDelete: 'cascade' }),
    autor: text('autor').notNull(),
    idUsuario: integer('id_usuario').references(() => usuario.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    avatar: text('avatar'),
    moderador: boolean('moderador').notNull().default(false),
    texto: text('texto').notNull(),
    oculto: boolean('oculto').notNull().default(false),
    refCliente: text('ref_cliente'),
    removida: boolean('removida').notNull().default(false),
    /** Sent to the hosts-only channel: only moderators ever receive or read it (issue 34). */
    anfitrioes: boolean('anfitrioes').notNull().default(false),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_mensagem_canal_idx').on(t.igrejaId, t.cultoId, t.id),
    index('chat_mensagem_usuario_idx').on(t.igrejaId, t.idUsuario),
    uniqueIndex('chat_mensagem_ref_idx').on(t.igrejaId, t.cultoId, t.autor, t.refCliente),
  ],
);

/**
 * A shadow mute at a church (issue 34), for CHAT_MUTE_HOURS from the host's action: while `ate` is ahead, every
 * message of `autor` is stored `oculto` (seen by its author alone) in every room of the church. `autor` is the chat
 * user id: 'u:<client account>' mutes the account (`id_usuario`, personal data), 'a:<random>' a visitor's device
 * (the signed rejoin id it keeps). `nome` is the name shown in the muted list; `id_moderador` the host who muted.
 * One row per author (muting again extends it); unmuting deletes it. Church-scoped (row-level security).
 */
export const chatSilencio = pgTable(
  'chat_silencio',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    autor: text('autor').notNull(),
    idUsuario: integer('id_usuario').references(() => usuario.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    idModerador: integer('id_moderador').references(() => usuario.id, { onDelete: 'set null' }),
    ate: timestamp('ate', { withTimezone: true }).notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_silencio_autor_idx').on(t.igrejaId, t.autor), index('chat_silencio_usuario_idx').on(t.igrejaId, t.idUsuario)],
);
