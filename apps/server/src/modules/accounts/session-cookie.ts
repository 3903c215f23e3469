import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'congrega_refresh';
/** Only the token endpoints (refresh, exchange, token logout) ever receive the cookie. */
export const REFRESH_COOKIE_PATH = '/api/v1/security/token';

export function setRefreshCookie(req: FastifyRequest, reply: FastifyReply, refreshToken: string, maxAgeSeconds: number): void {
  reply.setCookie(REFRESH_COOKIE, refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    secure: req.protocol === 'https',
    maxAge: maxAgeSeconds,
  });
}

export function clearRefreshCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', path: REFRESH_COOKIE_PATH, secure: req.protocol === 'https' });
}

/** The refresh token from the body (API clients) or the cookie (browsers). */
export function presentedRefreshToken(req: FastifyRequest, bodyToken: string | undefined): string | undefined {
  return bodyToken ?? req.cookies[REFRESH_COOKIE] ?? undefined;
}
