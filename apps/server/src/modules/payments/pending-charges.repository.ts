import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { PendingCharge } from './payment-core.ts';
import { pagamento, pagamentoEnvio } from './payments.schema.ts';

/**
 * SQL of checkout charges between their record and their settle step (`pagamento_envio`): the request kept for a
 * resend, the payment locked by the step that settles it, and the resend job's claim (a lease: `enviado_em` moves to
 * now, so another copy leaves it alone until it is stale again; the gateway's idempotency key makes a double send
 * harmless anyway, and only an 'em_aberto' payment is settled).
 */

export async function insertPendingCharge(tx: Tx, churchId: number, idPagamento: number, pending: PendingCharge) {
  await tx.insert(pagamentoEnvio).values({ igrejaId: churchId, idPagamento, pedido: pending as unknown as Record<string, unknown> });
}

export async function findPendingCharge(tx: Tx, churchId: number, idPagamento: number): Promise<PendingCharge | undefined> {
  const [row] = await tx
    .select({ pedido: pagamentoEnvio.pedido })
    .from(pagamentoEnvio)
    .where(and(eq(pagamentoEnvio.igrejaId, churchId), eq(pagamentoEnvio.idPagamento, idPagamento)))
    .limit(1);
  return row?.pedido as PendingCharge | undefined;
}

export async function deletePendingCharge(tx: Tx, churchId: number, idPagamento: number) {
  await tx.delete(pagamentoEnvio).where(and(eq(pagamentoEnvio.igrejaId, churchId), eq(pagamentoEnvio.idPagamento, idPagamento)));
}

/** The payment a settle step decides, locked: a second settle of the same charge waits here, then finds it settled. */
export async function lockPayment(tx: Tx, churchId: number, id: number) {
  const [row] = await tx
    .select()
    .from(pagamento)
    .where(and(eq(pagamento.igrejaId, churchId), eq(pagamento.id, id)))
    .limit(1)
    .for('update');
  return row;
}

/** Global (owner connection, resend job): churches with checkout charges sent before `before` and not settled. */
export async function listChurchesWithStaleCharges(db: Db, before: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ igrejaId: pagamentoEnvio.igrejaId })
    .from(pagamentoEnvio)
    .where(lt(pagamentoEnvio.enviadoEm, before));
  return rows.map((r) => r.igrejaId);
}

/** Takes up to `limit` stale unsettled charges of the church for this copy (their lease moves to now). */
export async function claimStaleCharges(tx: Tx, churchId: number, before: Date, limit: number) {
  const stale = await tx
    .select({ id: pagamentoEnvio.idPagamento })
    .from(pagamentoEnvio)
    .where(and(eq(pagamentoEnvio.igrejaId, churchId), lt(pagamentoEnvio.enviadoEm, before)))
    .orderBy(asc(pagamentoEnvio.enviadoEm))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (stale.length === 0) return [];
  const rows = await tx
    .update(pagamentoEnvio)
    .set({ enviadoEm: sql`now()` })
    .where(
      and(
        eq(pagamentoEnvio.igrejaId, churchId),
        sql`${pagamentoEnvio.idPagamento} in (${sql.join(
          stale.map((s) => sql`${s.id}`),
          sql`, `,
        )})`,
      ),
    )
    .returning({ id: pagamentoEnvio.idPagamento, pedido: pagamentoEnvio.pedido });
  return rows.map((r) => ({ paymentId: r.id, pending: r.pedido as unknown as PendingCharge }));
}
