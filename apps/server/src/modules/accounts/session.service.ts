import { randomUUID } from 'node:crypto';
import type { TTokenPair } from '@congrega/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { sessionChanged } from '../../plugins/auth.ts';
import { findContaById } from './conta.repository.ts';
import { findRefreshTokenFamily, insertRefreshToken, revokeFamily, spendRefreshToken } from './refresh-token.repository.ts';
import { generateSecret, hashSecret } from './secret-token.ts';

export function refreshTtlSeconds(app: FastifyInstance): number {
  return app.config.refreshTokenTtlDays * 24 * 60 * 60;
}

/**
 * A new session at one church: a short-lived access JWT (audience = church) and an opaque refresh token
 * stored as a hash. `familia` groups the tokens of one login so a replayed token can end all of them.
 */
export async function issueSession(
  app: FastifyInstance,
  churchId: number,
  account: { id: number; versaoSessao: number },
  familia: string = randomUUID(),
): Promise<TTokenPair> {
  return app.database.withChurch(churchId, (tx) => startSession(app, tx, churchId, account, familia));
}

/** issueSession inside a use case's own church transaction (registration stores the account and its session together). */
export async function startSession(
  app: FastifyInstance,
  tx: Tx,
  churchId: number,
  account: { id: number; versaoSessao: number },
  familia: string = randomUUID(),
): Promise<TTokenPair> {
  const refreshToken = generateSecret();
  await insertRefreshToken(tx, churchId, {
    contaId: account.id,
    familia,
    tokenHash: hashSecret(refreshToken),
    expiraEm: new Date(Date.now() + refreshTtlSeconds(app) * 1000),
  });
  const token = await app.accessTokens.sign({ contaId: account.id, sessionVersion: account.versaoSessao, churchId, sessionId: familia });
  return { token, refreshToken };
}

/**
 * How long a spent refresh token still counts as the loser of a concurrent refresh rather than a leak. The
 * browser sends the one cookie from every tab and every page load: two tabs refreshing at once, or a reload
 * that cut off the answer (and its new cookie) of a refresh the server had already done, present the same
 * token twice within moments. Short, so a token stolen and replayed later still revokes the family.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

/**
 * Rotates a refresh token: the presented one is spent and a new one of the same family is issued.
 * A spent or revoked token presented again means it leaked: the whole family is revoked, unless it was
 * spent moments ago in a family that still stands (a concurrent refresh), which gets a pair of the same
 * family too. Tokens of another church are invisible here (row-level security), so they are simply unknown.
 */
export async function rotateSession(app: FastifyInstance, churchId: number, presented: string | undefined): Promise<TTokenPair> {
  if (!presented) throw new AppError('REFRESH_TOKEN_INVALID');
  // One transaction: spend, and either revoke the family or store its next token. The refusal is thrown after the
  // commit, so a revocation stands.
  const outcome = await app.database.withChurch(
    churchId,
    async (tx): Promise<{ pair: TTokenPair } | { revoked?: { contaId: number }; replay?: true }> => {
      const result = await spendRefreshToken(tx, churchId, hashSecret(presented), REFRESH_REUSE_GRACE_SECONDS);
      if ('unknown' in result) return {};
      if ('replayed' in result) {
        await revokeFamily(tx, churchId, result.replayed.familia);
        return { revoked: result.replayed, replay: true };
      }
      const spent = 'live' in result ? result.live : result.concurrent;
      const account = await findContaById(tx, spent.contaId);
      if (!account || !account.flagAtivo) {
        await revokeFamily(tx, churchId, spent.familia);
        return { revoked: spent };
      }
      return { pair: await startSession(app, tx, churchId, account, spent.familia) };
    },
  );
  if ('pair' in outcome) return outcome.pair;
  if (outcome.revoked) await sessionChanged(app, outcome.revoked.contaId);
  if (outcome.replay) app.log.warn({ churchId, contaId: outcome.revoked?.contaId }, 'refresh token reuse: session family revoked');
  throw new AppError('REFRESH_TOKEN_INVALID');
}

/** Logout: revokes the family of the presented token (no error when unknown: logout is idempotent). */
export async function endSession(app: FastifyInstance, churchId: number, presented: string | undefined): Promise<void> {
  if (!presented) return;
  const family = await app.database.withChurch(churchId, async (tx) => {
    const found = await findRefreshTokenFamily(tx, churchId, hashSecret(presented));
    if (found) await revokeFamily(tx, churchId, found.familia);
    return found;
  });
  if (!family) return;
  // After the commit: this copy refuses the family's access tokens at once, the others when the message arrives.
  await sessionChanged(app, family.contaId);
}
