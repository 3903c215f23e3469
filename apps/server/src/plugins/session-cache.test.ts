// @module-tag engine: its statement counts differ by engine, so CI runs it on PGlite as well as PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshToken } from '../modules/accounts/accounts.schema.ts';
import { freshIp, post, registrationBody } from '../modules/accounts/accounts.test-helpers.ts';
import { hashSecret } from '../modules/accounts/secret-token.ts';
import { createPrayer, createPrayerWorld } from '../modules/prayer/prayer.fixtures.ts';
import { createChurch, createMember, type TestChurch, type TestMember } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The per-copy caches of per-user state (session liveness in auth.ts, a member's "prayed today" marks, a member's
 * notes list) are evicted on this copy by every write they depend on, so each change shows on the very next call
 * although the call before it was answered from memory. Two copies through Redis: session-cache-redis.test.ts.
 */
describe('per-member caches are evicted at once on the same copy', () => {
  let t: TestApp;
  let church: TestChurch;

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'cache-evict');
  });
  afterAll(() => t.close());

  const login = async (member: TestMember, host = church.host) => {
    const res = await post(t.app, '/api/v1/security/login_check', {
      headers: { host },
      payload: { username: member.email, password: member.password },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { token: string; refreshToken: string };
  };
  const me = (token: string, host = church.host) =>
    t.app.inject({ url: '/api/v1/me', headers: { host, authorization: `Bearer ${token}` } });
  /** Twice: the second answer comes from the session cache. */
  const warm = async (token: string) => {
    expect((await me(token)).statusCode).toBe(200);
    const before = t.app.database.stats.statements;
    expect((await me(token)).statusCode).toBe(200);
    return t.app.database.stats.statements - before;
  };

  it('a session answered from memory ends at once on logout', async () => {
    const pair = await login(await createMember(t.app, church));
    const statementsWarm = await warm(pair.token);
    const cold = t.app.database.stats.statements;
    await me((await login(await createMember(t.app, church))).token);
    // The warm call skipped the session statement the cold one sent.
    expect(statementsWarm).toBeLessThan(t.app.database.stats.statements - cold);
    const out = await post(t.app, '/api/v1/security/logout', {
      headers: { host: church.host },
      payload: { refreshToken: pair.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    expect((await me(pair.token)).statusCode).toBe(401);
  });

  it('a password change ends the other cached sessions at once', async () => {
    const member = await createMember(t.app, church);
    const other = await login(member);
    await warm(other.token);
    const current = await login(member);
    const changed = await post(t.app, '/api/v1/user/alterar-senha', {
      headers: { host: church.host, authorization: `Bearer ${current.token}` },
      payload: { senhaAtual: member.password, novaSenha: 'Nova@Senha1', confirmarSenha: 'Nova@Senha1' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(other.token)).statusCode).toBe(401);
    expect((await me(changed.json().token)).statusCode).toBe(200);
  });

  it('a refresh token replayed (reuse detection) ends its cached session at once', async () => {
    const pair = await login(await createMember(t.app, church));
    const refresh = (refreshTokenValue: string) =>
      post(t.app, '/api/v1/security/token/refresh', { headers: { host: church.host }, payload: { refreshToken: refreshTokenValue } });
    const rotated = (await refresh(pair.refreshToken)).json();
    await warm(rotated.token);
    await t.app.database.db
      .update(refreshToken)
      .set({ usadoEm: new Date(Date.now() - 120_000) })
      .where(eq(refreshToken.tokenHash, hashSecret(pair.refreshToken)));
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
    expect((await me(rotated.token)).statusCode).toBe(401);
  });

  it('account deletion ends the cached session at once', async () => {
    const member = await createMember(t.app, church);
    const pair = await login(member);
    await warm(pair.token);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/${member.contaId}/pedido-exclusao?igreja=${church.id}`,
      headers: { host: church.host, authorization: `Bearer ${pair.token}` },
      payload: { senha: member.password },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(pair.token)).statusCode).toBe(401);
  });

  it('an account that joins a church is a member there on its very next call', async () => {
    const joining = await createChurch(t.app, 'cache-join');
    const elsewhere = await createMember(t.app, church);
    const { token } = await login(elsewhere, joining.host);
    const headers = { host: joining.host, authorization: `Bearer ${token}` };
    const notes = () => t.app.inject({ url: `/api/v1/user/nota-sermao?igreja=${joining.id}`, headers });
    // Twice: "no client account here" is now the cached answer of the session check.
    expect((await notes()).statusCode).toBe(403);
    expect((await notes()).statusCode).toBe(403);
    const { email: _email, senha: _senha, confirmarSenha: _confirm, ...profile } = registrationBody();
    const joined = await post(t.app, `/api/v1/igreja/${joining.id}/usuario/`, { headers, payload: profile, ip: freshIp() });
    expect(joined.statusCode).toBe(201);
    expect((await notes()).statusCode).toBe(200);
  });

  it("the member's prayed mark shows at once after praying, though the wall was just answered from memory", async () => {
    const w = await createPrayerWorld(t.app, 'cache-pray');
    const idOracao = await createPrayer(t.app, w.author);
    const wall = async () =>
      (await t.app.inject({ url: `/api/v1/oracao/${w.church.slug}`, headers: w.other.headers })).json().oracoes[0].orouHoje as boolean;
    expect(await wall()).toBe(false);
    const before = t.app.database.stats.statements;
    expect(await wall()).toBe(false);
    expect(t.app.database.stats.statements - before).toBe(0);
    const prayed = await t.app.inject({ method: 'POST', url: '/api/v1/oracao/orar/', headers: w.other.headers, payload: { idOracao } });
    expect(prayed.statusCode).toBe(200);
    expect(await wall()).toBe(true);
  });
});
