import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { conta } from '../accounts/accounts.schema.ts';
import { staffCodigoRecuperacao, staffSessao, staffTotp } from './admin.schema.ts';

/** SQL of the staff session and second factor (global tables of the shared account: the owner connection). */
type Q = Db | Tx;

export async function insertStaffSession(
  db: Q,
  row: { contaId: number; versaoSessao: number; tokenHash: string; totpVerificado: boolean; expiraEm: Date },
): Promise<string> {
  const [created] = await db.insert(staffSessao).values(row).returning({ id: staffSessao.id });
  return created!.id;
}

/**
 * The live staff session behind a token's claims: not revoked, not past its end, the account active with the same
 * session version (a password change or deactivation ends it). One indexed statement per admin request.
 */
export async function findLiveStaffSession(db: Q, contaId: number, sessionId: string) {
  const [row] = await db
    .select({ totpVerificado: staffSessao.totpVerificado, email: conta.email })
    .from(staffSessao)
    .innerJoin(conta, eq(conta.id, staffSessao.contaId))
    .where(
      and(
        eq(staffSessao.id, sessionId),
        eq(staffSessao.contaId, contaId),
        isNull(staffSessao.revogadoEm),
        gt(staffSessao.expiraEm, sql`now()`),
        eq(conta.versaoSessao, staffSessao.versaoSessao),
        eq(conta.flagAtivo, true),
        isNull(conta.desativadoEm),
      ),
    )
    .limit(1);
  return row;
}

/** The session a refresh token belongs to, as its current or its previous (already rotated) token. */
export async function findSessionByToken(db: Q, tokenHash: string) {
  const [row] = await db
    .select({
      id: staffSessao.id,
      contaId: staffSessao.contaId,
      current: sql<boolean>`${staffSessao.tokenHash} = ${tokenHash}`,
      live: sql<boolean>`${staffSessao.revogadoEm} is null and ${staffSessao.expiraEm} > now() and ${conta.versaoSessao} = ${staffSessao.versaoSessao} and ${conta.flagAtivo} and ${conta.desativadoEm} is null`,
    })
    .from(staffSessao)
    .innerJoin(conta, eq(conta.id, staffSessao.contaId))
    .where(sql`${staffSessao.tokenHash} = ${tokenHash} or ${staffSessao.tokenAnteriorHash} = ${tokenHash}`)
    .limit(1);
  return row;
}

/** Rotates the refresh token if `presentedHash` is still the current one (a concurrent rotation loses: false). */
export async function rotateSessionToken(db: Q, sessionId: string, presentedHash: string, nextHash: string): Promise<boolean> {
  const rows = await db
    .update(staffSessao)
    .set({ tokenHash: nextHash, tokenAnteriorHash: presentedHash })
    .where(and(eq(staffSessao.id, sessionId), eq(staffSessao.tokenHash, presentedHash), isNull(staffSessao.revogadoEm)))
    .returning({ id: staffSessao.id });
  return rows.length > 0;
}

export async function revokeStaffSession(db: Q, sessionId: string): Promise<void> {
  await db
    .update(staffSessao)
    .set({ revogadoEm: sql`now()` })
    .where(and(eq(staffSessao.id, sessionId), isNull(staffSessao.revogadoEm)));
}

export async function markSessionVerified(db: Q, sessionId: string): Promise<void> {
  await db.update(staffSessao).set({ totpVerificado: true }).where(eq(staffSessao.id, sessionId));
}

// --- TOTP ---------------------------------------------------------------------------------------------------------

export async function findTotp(db: Q, contaId: number) {
  const [row] = await db.select().from(staffTotp).where(eq(staffTotp.contaId, contaId)).limit(1);
  return row;
}

/** Locks the account's TOTP row for a check-and-advance of its last accepted step. */
export async function findTotpForUpdate(tx: Tx, contaId: number) {
  const [row] = await tx.select().from(staffTotp).where(eq(staffTotp.contaId, contaId)).for('update').limit(1);
  return row;
}

export async function upsertPendingTotp(db: Q, contaId: number, segredoCifrado: string): Promise<void> {
  await db
    .insert(staffTotp)
    .values({ contaId, segredoCifrado })
    .onConflictDoUpdate({
      target: staffTotp.contaId,
      set: { segredoCifrado, confirmadoEm: null, ultimoPasso: null, criadoEm: sql`now()` },
    });
}

export async function updateTotp(tx: Tx, contaId: number, set: { confirmadoEm?: Date; ultimoPasso?: number }): Promise<void> {
  await tx.update(staffTotp).set(set).where(eq(staffTotp.contaId, contaId));
}

export async function deleteTotp(tx: Q, contaId: number): Promise<void> {
  await tx.delete(staffTotp).where(eq(staffTotp.contaId, contaId));
  await tx.delete(staffCodigoRecuperacao).where(eq(staffCodigoRecuperacao.contaId, contaId));
}

export async function replaceRecoveryCodes(tx: Tx, contaId: number, hashes: string[]): Promise<void> {
  await tx.delete(staffCodigoRecuperacao).where(eq(staffCodigoRecuperacao.contaId, contaId));
  await tx.insert(staffCodigoRecuperacao).values(hashes.map((codigoHash) => ({ contaId, codigoHash })));
}

/** Spends one unused recovery code: true when it was one. */
export async function spendRecoveryCode(db: Q, contaId: number, codigoHash: string): Promise<boolean> {
  const rows = await db
    .update(staffCodigoRecuperacao)
    .set({ usadoEm: sql`now()` })
    .where(
      and(
        eq(staffCodigoRecuperacao.contaId, contaId),
        eq(staffCodigoRecuperacao.codigoHash, codigoHash),
        isNull(staffCodigoRecuperacao.usadoEm),
      ),
    )
    .returning({ id: staffCodigoRecuperacao.id });
  return rows.length > 0;
}
