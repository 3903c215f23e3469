import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { startFakeDns, type FakeDns } from '../../test/fake-dns.ts';
import { createChurch, createMember } from '../../test/fixtures.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { staffLogin, type StaffSession } from './admin.test-helpers.ts';

const redisUrl = process.env.REDIS_URL;
/** Far within the host cache's 30 s life: a change seen in time came through Redis, not through the TTL. */
const THROUGH_REDIS = { timeout: 2_000, interval: 20 };

/**
 * Two server copies on one database and one Redis (like plugins/session-cache-redis.test.ts; .ci/run sets REDIS_URL):
 * a custom domain verified or removed through copy A answers, or stops answering, on copy B, which had the host cached.
 */
describe.skipIf(!redisUrl)('custom domains across two server copies through Redis', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const apps: App[] = [];
  let admin: StaffSession;
  let dns: FakeDns;
  const prefix = `domains-${randomBytes(6).toString('hex')}`;
  const [a, b] = [() => apps[0]!, () => apps[1]!];
  const host = 'igreja-redis.example.org';
  const onB = async () => {
    const res = await b().inject({ method: 'GET', url: '/bff/bootstrap', headers: { host } });
    return res.statusCode === 200 ? (res.json().igreja.slug as string) : (res.json().code as string);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    dns = await startFakeDns();
    for (let i = 0; i < 2; i += 1) {
      const config = testConfig({ redisUrl, rateLimitKeyPrefix: prefix, dns: { servers: [dns.server], timeoutMs: 500 } });
      const app = await buildApp({ config, database });
      await app.ready();
      apps.push(app);
    }
    const church = await createChurch(a(), 'domains-redis');
    admin = await staffLogin(a(), await createMember(a(), church, { roles: ['ROLE_ADMIN'] }), { totp: true });
    for (const app of apps) app.tenantCache.clear();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.dispose();
    await dns.close();
  });

  it('a domain verified on copy A answers on copy B at once, and stops there once removed', async () => {
    expect(await onB()).toBe('CHURCH_NOT_FOUND'); // B caches the host as "no church"
    const url = '/api/v1/admin/domains-redis/settings/domains';
    const added = await a().inject({ method: 'POST', url, headers: admin.headers, payload: { hostname: host } });
    expect(added.statusCode).toBe(201);
    dns.records.set(added.json().verificacao.nome, [added.json().verificacao.valor]);
    const verified = await a().inject({ method: 'POST', url: `${url}/${host}/verify`, headers: admin.headers });
    expect(verified.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await onB()).toBe('domains-redis'), THROUGH_REDIS);
    const removed = await a().inject({ method: 'DELETE', url: `${url}/${host}`, headers: admin.headers });
    expect(removed.statusCode).toBe(204);
    await vi.waitFor(async () => expect(await onB()).toBe('CHURCH_NOT_FOUND'), THROUGH_REDIS);
  });
});
