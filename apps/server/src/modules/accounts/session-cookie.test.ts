import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clearRefreshCookie, presentedRefreshToken, setRefreshCookie } from './session-cookie.ts';

/** The cookie rules without a database: a bare Fastify behind a proxy that may terminate TLS. */
async function cookieApp() {
  const app = Fastify({ trustProxy: true });
  await app.register(cookie);
  app.post('/set', async (req, reply) => {
    setRefreshCookie(req, reply, 'tok123', 3600);
    return { ok: true };
  });
  app.post('/clear', async (req, reply) => {
    clearRefreshCookie(req, reply);
    return { seen: presentedRefreshToken(req, undefined) ?? null };
  });
  return app;
}

describe('refresh cookie', () => {
  it('is Secure when the request came over https, not over plain http', async () => {
    const app = await cookieApp();
    const https = await app.inject({ method: 'POST', url: '/set', headers: { 'x-forwarded-proto': 'https' } });
    expect(String(https.headers['set-cookie'])).toBe(
      'congrega_refresh=tok123; Max-Age=3600; Path=/api/v1/security/token; HttpOnly; Secure; SameSite=Strict',
    );
    const http = await app.inject({ method: 'POST', url: '/set' });
    expect(String(http.headers['set-cookie'])).not.toContain('Secure');
    await app.close();
  });

  it('is read back from the request and cleared on the same path', async () => {
    const app = await cookieApp();
    const res = await app.inject({ method: 'POST', url: '/clear', headers: { cookie: 'congrega_refresh=abc' } });
    expect(res.json()).toEqual({ seen: 'abc' });
    expect(String(res.headers['set-cookie'])).toMatch(/^congrega_refresh=; Max-Age=0;.*Path=\/api\/v1\/security\/token/);
    await app.close();
  });
});
