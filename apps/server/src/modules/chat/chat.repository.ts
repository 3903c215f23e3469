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
        or(eq(chatMensagem.oculto, false), eq(chatMensagem.autor, viewer)),
      ),
    )
    .orderBy(desc(chatMensagem.id))
    .limit(limit);
  return rows.reverse();
}

export async function insertMessage(tx: Tx, values: Omit<typeof chatMensagem.$inferInsert, 'id' | 'criadoEm'>): Promise<ChatRow> {
  const [row] = await tx.insert(chatMensagem).values(values).returning();
  return row!;
}

/** Deletes one message of the room; false when there is none. */
export async function deleteMessage(tx: Tx, churchId: number, channel: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(chatMensagem)
    .where(and(eq(chatMensagem.igrejaId, churchId), eq(chatMensagem.cultoId, channel), eq(chatMensagem.id, id)))
    .returning({ id: chatMensagem.id });
  return rows.length > 0;
}

/** Deletes every message of one chat user in the room. */
export async function deleteAuthorMessages(tx: Tx, churchId: number, channel: number, autor: string): Promise<number> {
  const rows = await tx
    .delete(chatMensagem)
    .where(and(eq(chatMensagem.igrejaId, churchId), eq(chatMensagem.cultoId, channel), eq(chatMensagem.autor, autor)))
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
