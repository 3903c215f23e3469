import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { churchAudience } from '../../lib/access-token.ts';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { conta, refreshToken } from './accounts.schema.ts';
import { freshIp, post } from './accounts.test-helpers.ts';
import { hashSecret } from './secret-token.ts';

const LOGIN = '/api/v1/security/login_check';
const REFRESH = '/api/v1/security/token/refresh';

describe('login and sessions', () => {
  let t: TestApp;
  let church: TestChurch;
  let other: TestChurch;

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'videira');
    other = await createChurch(t.app, 'grace');
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, options: { ip?: string; lang?: string; host?: string } = {}) =>
    post(t.app, LOGIN, {
      headers: { host: options.host ?? church.host, 'accept-language': options.lang ?? 'pt-BR' },
      payload: { username, password },
      ip: options.ip,
    });
  const refresh = (payload: unknown, headers: Record<string, string> = {}) =>
    post(t.app, REFRESH, { headers: { host: church.host, ...headers }, payload });
  /** A spent token presented moments later is a concurrent refresh (refresh-rotation.test.ts); a replay comes later. */
  const spentLongAgo = (token: string) =>
    t.app.database.db
      .update(refreshToken)
      .set({ usadoEm: new Date(Date.now() - 60_000) })
      .where(eq(refreshToken.tokenHash, hashSecret(token)));

  it('logs in: token pair, and the refresh cookie with HttpOnly, SameSite=Strict, its path and max age', async () => {
    const member = await createMember(t.app, church);
    const res = await login(member.email.toUpperCase(), member.password);
    expect(res.statusCode).toBe(200);
    const { token, refreshToken: rt } = res.json();
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`congrega_refresh=${rt}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/v1/security/token');
    expect(cookie).toContain(`Max-Age=${30 * 24 * 3600}`);
    expect(cookie).not.toContain('Secure');
    const me = await t.app.inject({ url: '/api/v1/me', headers: { host: church.host, authorization: `Bearer ${token}` } });
    expect(me.json()).toEqual({ id: member.contaId, email: member.email, flagAtivo: true });
  });

  it('unknown e-mail and wrong password get the same 401 in every language', async () => {
    const member = await createMember(t.app, church);
    const texts = {
      'pt-BR': 'Nome de usuário ou senha inválidos.',
      en: 'Username or password is invalid.',
      es: 'Nombre de usuario o contraseña inválidos.',
    };
    for (const [lang, message] of Object.entries(texts)) {
      const unknown = await login('nobody@test.local', 'Whatever@1', { lang });
      const wrong = await login(member.email, 'Whatever@1', { lang });
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.json()).toEqual({ code: 'INVALID_CREDENTIALS', message });
      expect(wrong.json()).toEqual(unknown.json());
    }
  });

  it('inactive account: 403 ACCOUNT_INACTIVE with the right password only', async () => {
    const member = await createMember(t.app, church, { active: false });
    const right = await login(member.email, member.password, { lang: 'en' });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      code: 'ACCOUNT_INACTIVE',
      message: 'Your account is not active yet. We sent you an activation e-mail.',
    });
    expect((await login(member.email, 'Wrong@123')).statusCode).toBe(401);
  });

  it('logs in at a church where the account has no client account yet', async () => {
    const elsewhere = await createMember(t.app, other);
    const res = await login(elsewhere.email, elsewhere.password);
    expect(res.statusCode).toBe(200);
    const usuarios = await t.app.inject({
      url: `/api/v1/user/${elsewhere.contaId}/usuario?cliente=${church.id}`,
      headers: { host: church.host, authorization: `Bearer ${res.json().token}` },
    });
    expect(usuarios.json()).toEqual({ usuarios: [] });
  });

  it('blocks an e-mail at the IP of 5 failures (429 + Retry-After, even with the right password), not elsewhere', async () => {
    const victim = await createMember(t.app, church);
    const bystander = await createMember(t.app, church);
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) expect((await login(victim.email, `Wrong@${i}00`, { ip: attacker })).statusCode).toBe(401);
    const blocked = await login(victim.email, victim.password, { lang: 'en', ip: attacker });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_REQUESTS');
    expect(blocked.json().message).toMatch(/^Too many attempts\. Wait \d+ seconds/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(bystander.email, bystander.password, { ip: attacker })).statusCode).toBe(200);
    // The owner, from their own address, still gets in: strangers cannot lock a member out.
    expect((await login(victim.email, victim.password)).statusCode).toBe(200);
  });

  it('failures of one e-mail from many addresses below its budget (login-guessing.test.ts) do not block the owner', async () => {
    const victim = await createMember(t.app, church);
    for (let i = 0; i < 8; i++) expect((await login(victim.email, `Wrong@${i}00`)).statusCode).toBe(401);
    expect(await t.app.inject({ url: '/healthz' }).then((r) => r.statusCode)).toBe(200);
    expect((await login(victim.email, victim.password)).statusCode).toBe(200);
  });

  it('a successful login gives its own attempt back to the e-mail budget', async () => {
    const member = await createMember(t.app, church);
    for (let i = 0; i < 4; i++) await login(member.email, 'Wrong@1234');
    expect((await login(member.email, member.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(member.email, 'Wrong@1234')).statusCode).toBe(401);
  });

  it('blocks an IP after 20 failed logins, whatever the e-mails', async () => {
    const ip = freshIp();
    const member = await createMember(t.app, church);
    for (let i = 0; i < 20; i++) expect((await login(`probe${i}@test.local`, 'Wrong@1234', { ip })).statusCode).toBe(401);
    const res = await login(member.email, member.password, { ip });
    expect(res.statusCode).toBe(429);
    expect((await login(member.email, member.password)).statusCode).toBe(200);
  });

  it('ends the access token of a session at once on logout and when its family is revoked', async () => {
    const member = await createMember(t.app, church);
    const me = (token: string) => t.app.inject({ url: '/api/v1/me', headers: { host: church.host, authorization: `Bearer ${token}` } });
    const kept = (await login(member.email, member.password)).json();
    const ended = (await login(member.email, member.password)).json();
    expect((await me(ended.token)).statusCode).toBe(200);
    await post(t.app, '/api/v1/security/logout', { headers: { host: church.host }, payload: { refreshToken: ended.refreshToken } });
    expect((await me(ended.token)).statusCode).toBe(401);
    // Another session of the same account is untouched.
    expect((await me(kept.token)).statusCode).toBe(200);

    const stolen = (await login(member.email, member.password)).json();
    const rotated = (await refresh({ refreshToken: stolen.refreshToken })).json();
    expect((await me(rotated.token)).statusCode).toBe(200);
    await spentLongAgo(stolen.refreshToken);
    expect((await refresh({ refreshToken: stolen.refreshToken })).statusCode).toBe(401);
    expect((await me(rotated.token)).statusCode).toBe(401);
    expect((await me(stolen.token)).statusCode).toBe(401);
    expect((await me(kept.token)).statusCode).toBe(200);
  });

  it('rotates refresh tokens (body or cookie); a spent token presented again revokes the whole family', async () => {
    const member = await createMember(t.app, church);
    const first = (await login(member.email, member.password)).json();
    const second = await refresh({ refreshToken: first.refreshToken });
    expect(second.statusCode).toBe(200);
    expect(second.json().refreshToken).not.toBe(first.refreshToken);
    const third = await refresh(undefined, { cookie: `congrega_refresh=${second.json().refreshToken}` });
    expect(third.statusCode).toBe(200);
    expect(String(third.headers['set-cookie'])).toContain(`congrega_refresh=${third.json().refreshToken}`);

    await spentLongAgo(first.refreshToken);
    const replay = await refresh({ refreshToken: first.refreshToken }, { 'accept-language': 'en' });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ code: 'REFRESH_TOKEN_INVALID', message: 'Your session is no longer valid. Please log in again.' });
    expect((await refresh({ refreshToken: third.json().refreshToken })).statusCode).toBe(401);
  });

  it('refuses expired, unknown, missing and other-church refresh tokens', async () => {
    const member = await createMember(t.app, church);
    const pair = (await login(member.email, member.password)).json();
    await t.app.database.db
      .update(refreshToken)
      .set({ expiraEm: new Date(Date.now() - 1000) })
      .where(eq(refreshToken.tokenHash, hashSecret(pair.refreshToken)));
    expect((await refresh({ refreshToken: pair.refreshToken })).statusCode).toBe(401);
    expect((await refresh({ refreshToken: 'not-a-real-token' })).statusCode).toBe(401);
    expect((await refresh({})).statusCode).toBe(401);

    const fresh = (await login(member.email, member.password)).json();
    const elsewhere = await post(t.app, REFRESH, { headers: { host: other.host }, payload: { refreshToken: fresh.refreshToken } });
    expect(elsewhere.statusCode).toBe(401);
    // The failed attempt elsewhere did not spend or revoke it at its own church.
    expect((await refresh({ refreshToken: fresh.refreshToken })).statusCode).toBe(200);
  });

  it('expired access token: 401 TOKEN_EXPIRED', async () => {
    const member = await createMember(t.app, church);
    const key = new TextEncoder().encode(t.app.config.jwtSecret);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ sv: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(member.contaId))
      .setIssuer('congrega')
      .setAudience(churchAudience(church.id))
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 60)
      .sign(key);
    const res = await t.app.inject({
      url: '/api/v1/me',
      headers: { host: church.host, authorization: `Bearer ${expired}`, 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'TOKEN_EXPIRED', message: 'Tu sesión expiró. Inicia sesión nuevamente.' });
  });

  it("a token of church A is refused on church B's host", async () => {
    const member = await createMember(t.app, church);
    const res = await t.app.inject({ url: '/api/v1/me', headers: { host: other.host, authorization: `Bearer ${member.token}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
    const garbage = await t.app.inject({ url: '/api/v1/me', headers: { host: church.host, authorization: 'Bearer abc.def.ghi' } });
    expect(garbage.statusCode).toBe(401);
  });

  it('a deactivated account: its tokens stop working and it can no longer log in', async () => {
    const member = await createMember(t.app, church);
    const pair = (await login(member.email, member.password)).json();
    await t.app.database.db.update(conta).set({ desativadoEm: new Date() }).where(eq(conta.id, member.contaId));
    const me = await t.app.inject({ url: '/api/v1/me', headers: { host: church.host, authorization: `Bearer ${pair.token}` } });
    expect(me.statusCode).toBe(401);
    expect((await refresh({ refreshToken: pair.refreshToken })).statusCode).toBe(401);
    const again = await login(member.email, member.password);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('logout revokes the session family and clears the cookie', async () => {
    const member = await createMember(t.app, church);
    const pair = (await login(member.email, member.password)).json();
    const rotated = (await refresh({ refreshToken: pair.refreshToken })).json();
    const res = await post(t.app, '/api/v1/security/logout', {
      headers: { host: church.host },
      payload: { refreshToken: rotated.refreshToken },
    });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/congrega_refresh=;.*Path=\/api\/v1\/security\/token/);
    expect((await refresh({ refreshToken: rotated.refreshToken })).statusCode).toBe(401);

    const viaCookie = (await login(member.email, member.password)).json();
    const cookieLogout = await post(t.app, '/api/v1/security/token/logout', {
      headers: { host: church.host, cookie: `congrega_refresh=${viaCookie.refreshToken}` },
    });
    expect(cookieLogout.statusCode).toBe(204);
    expect((await refresh({ refreshToken: viaCookie.refreshToken })).statusCode).toBe(401);
    expect((await post(t.app, '/api/v1/security/logout', { headers: { host: church.host } })).statusCode).toBe(204);
  });

  it('refuses malformed login payloads with field messages', async () => {
    const res = await post(t.app, LOGIN, {
      headers: { host: church.host, 'accept-language': 'en' },
      payload: { username: 'x', password: '', extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ username: 'Enter a valid e-mail address.', password: 'This field is required.' });
  });
});
