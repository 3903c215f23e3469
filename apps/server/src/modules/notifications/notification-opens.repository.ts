import { and, eq, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notificacao, notificacaoAbertura } from './notifications.schema.ts';

/**
 * Records that the member opened the notification, when they may see it (the church's, for everyone or addressed to
 * them): false when they may not. A repeat changes nothing (one row per member).
 */
export async function recordOpen(tx: Tx, churchId: number, notificacaoId: number, usuarioId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: notificacao.id })
    .from(notificacao)
    .where(
      and(
        eq(notificacao.igrejaId, churchId),
        eq(notificacao.id, notificacaoId),
        or(isNull(notificacao.usuarioId), eq(notificacao.usuarioId, usuarioId)),
      ),
    );
  if (!row) return false;
  await tx.insert(notificacaoAbertura).values({ igrejaId: churchId, notificacaoId, usuarioId }).onConflictDoNothing();
  return true;
}
