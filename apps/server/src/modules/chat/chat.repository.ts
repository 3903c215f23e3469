import { and, desc, eq, gt, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { chatMensagem } from './chat.schema.ts';

/** SQL of the chat, run in the use case's church transaction (chat.service.ts). */

export type ChatRow = typeof chatMensagem.$inferSelect;

/** The newest `limit` messages after `since` that `viewer` may see (hidden ones only to their author), oldest first. */
export async function listRecent(
  tx: Tx,
  churchId: number,
  channel: number,
  viewer: string,
  since: number,
  limit: number,
): Promise<ChatRow[]> {
  const rows = await tx
    .select()
    .from(chatMensagem)
    .where(
      and(
        eq(chatMensagem.igrejaId, churchId),
        eq(chatMensagem.cultoId, channel),
        gt(chatMensagem.id, since),
        eq(chatMensagem.removida, false),
        or(eq(chatMensagem.oculto, false), eq(chatMensagem.autor, viewer)),
      ),
    )
    .orderBy(desc(chatMensagem.id))
    .limit(limit);
  return rows.reverse();
}

/**
 * Stores a message once per client `ref`: a repeat of the same author's ref in the room inserts nothing (the unique
 * index decides, so two concurrent repeats on two copies store one row) and returns the stored one, `repeat`.
 */
export async function insertMessage(
  tx: Tx,
  values: Omit<typeof chatMensagem.$inferInsert, 'id' | 'criadoEm'>,
): Promise<{ row: ChatRow; repeat: boolean }> {
  const [row] = await tx.insert(chatMensagem).values(values).onConflictDoNothing().returning();
  if (row) return { row, repeat: false };
  const stored = values.refCliente ? await findByRef(tx, values.igrejaId, values.cultoId, values.autor, values.refCliente) : undefined;
  if (!stored) throw new Error('chat message neither stored nor found');
  return { row: stored, repeat: true };
}

/** The author's message of the room sent with this client `ref`, if any (removed ones too: see `removida`). */
export async function findByRef(tx: Tx, churchId: number, channel: number, autor: string, ref: string): Promise<ChatRow | undefined> {
  const [row] = await tx
    .select()
    .from(chatMensagem)
    .where(
      and(
        eq(chatMensagem.igrejaId, churchId),
        eq(chatMensagem.cultoId, channel),
        eq(chatMensagem.autor, autor),
        eq(chatMensagem.refCliente, ref),
      ),
    )
    .limit(1);
  return row;
}

/**
 * A moderator's removal keeps the row as a tombstone without its text or picture (see `removida` in the schema):
 * the message leaves every history and a repeat of its `ref` cannot bring it back.
 */
const REMOVED = { removida: true, texto: '', avatar: null };

/** Which messages of a room a removal takes: one by id, or every message of one chat user. */
export type RemovalFilter = { channel: number } & ({ id: number } | { autor: string });

/** Removes the room's messages the filter names (those not removed already); how many it removed. */
export async function removeMessages(tx: Tx, churchId: number, filter: RemovalFilter): Promise<number> {
  const rows = await tx
    .update(chatMensagem)
    .set(REMOVED)
    .where(
      and(
        eq(chatMensagem.igrejaId, churchId),
        eq(chatMensagem.cultoId, filter.channel),
        'id' in filter ? eq(chatMensagem.id, filter.id) : eq(chatMensagem.autor, filter.autor),
        eq(chatMensagem.removida, false),
      ),
    )
    .returning({ id: chatMensagem.id });
  return rows.length;
}

/** A member's chat profile: name and picture of their client account. */
export async function findChatProfile(tx: Tx, churchId: number, usuarioId: number) {
  const [row] = await tx
    .select({ nome: usuario.nome, sobrenome: usuario.sobrenome, imagem: usuario.imagem })
    .from(usuario)
    .where(and(eq(usuario.igrejaId, churchId), eq(usuario.id, usuarioId)))
    .limit(1);
  return row;
}
