import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { chatMensagem, chatSilencio } from './chat.schema.ts';

/** SQL of the chat's shadow mutes (chat_silencio), run in the use case's church transaction (chat-mute.service.ts). */

export interface MuteValues {
  autor: string;
  idUsuario: number | null;
  nome: string;
  idModerador: number | null;
  ate: Date;
}

/** Mutes `autor` until `ate` (muting again moves the end and the host). */
export async function upsertMute(tx: Tx, churchId: number, values: MuteValues): Promise<void> {
  await tx
    .insert(chatSilencio)
    .values({ igrejaId: churchId, ...values })
    .onConflictDoUpdate({
      target: [chatSilencio.igrejaId, chatSilencio.autor],
      set: { nome: values.nome, idModerador: values.idModerador, ate: values.ate, criadoEm: sql`now()` },
    });
}

/** Unmutes `autor`; whether a mute was in force. */
export async function deleteMute(tx: Tx, churchId: number, autor: string): Promise<boolean> {
  const rows = await tx
    .delete(chatSilencio)
    .where(and(eq(chatSilencio.igrejaId, churchId), eq(chatSilencio.autor, autor), gt(chatSilencio.ate, sql`now()`)))
    .returning({ id: chatSilencio.id });
  return rows.length > 0;
}

export async function isMutedNow(tx: Tx, churchId: number, autor: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: chatSilencio.id })
    .from(chatSilencio)
    .where(and(eq(chatSilencio.igrejaId, churchId), eq(chatSilencio.autor, autor), gt(chatSilencio.ate, sql`now()`)))
    .limit(1);
  return row !== undefined;
}

/** The church's mutes in force, the soonest to end first. */
export function listMutes(tx: Tx, churchId: number) {
  return tx
    .select({ autor: chatSilencio.autor, nome: chatSilencio.nome, ate: chatSilencio.ate })
    .from(chatSilencio)
    .where(and(eq(chatSilencio.igrejaId, churchId), gt(chatSilencio.ate, sql`now()`)))
    .orderBy(asc(chatSilencio.ate), asc(chatSilencio.id));
}

/** The name `autor` last wrote under at the church (any room), or undefined when they never wrote here. */
export async function lastAuthorName(tx: Tx, churchId: number, autor: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ nome: chatMensagem.nome })
    .from(chatMensagem)
    .where(and(eq(chatMensagem.igrejaId, churchId), eq(chatMensagem.autor, autor)))
    .orderBy(desc(chatMensagem.id))
    .limit(1);
  return row?.nome;
}
