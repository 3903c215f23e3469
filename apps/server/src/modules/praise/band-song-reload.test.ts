import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { staffLogin, type StaffSession } from '../admin/admin.test-helpers.ts';
import { BandTestClient, bandUrl } from './band.test-helpers.ts';
import { createSong } from './praise.fixtures.ts';

/**
 * Live band sessions reload a song staff edited while a session shows it (issue 33): the console's change or delete
 * sends `{ type: 'song' }` to every follower of a session of that song (leader included), never to a session of
 * another song or another church; across two copies through Redis (REDIS_URL) too.
 */
const edit = (app: App, s: StaffSession, slug: string, songId: number, method: 'PUT' | 'DELETE', titulo = 'Amazing Grace') =>
  app.inject({
    method,
    url: `/api/v1/admin/${slug}/songs/${songId}`,
    headers: s.headers,
    ...(method === 'PUT' ? { payload: { titulo, cifra: '[G]Amazing [C]grace, how [D]sweet' } } : {}),
  });

async function session(url: string, host: string, leader: TestMember, songId: number) {
  const lead = await BandTestClient.open(url, host);
  const started = await lead.ask({ type: 'start', songId, token: leader.token });
  if (started.type !== 'joined') throw new Error(started.code);
  return { lead, code: started.state.code };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('band sessions reload a song staff changed', () => {
  let t: TestApp;
  let url: string;
  let church: TestChurch;
  let other: TestChurch;
  let leader: TestMember;
  let otherLeader: TestMember;
  let editor: StaffSession;
  const clients: BandTestClient[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'reload-a');
    other = await createChurch(t.app, 'reload-b');
    leader = await createMember(t.app, church, { roles: ['ROLE_ADMIN'] });
    otherLeader = await createMember(t.app, other, { roles: ['ROLE_ADMIN'] });
    editor = await staffLogin(t.app, await createMember(t.app, church, { roles: ['ROLE_ADMIN_CONTENT'] }));
    url = await bandUrl(t.app);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t.close();
  });

  it("tells the session's leader and followers of the changed song only; the member answer is the new text", async () => {
    const song = await createSong(t.app, church.id, { titulo: 'Amazing Grace', tom: 'G', cifra: '[G]Amazing grace' });
    const another = await createSong(t.app, church.id, { titulo: 'Outro', tom: 'C', cifra: '[C]la' });
    const theirs = await createSong(t.app, other.id, { titulo: 'Deles', tom: 'C', cifra: '[C]la' });
    const { lead, code } = await session(url, church.host, leader, song);
    const follower = await BandTestClient.open(url, church.host);
    expect(await follower.ask({ type: 'join', code })).toMatchObject({ type: 'joined' });
    const bystander = (await session(url, church.host, leader, another)).lead;
    const stranger = (await session(url, other.host, otherLeader, theirs)).lead;
    clients.push(lead, follower, bystander, stranger);

    const res = await edit(t.app, editor, church.slug, song, 'PUT', 'Amazing Grace (nova letra)');
    expect(res.statusCode, res.body).toBe(200);
    expect(await follower.next('song')).toEqual({ type: 'song', songId: song });
    expect(await lead.next('song')).toEqual({ type: 'song', songId: song });
    const fresh = await t.app.inject({ method: 'GET', url: `/api/v1/louvor/${song}/`, headers: { host: church.host } });
    expect(fresh.json()).toMatchObject({ titulo: 'Amazing Grace (nova letra)' });
    await settle();
    expect(bystander.frames.some((f) => f.type === 'song')).toBe(false);
    expect(stranger.frames.some((f) => f.type === 'song')).toBe(false);

    // A deleted song: the followers reload too (and find it gone).
    expect((await edit(t.app, editor, church.slug, song, 'DELETE')).statusCode).toBe(204);
    await follower.next('song', () => true, follower.frames.findIndex((f) => f.type === 'song') + 1);
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('band song reload across two server copies through Redis', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const apps: App[] = [];
  const clients: BandTestClient[] = [];
  const prefix = `band33-${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp({ config: testConfig({ redisUrl, rateLimitKeyPrefix: prefix }), database });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    for (const app of apps) await app.close();
    await database.dispose();
  });

  it('a change made on copy A reaches a follower on copy B', async () => {
    const church = await createChurch(apps[0]!, 'reload-redis');
    for (const app of apps) app.tenantCache.clear();
    const leader = await createMember(apps[0]!, church, { roles: ['ROLE_ADMIN'] });
    const editor = await staffLogin(apps[0]!, await createMember(apps[0]!, church, { roles: ['ROLE_ADMIN_CONTENT'] }));
    const song = await createSong(apps[0]!, church.id, { titulo: 'Hymn', tom: 'D', cifra: '[D]la' });
    const { lead, code } = await session(await bandUrl(apps[0]!), church.host, leader, song);
    const follower = await BandTestClient.open(await bandUrl(apps[1]!), church.host);
    clients.push(lead, follower);
    expect(await follower.ask({ type: 'join', code })).toMatchObject({ type: 'joined' });
    expect((await edit(apps[0]!, editor, church.slug, song, 'PUT', 'Hymn')).statusCode).toBe(200);
    expect(await follower.next('song')).toEqual({ type: 'song', songId: song });
  });
});
