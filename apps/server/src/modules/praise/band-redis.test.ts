import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { BandTestClient, bandUrl } from './band.test-helpers.ts';
import { createSong } from './praise.fixtures.ts';

const redisUrl = process.env.REDIS_URL;

/**
 * Scale-out (Redis only, like chat-redis.test.ts; .ci/run sets REDIS_URL): two server copies on one database and
 * one Redis. A session started on copy A is found by copy B (its state is in Redis, not in A's memory), the
 * leader's changes on A reach followers on B, and the end on B reaches A.
 */
describe.skipIf(!redisUrl)('band mode across two server copies through Redis', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const apps: App[] = [];
  const urls: string[] = [];
  const clients: BandTestClient[] = [];
  let church: TestChurch;
  let leader: TestMember;
  let song: number;
  const prefix = `band14-${randomBytes(6).toString('hex')}`;
  const open = async (copy: number) => {
    const client = await BandTestClient.open(urls[copy]!, church.host);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp({ config: testConfig({ redisUrl, rateLimitKeyPrefix: prefix }), database });
      await app.ready();
      apps.push(app);
      urls.push(await bandUrl(app));
    }
    church = await createChurch(apps[0]!, 'band-redis');
    for (const app of apps) app.tenantCache.clear();
    leader = await createMember(apps[0]!, church, { roles: ['ROLE_ADMIN'] });
    song = await createSong(apps[0]!, church.id, { titulo: 'Hymn', tom: 'D', cifra: '[D]la' });
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    for (const app of apps) await app.close();
    await database.dispose();
  });

  it('answers a late joiner on the copy that did not see the start, and carries changes and the end both ways', async () => {
    const lead = await open(0);
    const started = await lead.ask({ type: 'start', songId: song, token: leader.token });
    if (started.type !== 'joined') throw new Error(started.code);
    const { code } = started.state;
    lead.send({ type: 'control', steps: 3, line: 4 });
    await lead.next('state', (f) => f.state.steps === 3);

    // Copy B never saw the start nor the change: the state comes from Redis.
    const onB = await open(1);
    expect(await onB.ask({ type: 'join', code })).toMatchObject({ type: 'joined', leader: false, state: { steps: 3, line: 4 } });
    lead.send({ type: 'control', line: 9 });
    expect((await onB.next('state', (f) => f.state.line === 9)).state).toMatchObject({ steps: 3, line: 9 });

    // The leader's second device on copy B leads and ends it; the follower on A is told.
    const followerOnA = await open(0);
    await followerOnA.ask({ type: 'join', code });
    const leadOnB = await open(1);
    expect(await leadOnB.ask({ type: 'join', code, token: leader.token })).toMatchObject({ leader: true });
    leadOnB.send({ type: 'end' });
    expect(await followerOnA.next('ended')).toMatchObject({ code, reason: 'leader' });
    await onB.next('ended');
    const late = await open(0);
    expect(await late.ask({ type: 'join', code })).toMatchObject({ type: 'error', code: 'BAND_SESSION_NOT_FOUND' });
  });

  it("shares the chat's Redis connections: each copy holds one for commands and one for events, chat and band together", async () => {
    const redis = new Redis(redisUrl!);
    try {
      const list = String(await redis.client('LIST'));
      const names = [...list.matchAll(/\bname=(\S+)/g)].map((m) => m[1]!).filter((name) => name.startsWith(`${prefix}:`));
      expect(names.sort()).toEqual([
        `${prefix}:realtime:commands`,
        `${prefix}:realtime:commands`,
        `${prefix}:realtime:events`,
        `${prefix}:realtime:events`,
      ]);
    } finally {
      await redis.quit();
    }
  });
});
