import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AccessTokens } from '../lib/access-token.ts';
import { AppError } from '../lib/app-error.ts';
import { TtlCache } from '../lib/ttl-cache.ts';
import { SESSION_TOPIC, type AuthContext } from '../core/auth.ts';
import { findLiveSession } from '../core/session.repository.ts';

/**
 * How long this copy may answer "the session still stands" (and the caller's client account at the church) from
 * memory. Only a backstop: every write that ends a session or changes the client account (logout, a revoked
 * refresh family, password change or reset, account deletion, a client account created at a church) calls
 * `sessionChanged` after its commit, which drops the account's entries on this copy at once and on the other
 * copies as soon as the Redis message arrives (plugins/realtime.ts); only with Redis down does another copy keep
 * accepting an ended session, for at most this long. A refused session is never remembered.
 */
export const SESSION_CACHE_MS = 5_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` (required) or `app.optionalAuth`; null for visitors. */
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** preHandler: 401 UNAUTHENTICATED / TOKEN_EXPIRED unless a valid bearer token for this church. */
    authenticate(req: FastifyRequest): Promise<void>;
    /** preHandler: reads the bearer token when present (visitors pass with auth = null). */
    optionalAuth(req: FastifyRequest): Promise<void>;
    /**
     * The live session behind an access token of the church (what both hooks run, and what sockets call, where no
     * HTTP hook runs): 401 TOKEN_EXPIRED / UNAUTHENTICATED otherwise.
     */
    sessionFromToken(token: string, churchId: number): Promise<AuthContext>;
  }
}

function bearer(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export default fp(async function authPlugin(app: FastifyInstance) {
  const secret = app.config.jwtSecret ?? randomBytes(48).toString('base64url');
  if (!app.config.jwtSecret && app.config.env !== 'test') {
    app.log.warn('JWT_SECRET is not set: using a random per-process secret (sessions end on restart; set it in production)');
  }
  app.decorate('accessTokens', new AccessTokens(secret, app.config.accessTokenTtlSeconds));
  app.decorateRequest('auth', null);
  // Keyed by account first (evicted by that prefix), then everything the statement is asked: another session,
  // session version or church never hits an entry.
  const sessions = new TtlCache<{ usuarioId: number | null } | undefined>({ ttlMs: SESSION_CACHE_MS, maxEntries: 20_000 });
  app.cacheEvictions.on(SESSION_TOPIC, (prefix) => sessions.deletePrefix(prefix));

  async function resolve(token: string, churchId: number): Promise<AuthContext> {
    const result = await app.accessTokens.verify(token, churchId);
    if (!result.ok) throw new AppError(result.expired ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED');
    // A deactivated/deleted account, a changed password or an ended session (logout, revoked family) ends the
    // token at once: checked on each call in one indexed statement instead of waiting for the token to expire;
    // the same statement finds the caller's client account at this church. A live answer is kept for a few
    // seconds (SESSION_CACHE_MS, evicted on every change), a refusal never.
    const { contaId, sessionId, sessionVersion } = result.claims;
    const session = await sessions.load(
      `${contaId}:${sessionId}:${sessionVersion}:${churchId}`,
      () => findLiveSession(app.database, result.claims),
      (live) => live !== undefined,
    );
    if (!session) throw new AppError('UNAUTHENTICATED');
    return { contaId: result.claims.contaId, churchId, usuarioId: session.usuarioId };
  }

  app.decorate('sessionFromToken', resolve);

  app.decorate('authenticate', async (req: FastifyRequest) => {
    const token = bearer(req);
    if (!token) throw new AppError('UNAUTHENTICATED');
    req.auth = await resolve(token, req.church.id);
  });

  app.decorate('optionalAuth', async (req: FastifyRequest) => {
    const token = bearer(req);
    req.auth = token ? await resolve(token, req.church.id) : null;
  });
});
