import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { testConfig } from '../config.ts';
import { post } from '../modules/accounts/accounts.test-helpers.ts';
import { createPrayer, createPrayerWorld, type PrayerWorld } from '../modules/prayer/prayer.fixtures.ts';
import { createChurch, createMember, type TestChurch } from '../test/fixtures.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { SESSION_CACHE_MS } from './auth.ts';

const redisUrl = process.env.REDIS_URL;
/** Well within the caches' 5 s life: a change seen in time came through Redis, not through the TTL. */
const THROUGH_REDIS = { timeout: SESSION_CACHE_MS / 2, interval: 20 };

/**
 * Two server copies on one database and one Redis (like band-redis.test.ts; .ci/run sets REDIS_URL): a write on
 * copy A evicts what copy B holds in memory about that member as soon as the pub/sub message arrives.
 */
describe.skipIf(!redisUrl)('per-member caches across two server copies through Redis', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const apps: App[] = [];
  let church: TestChurch;
  let w: PrayerWorld;
  const prefix = `evict-${randomBytes(6).toString('hex')}`;
  const [a, b] = [() => apps[0]!, () => apps[1]!];

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp({ config: testConfig({ redisUrl, rateLimitKeyPrefix: prefix }), database });
      await app.ready();
      apps.push(app);
    }
    church = await createChurch(a(), 'evict-redis');
    w = await createPrayerWorld(a(), 'evict-redis-wall');
    for (const app of apps) app.tenantCache.clear();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.dispose();
  });

  it('logout on copy A: copy B, which had the session in memory, refuses the token', async () => {
    const member = await createMember(a(), church);
    const login = await post(a(), '/api/v1/security/login_check', {
      headers: { host: church.host },
      payload: { username: member.email, password: member.password },
    });
    const { token, refreshToken } = login.json();
    const meOnB = () => b().inject({ url: '/api/v1/me', headers: { host: church.host, authorization: `Bearer ${token}` } });
    expect((await meOnB()).statusCode).toBe(200);
    const before = b().database.stats.statements;
    expect((await meOnB()).statusCode).toBe(200);
    expect(b().database.stats.statements - before).toBeLessThan(2); // the session check came from B's memory
    const out = await post(a(), '/api/v1/security/logout', { headers: { host: church.host }, payload: { refreshToken } });
    expect(out.statusCode).toBe(204);
    await vi.waitFor(async () => expect((await meOnB()).statusCode).toBe(401), THROUGH_REDIS);
  });

  it("praying on copy A: the member's mark shows on A at once and on B as soon as the message arrives", async () => {
    const idOracao = await createPrayer(a(), w.author);
    const marked = async (app: App) =>
      (await app.inject({ url: `/api/v1/oracao/${w.church.slug}`, headers: w.other.headers })).json().oracoes[0].orouHoje as boolean;
    for (const app of apps) {
      expect(await marked(app)).toBe(false);
      expect(await marked(app)).toBe(false); // now from that copy's memory
    }
    const prayed = await a().inject({ method: 'POST', url: '/api/v1/oracao/orar/', headers: w.other.headers, payload: { idOracao } });
    expect(prayed.statusCode).toBe(200);
    expect(await marked(a())).toBe(true);
    await vi.waitFor(async () => expect(await marked(b())).toBe(true), THROUGH_REDIS);
  });

  it("a note written on copy A shows in the member's list on copy B", async () => {
    const member = await createMember(a(), church);
    const list = async () =>
      (await b().inject({ url: `/api/v1/user/nota-sermao?igreja=${church.id}`, headers: member.headers })).json().notas.length as number;
    expect(await list()).toBe(0);
    expect(await list()).toBe(0);
    const created = await a().inject({
      method: 'POST',
      url: `/api/v1/nota-sermao/?igreja=${church.id}`,
      headers: member.headers,
      payload: { titulo: 'across', texto: 'copies' },
    });
    expect(created.statusCode).toBe(201);
    await vi.waitFor(async () => expect(await list()).toBe(1), THROUGH_REDIS);
  });
});
