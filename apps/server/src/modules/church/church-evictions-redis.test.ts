import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { createChurch, type TestChurch } from '../../test/fixtures.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { churchChanged } from './bootstrap.service.ts';

const redisUrl = process.env.REDIS_URL;
/** Far within the host cache's 30 s life: a change seen in time came through Redis, not through the TTL. */
const THROUGH_REDIS = { timeout: 2_000, interval: 20 };

/**
 * A church's settings changed on copy A (churchChanged): copy B drops its host lookups of the church even when it
 * never built a bootstrap (it had only resolved hosts for API calls), because it listens from the start.
 */
describe.skipIf(!redisUrl)('church changes across two server copies through Redis', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const apps: App[] = [];
  let church: TestChurch;
  const prefix = `church-${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp({ config: testConfig({ redisUrl, rateLimitKeyPrefix: prefix }), database });
      await app.ready();
      apps.push(app);
    }
    church = await createChurch(apps[0]!, 'evictions-redis');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.dispose();
  });

  it('copy B forgets its host lookups at once, though it never built a bootstrap', async () => {
    const b = apps[1]!;
    expect((await b.resolveChurch(church.host))?.slug).toBe('evictions-redis');
    expect(b.tenantCache.size).toBe(1);
    await churchChanged(apps[0]!, church.id);
    await vi.waitFor(() => expect(b.tenantCache.size).toBe(0), THROUGH_REDIS);
  });
});
