import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { staffGrant } from '../admin/admin.schema.ts';
import { chatMensagem } from './chat.schema.ts';

/** SQL of the chat, run in the use case's church transaction (chat.service.ts). */

export type ChatRow = typeof chatMensagem.$inferSelect;

/**
 * The newest `limit` messages after `since` that `viewer` may see (hidden ones only to their author, the hosts-only
 * channel only to moderators), oldest first.
 */
export async function listRecent(
  tx: Tx,
  churchId: number,
  channel: number,
  viewer: { id: string; moderator: boolean },
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
        or(eq(chatMensagem.oculto, false), eq(chatMensagem.autor, viewer.id)),
        viewer.moderator ? undefined : eq(chatMensagem.anfitrioes, false),
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

/** A message of the room everyone sees (not removed, not shadow-muted, not of the hosts-only channel), if any. */
export async function findPublicMessage(tx: Tx, churchId: number, channel: number, id: number): Promise<ChatRow | undefined> {
  const [row] = await tx
    .select()
    .from(chatMensagem)
    .where(
      and(
        eq(chatMensagem.igrejaId, churchId),
        eq(chatMensagem.cultoId, channel),
        eq(chatMensagem.id, id),
        eq(chatMensagem.removida, false),
        eq(chatMensagem.oculto, false),
        eq(chatMensagem.anfitrioes, false),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Whether the member holds an unexpired live grant (edit or admin) of the console: the chat host preset, either
 * for every service or scoped to this one (`scope_kind` 'service').
 */
export async function holdsLiveGrant(tx: Tx, churchId: number, usuarioId: number, channel: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: staffGrant.id })
    .from(staffGrant)
    .where(
      and(
        eq(staffGrant.igrejaId, churchId),
        eq(staffGrant.usuarioId, usuarioId),
        eq(staffGrant.area, 'live'),
        inArray(staffGrant.action, ['edit', 'admin']),
        or(isNull(staffGrant.expiresAt), gt(staffGrant.expiresAt, sql`now()`)),
        or(isNull(staffGrant.scopeKind), and(eq(staffGrant.scopeKind, 'service'), eq(staffGrant.scopeId, channel))),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Every message of the room in order, removed ones as their tombstones (the transcript). */
export function listTranscript(tx: Tx, churchId: number, channel: number) {
  return tx
    .select()
    .from(chatMensagem)
    .where(and(eq(chatMensagem.igrejaId, churchId), eq(chatMensagem.cultoId, channel)))
    .orderBy(asc(chatMensagem.id));
}

/** The room's message counts: everyone's room (shown to all), the hosts-only channel, shadow-muted ones. */
export async function countMessages(tx: Tx, churchId: number, channel: number) {
  const [row] = await tx
    .select({
      total: count(),
      hosts: sql<number>`count(*) filter (where ${chatMensagem.anfitrioes})`.mapWith(Number),
      hidden: sql<number>`count(*) filter (where ${chatMensagem.oculto})`.mapWith(Number),
    })
    .from(chatMensagem)
    .where(and(eq(chatMensagem.igrejaId, churchId), eq(chatMensagem.cultoId, channel), eq(chatMensagem.removida, false)));
  return { room: (row?.total ?? 0) - (row?.hosts ?? 0) - (row?.hidden ?? 0), hosts: row?.hosts ?? 0, hidden: row?.hidden ?? 0 };
}
