import { randomBytes } from 'node:crypto';
import type { TLiveSchedule } from '@congrega/contract/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { EventStreamClient } from '../../test/event-stream-client.ts';
import { createChurch, createMember } from '../../test/fixtures.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { staffLogin } from '../admin/admin.test-helpers.ts';
import { createService } from './live.fixtures.ts';

const redisUrl = process.env.REDIS_URL;
const HOUR = 3_600_000;

/**
 * Two server copies on one database and one Redis (like event-live-redis.test.ts; .ci/run sets REDIS_URL): staff
 * go live on copy A, and the /live page whose stream is open on copy B switches without reload.
 */
describe.skipIf(!redisUrl)('live schedule across two server copies through Redis', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const apps: App[] = [];
  const prefix = `live-schedule-${randomBytes(6).toString('hex')}`;
  let page: EventStreamClient | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp({ config: testConfig({ redisUrl, rateLimitKeyPrefix: prefix }), database });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    page?.close();
    await database.dispose();
  });

  it('going live on copy A reaches the page open on copy B', async () => {
    const [a, b] = [apps[0]!, apps[1]!];
    const church = await createChurch(a, 'ao-vivo-redis-culto');
    const staff = await staffLogin(a, await createMember(a, church, { roles: ['ROLE_ADMIN_CONTENT'] }));
    const service = await createService(a, church, { inicio: new Date(Date.now() + 24 * HOUR), fim: new Date(Date.now() + 25 * HOUR) });
    b.tenantCache.clear();
    page = await EventStreamClient.open(b, `/api/v1/igreja/${church.slug}/culto/ao-vivo`, church.host);
    expect((await page.next<TLiveSchedule>('schedule')).aoVivo).toBeNull();
    const res = await a.inject({
      method: 'POST',
      url: `/api/v1/admin/${church.slug}/services/${service.id}/start`,
      headers: staff.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await page.next<TLiveSchedule>('schedule')).toMatchObject({ aoVivo: { id: service.id, aoVivo: true } });
  });
});
