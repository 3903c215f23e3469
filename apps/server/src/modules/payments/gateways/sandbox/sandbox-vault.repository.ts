import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.ts';
import { sandboxCartaoToken, sandboxCobranca, sandboxEstorno } from '../../payments.schema.ts';

/** The sandbox gateway's card vault (what a real provider keeps on its side). */

export type VaultRow = typeof sandboxCartaoToken.$inferSelect;

export async function insertVaultToken(tx: Tx, churchId: number, values: Omit<typeof sandboxCartaoToken.$inferInsert, 'igrejaId'>) {
  await tx.insert(sandboxCartaoToken).values({ ...values, igrejaId: churchId });
}

/** A token of the church that can still be used: unused and not expired, or (with `kept`) a saved card's. */
export async function findUsableToken(tx: Tx, churchId: number, token: string, now: Date, kept: boolean): Promise<VaultRow | undefined> {
  const [row] = await tx
    .select()
    .from(sandboxCartaoToken)
    .where(
      and(
        eq(sandboxCartaoToken.igrejaId, churchId),
        eq(sandboxCartaoToken.token, token),
        or(
          kept ? eq(sandboxCartaoToken.flagSalvo, true) : undefined,
          and(eq(sandboxCartaoToken.flagSalvo, false), isNull(sandboxCartaoToken.usadoEm), gt(sandboxCartaoToken.expiraEm, now)),
        ),
      ),
    )
    .limit(1);
  return row;
}

/** Spends a one-time token; false when it was already spent (a concurrent payment took it). */
export async function spendToken(tx: Tx, churchId: number, token: string): Promise<boolean> {
  const rows = await tx
    .update(sandboxCartaoToken)
    .set({ usadoEm: sql`now()` })
    .where(
      and(
        eq(sandboxCartaoToken.igrejaId, churchId),
        eq(sandboxCartaoToken.token, token),
        or(eq(sandboxCartaoToken.flagSalvo, true), isNull(sandboxCartaoToken.usadoEm)),
      ),
    )
    .returning({ token: sandboxCartaoToken.token });
  return rows.length === 1;
}

export async function setTokenKept(tx: Tx, churchId: number, token: string, kept: boolean) {
  await tx
    .update(sandboxCartaoToken)
    .set({ flagSalvo: kept })
    .where(and(eq(sandboxCartaoToken.igrejaId, churchId), eq(sandboxCartaoToken.token, token)));
}

/** Forgets a token for good (a removed card, a deleted account): the row and the holder's name go. */
export async function deleteVaultToken(tx: Tx, churchId: number, token: string) {
  await tx.delete(sandboxCartaoToken).where(and(eq(sandboxCartaoToken.igrejaId, churchId), eq(sandboxCartaoToken.token, token)));
}

/** A token of the church whatever its state (to derive a recurring token from the one just charged). */
export async function findVaultToken(tx: Tx, churchId: number, token: string): Promise<VaultRow | undefined> {
  const [row] = await tx
    .select()
    .from(sandboxCartaoToken)
    .where(and(eq(sandboxCartaoToken.igrejaId, churchId), eq(sandboxCartaoToken.token, token)))
    .limit(1);
  return row;
}

/** The result of the charge sent with this idempotency key, if any. */
export async function findChargeByKey(tx: Tx, churchId: number, chave: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await tx
    .select({ resultado: sandboxCobranca.resultado })
    .from(sandboxCobranca)
    .where(and(eq(sandboxCobranca.igrejaId, churchId), eq(sandboxCobranca.chave, chave)))
    .limit(1);
  return row?.resultado;
}

/**
 * Takes an idempotency key for the charge being made in this transaction; false when the key already has a charge
 * (a concurrent one with the same key waits here until the first commits, then finds its result).
 */
export async function claimChargeKey(tx: Tx, churchId: number, chave: string): Promise<boolean> {
  const rows = await tx
    .insert(sandboxCobranca)
    .values({ igrejaId: churchId, chave, resultado: {} })
    .onConflictDoNothing()
    .returning({ chave: sandboxCobranca.chave });
  return rows.length === 1;
}

/** Stores the result of the charge made under a claimed key (its reference, amount and, when approved, paid time). */
export async function storeCharge(
  tx: Tx,
  churchId: number,
  chave: string,
  values: { resultado: Record<string, unknown>; referencia: string | null; valor: number; pagoEm: Date | null },
) {
  await tx
    .update(sandboxCobranca)
    .set(values)
    .where(and(eq(sandboxCobranca.igrejaId, churchId), eq(sandboxCobranca.chave, chave)));
}

/** The bank paid a charge (Pix, boleto, a review approved): it becomes refundable. */
export async function markChargePaid(tx: Tx, churchId: number, referencia: string) {
  await tx
    .update(sandboxCobranca)
    .set({ pagoEm: sql`coalesce(${sandboxCobranca.pagoEm}, now())` })
    .where(and(eq(sandboxCobranca.igrejaId, churchId), eq(sandboxCobranca.referencia, referencia)));
}

/** The charge of a reference, locked while a refund of it is decided (two refunds of one charge queue here). */
export async function lockChargeByReference(tx: Tx, churchId: number, referencia: string) {
  const [row] = await tx
    .select({ valor: sandboxCobranca.valor, pagoEm: sandboxCobranca.pagoEm })
    .from(sandboxCobranca)
    .where(and(eq(sandboxCobranca.igrejaId, churchId), eq(sandboxCobranca.referencia, referencia)))
    .limit(1)
    .for('update');
  return row;
}

/** The result of the refund made with this key, if any. */
export async function findRefundByKey(tx: Tx, churchId: number, chave: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await tx
    .select({ resultado: sandboxEstorno.resultado })
    .from(sandboxEstorno)
    .where(and(eq(sandboxEstorno.igrejaId, churchId), eq(sandboxEstorno.chave, chave)))
    .limit(1);
  return row?.resultado;
}

/** Cents refunded so far of a charge. */
export async function refundedOf(tx: Tx, churchId: number, referencia: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${sandboxEstorno.valor}), 0)`.mapWith(Number) })
    .from(sandboxEstorno)
    .where(and(eq(sandboxEstorno.igrejaId, churchId), eq(sandboxEstorno.referencia, referencia)));
  return row?.total ?? 0;
}

export async function insertRefund(
  tx: Tx,
  churchId: number,
  values: { chave: string; referencia: string; valor: number; resultado: Record<string, unknown> },
) {
  await tx.insert(sandboxEstorno).values({ ...values, igrejaId: churchId });
}
