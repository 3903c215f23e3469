import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { refreshToken } from './accounts.schema.ts';

/** SQL of the refresh tokens, run in the use case's church transaction (session.service.ts). */

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

/**
 * Spends a live token (unused, unrevoked, unexpired): marks it used and returns it. The conditional update makes
 * two concurrent uses of one token yield exactly one winner; on PostgreSQL the loser waits on the row lock until
 * the winner's transaction (which also stores the successor) commits, then finds the token spent.
 */
export async function spendRefreshToken(tx: Tx, churchId: number, tokenHash: string): Promise<StoredRefreshToken | undefined> {
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
  return spent;
}

/** A stored token's state: spent, revoked, spent within `graceSeconds`, or still live. */
export interface RefreshTokenState extends StoredRefreshToken {
  spent: boolean;
  revoked: boolean;
  spentWithinGrace: boolean;
  /** Unused, unrevoked and unexpired: the family's live token. */
  live: boolean;
}

export async function findRefreshToken(
  tx: Tx,
  churchId: number,
  tokenHash: string,
  graceSeconds: number,
): Promise<RefreshTokenState | undefined> {
  const [row] = await tx
    .select({
      contaId: refreshToken.contaId,
      familia: refreshToken.familia,
      spent: sql<boolean>`${refreshToken.usadoEm} is not null`,
      revoked: sql<boolean>`${refreshToken.revogadoEm} is not null`,
      spentWithinGrace: sql<boolean>`coalesce(${refreshToken.usadoEm} > now() - make_interval(secs => ${graceSeconds}), false)`,
      live: sql<boolean>`${refreshToken.usadoEm} is null and ${refreshToken.revogadoEm} is null and ${refreshToken.expiraEm} > now()`,
    })
    .from(refreshToken)
    .where(and(eq(refreshToken.igrejaId, churchId), eq(refreshToken.tokenHash, tokenHash)))
    .limit(1);
  return row;
}

export async function findRefreshTokenFamily(tx: Tx, churchId: number, tokenHash: string): Promise<StoredRefreshToken | undefined> {
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
