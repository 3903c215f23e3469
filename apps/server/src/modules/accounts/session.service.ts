import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { TTokenPair } from '@congrega/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { purposeKey } from '../../lib/signed-link.ts';
import { findContaById } from './conta.repository.ts';
import {
  findRefreshToken,
  findRefreshTokenFamily,
  insertRefreshToken,
  revokeFamily,
  spendRefreshToken,
  type StoredRefreshToken,
} from './refresh-token.repository.ts';
import { generateSecret, hashSecret } from './secret-token.ts';
import { sessionChanged } from '../../core/auth.ts';

export function refreshTtlSeconds(app: FastifyInstance): number {
  return app.config.refreshTokenTtlDays * 24 * 60 * 60;
}

type SessionAccount = { id: number; versaoSessao: number };

function storeRefreshToken(app: FastifyInstance, tx: Tx, churchId: number, contaId: number, familia: string, token: string) {
  const expiraEm = new Date(Date.now() + refreshTtlSeconds(app) * 1000);
  return insertRefreshToken(tx, churchId, { contaId, familia, tokenHash: hashSecret(token), expiraEm });
}

async function pairOf(app: FastifyInstance, churchId: number, account: SessionAccount, familia: string, refreshToken: string) {
  const token = await app.accessTokens.sign({ contaId: account.id, sessionVersion: account.versaoSessao, churchId, sessionId: familia });
  return { token, refreshToken };
}

/**
 * A new session at one church: a short-lived access JWT (audience = church) and an opaque refresh token
 * stored as a hash. `familia` groups the tokens of one login so a replayed token can end all of them.
 */
export async function issueSession(
  app: FastifyInstance,
  churchId: number,
  account: SessionAccount,
  familia: string = randomUUID(),
): Promise<TTokenPair> {
  return app.database.withChurch(churchId, (tx) => startSession(app, tx, churchId, account, familia));
}

/** issueSession inside a use case's own church transaction (registration stores the account and its session together). */
export async function startSession(
  app: FastifyInstance,
  tx: Tx,
  churchId: number,
  account: SessionAccount,
  familia: string = randomUUID(),
): Promise<TTokenPair> {
  const refreshToken = generateSecret();
  await storeRefreshToken(app, tx, churchId, account.id, familia, refreshToken);
  return pairOf(app, churchId, account, familia, refreshToken);
}

/**
 * How long a spent refresh token still counts as the loser of a concurrent refresh rather than a leak. The
 * browser sends the one cookie from every tab and every page load: two tabs refreshing at once, or a reload
 * that cut off the answer (and its new cookie) of a refresh the server had already done, present the same
 * token twice within moments. Short, so a token stolen and replayed later still revokes the family.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;
/** Rotations a late request may follow to the family's live token (a reload while other tabs rotated). */
const GRACE_HOPS = 3;

/** Without JWT_SECRET (development) the successors change when the process restarts, as sessions do. */
const PROCESS_SECRET = randomBytes(48).toString('base64url');

/**
 * The refresh token that replaces `presented` when `client` (its User-Agent) rotates it: derived, not random
 * (HMAC with a key of its own from the server secret), so a repeat of the same rotation by the same client can be
 * answered the very token it was already issued, which only a holder of `presented` can compute. The database
 * keeps only hashes, so a leak of it gives no successor.
 */
function successorOf(app: FastifyInstance, presented: string, client: string): string {
  const key = purposeKey(app.config.jwtSecret ?? PROCESS_SECRET, 'refresh-successor');
  return createHmac('sha256', key).update(`${client}\n${presented}`).digest('base64url');
}

type Rotation =
  { pair: { account: SessionAccount; familia: string; refreshToken: string } } | { ended: StoredRefreshToken } | { unknown: true };

/**
 * The rotation in one church transaction. A live token is spent and its successor stored. A token spent within
 * the grace, in a family that stands, by the same client: the answer is the family's live token it leads to (the
 * successor already issued, or the one after it when that was rotated too), never a new one, so the family stays
 * one chain. Anything else that was spent or revoked (after the grace, another client, a revoked family) is a
 * replay and revokes the family; an inactive account ends it too. Another church's tokens are invisible (RLS).
 */
async function rotate(app: FastifyInstance, tx: Tx, churchId: number, presented: string, client: string): Promise<Rotation> {
  const live = async (stored: StoredRefreshToken, refreshToken: string): Promise<Rotation> => {
    const account = await findContaById(tx, stored.contaId);
    if (account?.flagAtivo) return { pair: { account, familia: stored.familia, refreshToken } };
    await revokeFamily(tx, churchId, stored.familia);
    return { ended: stored };
  };
  const spent = await spendRefreshToken(tx, churchId, hashSecret(presented));
  if (spent) {
    const successor = successorOf(app, presented, client);
    const answer = await live(spent, successor);
    if ('pair' in answer) await storeRefreshToken(app, tx, churchId, spent.contaId, spent.familia, successor);
    return answer;
  }
  const seen = await findRefreshToken(tx, churchId, hashSecret(presented), REFRESH_REUSE_GRACE_SECONDS);
  if (!seen) return { unknown: true };
  // Merely expired tokens are not a sign of theft; spent or revoked ones are.
  if (!seen.spent && !seen.revoked) return { unknown: true };
  let token = presented;
  let state: typeof seen | undefined = seen;
  for (let hop = 0; hop < GRACE_HOPS && state?.spentWithinGrace && !state.revoked; hop += 1) {
    token = successorOf(app, token, client);
    state = await findRefreshToken(tx, churchId, hashSecret(token), REFRESH_REUSE_GRACE_SECONDS);
    if (state?.familia !== seen.familia) break;
    if (state.live) return live(seen, token);
  }
  await revokeFamily(tx, churchId, seen.familia);
  return { ended: seen };
}

/**
 * Rotates a refresh token presented by `client` (its User-Agent): see `rotate`. After a revocation this copy
 * refuses the family's access tokens at once, the others when the eviction message arrives.
 */
export async function rotateSession(
  app: FastifyInstance,
  churchId: number,
  presented: string | undefined,
  client: string,
): Promise<TTokenPair> {
  if (!presented) throw new AppError('REFRESH_TOKEN_INVALID');
  const result = await app.database.withChurch(churchId, (tx) => rotate(app, tx, churchId, presented, client));
  if ('ended' in result) {
    await sessionChanged(app, result.ended.contaId);
    app.log.warn({ churchId, contaId: result.ended.contaId }, 'refresh token reuse or inactive account: session family revoked');
  }
  if (!('pair' in result)) throw new AppError('REFRESH_TOKEN_INVALID');
  const { account, familia, refreshToken } = result.pair;
  return pairOf(app, churchId, account, familia, refreshToken);
}

/** Logout: revokes the family of the presented token (no error when unknown: logout is idempotent). */
export async function endSession(app: FastifyInstance, churchId: number, presented: string | undefined): Promise<void> {
  if (!presented) return;
  const family = await app.database.withChurch(churchId, async (tx) => {
    const found = await findRefreshTokenFamily(tx, churchId, hashSecret(presented));
    if (found) await revokeFamily(tx, churchId, found.familia);
    return found;
  });
  // After the commit: this copy refuses the family's access tokens at once, the others when the message arrives.
  if (family) await sessionChanged(app, family.contaId);
}
