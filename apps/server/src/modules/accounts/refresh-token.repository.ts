import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { refreshToken } from './accounts.schema.ts';

export interface StoredRefreshToken {
  contaId: number;
  familia: string;
}

export async function insertRefreshToken(
  tx: Tx,
  churchId: number,
  values: { contaId: number; familia: string; tokenHash: string; expiraEm: Date },
): Promise<void> {
  await tx.insert(refreshToken).values({ igrejaId: churchId, ...values });
}

export type SpendResult =
  { live: StoredRefreshToken } | { concurrent: StoredRefreshToken } | { replayed: StoredRefreshToken } | { unknown: true };

/**
 * Spends a refresh token: marks it used if it is live (unused, unrevoked, unexpired) and returns it.
 * The conditional update makes two concurrent uses of one token yield exactly one winner. A token spent less
 * than `graceSeconds` ago, in a family that still stands, is the loser of such a race (two tabs, or a reload
 * that lost the answer of the first refresh): `concurrent`. Spent earlier, or revoked: a replay.
 */
export async function spendRefreshToken(tx: Tx, churchId: number, tokenHash: string, graceSeconds: number): Promise<SpendResult> {
  const [spent] = await tx
    .update(refreshToken)
    .set({ usadoEm: sql`now()` })
    .where(
      and(
        eq(refreshToken.igrejaId, churchId),
        eq(refreshToken.tokenHash, tokenHash),
        isNull(refreshToken.usadoEm),
        isNull(refreshToken.revogadoEm),
        gt(refreshToken.expiraEm, sql`now()`),
      ),
    )
    .returning({ contaId: refreshToken.contaId, familia: refreshToken.familia });
  if (spent) return { live: spent };
  const [existing] = await tx
    .select({
      contaId: refreshToken.contaId,
      familia: refreshToken.familia,
      usadoEm: refreshToken.usadoEm,
      revogadoEm: refreshToken.revogadoEm,
      withinGrace: sql<boolean>`${refreshToken.usadoEm} > now() - make_interval(secs => ${graceSeconds}) and ${refreshToken.expiraEm} > now()`,
    })
    .from(refreshToken)
    .where(and(eq(refreshToken.igrejaId, churchId), eq(refreshToken.tokenHash, tokenHash)))
    .limit(1);
  if (!existing) return { unknown: true };
  const stored = { contaId: existing.contaId, familia: existing.familia };
  // revokeFamily marks every token of the family, so an unrevoked token means the family still stands.
  if (existing.usadoEm && !existing.revogadoEm && existing.withinGrace) return { concurrent: stored };
  // Merely expired tokens are not a sign of theft; spent or revoked ones are.
  if (existing.usadoEm || existing.revogadoEm) return { replayed: stored };
  return { unknown: true };
}

export async function findRefreshTokenFamily(
  tx: Tx,
  churchId: number,
  tokenHash: string,
): Promise<{ familia: string; contaId: number } | undefined> {
  const [row] = await tx
    .select({ familia: refreshToken.familia, contaId: refreshToken.contaId })
    .from(refreshToken)
    .where(and(eq(refreshToken.igrejaId, churchId), eq(refreshToken.tokenHash, tokenHash)))
    .limit(1);
  return row;
}

export async function revokeFamily(tx: Tx, churchId: number, familia: string): Promise<void> {
  await tx
    .update(refreshToken)
    .set({ revogadoEm: sql`now()` })
    .where(and(eq(refreshToken.igrejaId, churchId), eq(refreshToken.familia, familia), isNull(refreshToken.revogadoEm)));
}
