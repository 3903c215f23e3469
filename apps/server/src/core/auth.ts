import type { FastifyInstance } from 'fastify';

/**
 * The caller as every module's use cases take it: plugins/auth.ts resolves it from the bearer token (one statement,
 * core/session.repository.ts) and sets `req.auth`; sockets get it from `app.sessionFromToken`.
 */
export interface AuthContext {
  contaId: number;
  churchId: number;
  /**
   * The caller's active client account (`usuario`) at the host church, null when it has none: read in the same
   * statement as the session check, so a use case never looks it up again (core/member.ts requireMember).
   */
  usuarioId: number | null;
}

/** The eviction topic of the session check's cache (plugins/auth.ts keeps the cache, SESSION_CACHE_MS). */
export const SESSION_TOPIC = 'session';

/**
 * Something the session check reads changed for the account (call after the commit): its cached answers go on this
 * copy at once and on the others through Redis (SESSION_CACHE_MS).
 */
export function sessionChanged(app: FastifyInstance, contaId: number): Promise<void> {
  return app.cacheEvictions.evict(SESSION_TOPIC, `${contaId}:`);
}
