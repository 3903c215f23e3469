import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { inscricaoPush, notificacao } from './notifications.schema.ts';

export interface PushSubscriptionRow {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Saves a browser's subscription for the member; the same endpoint at this church moves to them with its new keys. */
export async function upsertSubscription(
  tx: Tx,
  churchId: number,
  usuarioId: number,
  sub: { endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await tx
    .insert(inscricaoPush)
    .values({ igrejaId: churchId, usuarioId, ...sub })
    .onConflictDoUpdate({
      target: [inscricaoPush.igrejaId, inscricaoPush.endpoint],
      set: { usuarioId, p256dh: sub.p256dh, auth: sub.auth, falhas: 0, dataCadastro: sql`now()` },
    });
}

/** Removes the member's own subscription of that endpoint (someone else's stays). */
export async function deleteSubscription(tx: Tx, churchId: number, usuarioId: number, endpoint: string): Promise<void> {
  await tx
    .delete(inscricaoPush)
    .where(and(eq(inscricaoPush.igrejaId, churchId), eq(inscricaoPush.usuarioId, usuarioId), eq(inscricaoPush.endpoint, endpoint)));
}

/** The churches with notifications whose push is not queued yet (the sweep's owner-connection scan). */
export async function listChurchesWithPendingPush(db: Db): Promise<number[]> {
  const rows = await db.selectDistinct({ igrejaId: notificacao.igrejaId }).from(notificacao).where(eq(notificacao.pushPendente, true));
  return rows.map((r) => r.igrejaId).sort((a, b) => a - b);
}

/**
 * Takes up to `limit` of the church's notifications still to push, marking them queued in the same statement
 * (SKIP LOCKED: two sweeps never take the same row).
 */
export async function claimPendingPushes(tx: Tx, churchId: number, limit: number): Promise<number[]> {
  const pending = tx
    .select({ id: notificacao.id })
    .from(notificacao)
    .where(and(eq(notificacao.igrejaId, churchId), eq(notificacao.pushPendente, true)))
    .orderBy(notificacao.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await tx
    .update(notificacao)
    .set({ pushPendente: false })
    .where(and(eq(notificacao.igrejaId, churchId), inArray(notificacao.id, pending)))
    .returning({ id: notificacao.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** The notification to push and the subscriptions of its audience (its member, or everyone), optionally some only. */
export async function findPushTargets(tx: Tx, churchId: number, notificacaoId: number, only: number[] | undefined) {
  const [notice] = await tx
    .select()
    .from(notificacao)
    .where(and(eq(notificacao.igrejaId, churchId), eq(notificacao.id, notificacaoId)));
  if (!notice) return undefined;
  const audience = notice.usuarioId === null ? undefined : eq(inscricaoPush.usuarioId, notice.usuarioId);
  const subscriptions: PushSubscriptionRow[] = await tx
    .select({ id: inscricaoPush.id, endpoint: inscricaoPush.endpoint, p256dh: inscricaoPush.p256dh, auth: inscricaoPush.auth })
    .from(inscricaoPush)
    .where(and(eq(inscricaoPush.igrejaId, churchId), audience, only ? inArray(inscricaoPush.id, only) : undefined))
    .orderBy(inscricaoPush.id);
  return { notice, subscriptions };
}

/** One send's outcome: successes counted on the notification, failures on their subscription, gone ones deleted. */
export async function recordPushResults(
  tx: Tx,
  churchId: number,
  notificacaoId: number,
  results: { delivered: number[]; failed: number[]; gone: number[] },
): Promise<void> {
  const mine = (ids: number[]) => and(eq(inscricaoPush.igrejaId, churchId), inArray(inscricaoPush.id, ids));
  if (results.gone.length) await tx.delete(inscricaoPush).where(mine(results.gone));
  if (results.failed.length)
    await tx
      .update(inscricaoPush)
      .set({ falhas: sql`${inscricaoPush.falhas} + 1` })
      .where(mine(results.failed));
  if (results.delivered.length) {
    await tx
      .update(inscricaoPush)
      .set({ falhas: 0, ultimoSucesso: sql`now()` })
      .where(mine(results.delivered));
    await tx
      .update(notificacao)
      .set({ pushEntregues: sql`${notificacao.pushEntregues} + ${results.delivered.length}` })
      .where(and(eq(notificacao.igrejaId, churchId), eq(notificacao.id, notificacaoId)));
  }
}
