import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { refreshToken } from './accounts.schema.ts';
import { freshIp, post } from './accounts.test-helpers.ts';
import { hashSecret } from './secret-token.ts';
import { REFRESH_REUSE_GRACE_SECONDS } from './session.service.ts';

/**
 * The browser holds one refresh cookie for every tab and page load of a church. Two tabs refreshing at the same
 * moment, or a reload that cut off the answer of a refresh the server had already done, present the same token
 * twice: the member must stay logged in, with the pair already issued (one chain, never a second live token). A
 * token replayed after that short window, or by another client within it, revokes the family.
 */
describe('refresh-token rotation under concurrent use', () => {
  let t: TestApp;
  let church: TestChurch;

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'videira');
  });
  afterAll(() => t.close());

  const login = async () => {
    const member = await createMember(t.app, church);
    const res = await post(t.app, '/api/v1/security/login_check', {
      headers: { host: church.host },
      payload: { username: member.email, password: member.password },
      ip: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { token: string; refreshToken: string };
  };
  const refresh = (token: string, userAgent = 'Firefox/140') =>
    post(t.app, '/api/v1/security/token/refresh', {
      headers: { host: church.host, cookie: `congrega_refresh=${token}`, 'user-agent': userAgent },
    });
  /** The family's tokens that can still be spent: one chain never has more than one. */
  const liveTokens = async (familyOf: string) => {
    const [token] = await t.app.database.db
      .select({ familia: refreshToken.familia })
      .from(refreshToken)
      .where(eq(refreshToken.tokenHash, hashSecret(familyOf)));
    const rows = await t.app.database.db.select().from(refreshToken).where(eq(refreshToken.familia, token!.familia));
    return rows.filter((r) => !r.usadoEm && !r.revogadoEm).length;
  };
  const me = (token: string) => t.app.inject({ url: '/api/v1/me', headers: { host: church.host, authorization: `Bearer ${token}` } });

  it('two refreshes with the same cookie at once both get a session, and nothing of it is revoked', async () => {
    const pair = await login();
    const [a, b] = await Promise.all([refresh(pair.refreshToken), refresh(pair.refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    // Both get the pair already issued: one live chain, not a second session.
    expect(a.json().refreshToken).toBe(b.json().refreshToken);
    expect(await liveTokens(pair.refreshToken)).toBe(1);
    for (const res of [a, b]) {
      expect(String(res.headers['set-cookie'])).toContain(`congrega_refresh=${res.json().refreshToken}`);
      expect((await me(res.json().token)).statusCode).toBe(200);
    }
    expect((await me(pair.token)).statusCode).toBe(200);
    // Whichever cookie the browser kept last carries on.
    expect((await refresh(a.json().refreshToken)).statusCode).toBe(200);
    expect((await refresh(b.json().refreshToken)).statusCode).toBe(200);
  });

  it('a refresh whose answer was lost (a reload) can be repeated with the old cookie moments later', async () => {
    const pair = await login();
    expect((await refresh(pair.refreshToken)).statusCode).toBe(200); // the answer never reached the browser
    const again = await refresh(pair.refreshToken);
    expect(again.statusCode).toBe(200);
    expect((await me(again.json().token)).statusCode).toBe(200);
    expect((await me(pair.token)).statusCode).toBe(200);
  });

  it('a token presented again within the grace gets the refresh token already issued, never a second live one', async () => {
    const pair = await login();
    const first = (await refresh(pair.refreshToken)).json();
    const again = (await refresh(pair.refreshToken)).json();
    expect(again.refreshToken).toBe(first.refreshToken);
    expect(await liveTokens(pair.refreshToken)).toBe(1);
    // The chain moves on as one: the next rotation spends the one live token.
    const next = await refresh(first.refreshToken);
    expect(next.statusCode).toBe(200);
    expect(await liveTokens(pair.refreshToken)).toBe(1);
  });

  it('a delayed request with an older cookie follows the chain to its live token (reload while another tab rotated)', async () => {
    const pair = await login();
    const first = (await refresh(pair.refreshToken)).json();
    const second = (await refresh(first.refreshToken)).json();
    const late = await refresh(pair.refreshToken);
    expect(late.statusCode).toBe(200);
    expect(late.json().refreshToken).toBe(second.refreshToken);
    expect(await liveTokens(pair.refreshToken)).toBe(1);
  });

  it('the same token presented within the grace by another client is a replay: the whole family ends', async () => {
    const pair = await login();
    const rotated = (await refresh(pair.refreshToken, 'Firefox/140')).json();
    const stolen = await refresh(pair.refreshToken, 'curl/8.5');
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json().code).toBe('REFRESH_TOKEN_INVALID');
    expect((await me(rotated.token)).statusCode).toBe(401);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
  });

  it(`a spent token presented after ${REFRESH_REUSE_GRACE_SECONDS} s is a replay: the whole family ends`, async () => {
    const pair = await login();
    const rotated = (await refresh(pair.refreshToken)).json();
    await t.app.database.db
      .update(refreshToken)
      .set({ usadoEm: new Date(Date.now() - (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000) })
      .where(eq(refreshToken.tokenHash, hashSecret(pair.refreshToken)));
    const replay = await refresh(pair.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('REFRESH_TOKEN_INVALID');
    expect((await me(rotated.token)).statusCode).toBe(401);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
  });

  it('the grace never revives a logged-out or revoked family', async () => {
    const pair = await login();
    const rotated = (await refresh(pair.refreshToken)).json();
    await post(t.app, '/api/v1/security/token/logout', {
      headers: { host: church.host, cookie: `congrega_refresh=${rotated.refreshToken}` },
    });
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
    expect((await me(pair.token)).statusCode).toBe(401);
  });
});
