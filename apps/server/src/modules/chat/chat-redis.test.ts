import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createService } from '../live/live.fixtures.ts';
import { ChatTestClient, chatUrl } from './chat.test-helpers.ts';

const redisUrl = process.env.REDIS_URL;

/**
 * Scale-out (Redis only, like the PostgreSQL-only *.pg.test.ts files are gated on DATABASE_URL; .ci/run sets
 * REDIS_URL): two server copies on one database and one Redis share the rooms. A message sent on copy A reaches a
 * client on copy B; moderation, slow mode, the moment's count and presence cross too.
 */
describe.skipIf(!redisUrl)('chat across two server copies through Redis', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const apps: App[] = [];
  const urls: string[] = [];
  const clients: ChatTestClient[] = [];
  let church: TestChurch;
  let admin: TestMember;
  let channel: number;
  const join = async (copy: number, who: Record<string, unknown>) => {
    const client = await ChatTestClient.open(urls[copy]!, church.host);
    clients.push(client);
    const joined = await client.join({ channel, ...who });
    return { client, user: joined.user };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const prefix = `chat-test-${randomBytes(6).toString('hex')}`;
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp({ config: testConfig({ redisUrl, rateLimitKeyPrefix: prefix }), database });
      await app.ready();
      apps.push(app);
      urls.push(await chatUrl(app));
    }
    church = await createChurch(apps[0]!, 'chat-redis');
    for (const app of apps) app.tenantCache.clear();
    admin = await createMember(apps[0]!, church, { roles: ['ROLE_ADMIN'] });
    channel = (await createService(apps[0]!, church)).id;
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    for (const app of apps) await app.close();
    await database.dispose();
  });

  it('delivers a message sent on copy A to a client on copy B, and moderation from B back to A', async () => {
    const onA = await join(0, { name: 'Ana' });
    const onB = await join(1, { name: 'Bruno' });
    const mod = await join(1, { token: admin.token });
    onA.client.send({ type: 'message', ref: 'x', text: 'de A para B' });
    const { id } = await onA.client.next('ack', (f) => f.ref === 'x');
    expect((await onB.client.next('message', (f) => f.message.id === id)).message.text).toBe('de A para B');
    mod.client.send({ type: 'delete', messageId: id });
    await onA.client.next('deleted', (f) => f.messageId === id);
    mod.client.send({ type: 'slow-mode', seconds: 30 });
    await onA.client.next('slow-mode', (f) => f.seconds === 30);
    await onB.client.next('presence', (f) => f.count >= 3);
  });

  it('counts the moment’s answers from both copies', async () => {
    const mod = await join(0, { token: admin.token });
    const a = await join(0, { name: 'A' });
    const b = await join(1, { name: 'B' });
    mod.client.send({ type: 'moment-start' });
    const { momentId } = await b.client.next('moment-started');
    await a.client.next('moment-started', (f) => f.momentId === momentId);
    a.client.send({ type: 'moment-answer', momentId, answer: 'levantar' });
    b.client.send({ type: 'moment-answer', momentId, answer: 'levantar' });
    await mod.client.next('moment-count', (f) => f.momentId === momentId && f.levantar === 2);
  });
});
