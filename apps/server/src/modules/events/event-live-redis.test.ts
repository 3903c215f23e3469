import { randomBytes } from 'node:crypto';
import type { TEventLiveServerFrame } from '@congrega/contract/events-waitlist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { createChurch, createMember } from '../../test/fixtures.ts';
import { SocketTestClient, socketUrl } from '../../test/socket-test-client.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { buy, createEvent, holders } from './events.fixtures.ts';

const redisUrl = process.env.REDIS_URL;

class LiveClient extends SocketTestClient<TEventLiveServerFrame> {}

/**
 * Two server copies on one database and one Redis (like band-redis.test.ts; .ci/run sets REDIS_URL): a page
 * watching an event on copy B hears of a purchase made on copy A.
 */
describe.skipIf(!redisUrl)('live availability across two server copies through Redis', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const apps: App[] = [];
  const prefix = `live-${randomBytes(6).toString('hex')}`;
  let page: LiveClient | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp({ config: testConfig({ redisUrl, rateLimitKeyPrefix: prefix }), database });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    page?.close();
    for (const app of apps) await app.close();
    await database.dispose();
  });

  it('a purchase on copy A reaches the page watching on copy B', async () => {
    const [a, b] = [apps[0]!, apps[1]!];
    const church = await createChurch(a, 'ao-vivo-redis');
    const member = await createMember(a, church);
    const event = await createEvent(a, church, { tickets: [{ valor: 0, quantidade: 4 }] });
    b.tenantCache.clear();
    page = await LiveClient.open(await socketUrl(b, '/events/live'), church.host);
    page.send({ type: 'watch', eventId: event.id });
    await page.next('watching');
    const res = await buy(a, church, event, member, {
      ingressos: [{ id: event.tickets[0]!.id, quantidade: 3, titulares: holders(3) }],
      valorTotal: 0,
    });
    expect(res.statusCode).toBe(201);
    expect(await page.next('availability')).toMatchObject({
      eventId: event.id,
      ingressos: [{ id: event.tickets[0]!.id, esgotado: false, restantes: 1 }],
    });
  });
});
