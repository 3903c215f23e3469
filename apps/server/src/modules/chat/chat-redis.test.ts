import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createService } from '../live/live.fixtures.ts';
import { chatMensagem } from './chat.schema.ts';
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
  let member: TestMember;
  let channel: number;
  let prefix: string;
  const join = async (copy: number, who: Record<string, unknown>, room = channel) => {
    const client = await ChatTestClient.open(urls[copy]!, church.host);
    clients.push(client);
    const joined = await client.join({ channel: room, ...who });
    return { client, user: joined.user, joined };
  };
  /** One more copy on the same database and Redis, started now. */
  const startCopy = async () => {
    const app = await buildApp({ config: testConfig({ redisUrl, rateLimitKeyPrefix: prefix }), database });
    await app.ready();
    apps.push(app);
    urls.push(await chatUrl(app));
    return urls.length - 1;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    prefix = `chat11-${randomBytes(6).toString('hex')}`;
    for (let i = 0; i < 2; i += 1) await startCopy();
    church = await createChurch(apps[0]!, 'chat-redis');
    for (const app of apps) app.tenantCache.clear();
    admin = await createMember(apps[0]!, church, { roles: ['ROLE_ADMIN'] });
    member = await createMember(apps[0]!, church, { nome: 'Rute', roles: [] });
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

  it('keeps slow mode and the open moment in Redis and the mute in the database: a copy started afterwards knows all three', async () => {
    const room = (await createService(apps[0]!, church)).id;
    const mod = await join(0, { token: admin.token }, room);
    const quiet = await join(0, { name: 'Calado' }, room);
    const early = await join(0, { name: 'Cedo' }, room);
    quiet.client.send({ type: 'message', ref: 'q0', text: 'antes' });
    await quiet.client.next('ack', (f) => f.ref === 'q0');
    mod.client.send({ type: 'mute', userId: quiet.user.id });
    await mod.client.next('muted', (f) => f.userId === quiet.user.id);
    mod.client.send({ type: 'slow-mode', seconds: 60 });
    await mod.client.next('slow-mode', (f) => f.seconds === 60);
    mod.client.send({ type: 'moment-start' });
    const { momentId } = await early.client.next('moment-started');
    early.client.send({ type: 'moment-answer', momentId, answer: 'levantar' });
    await mod.client.next('moment-count', (f) => f.momentId === momentId && f.levantar === 1);

    const later = await startCopy();
    const watcher = await join(later, { name: 'Vigia' }, room);
    expect(watcher.joined.slowModeSeconds).toBe(60);
    expect(watcher.joined.moment).toEqual({ momentId, prompt: null, levantar: 0, agoraNao: 0, raised: [] });
    const laterMod = await join(later, { token: admin.token }, room);
    expect(laterMod.joined.moment).toEqual({ momentId, prompt: null, levantar: 1, agoraNao: 0, raised: [] });

    // Slow mode on the new copy: a second message within the minute is refused.
    const fast = await join(later, { name: 'Apressado' }, room);
    fast.client.send({ type: 'message', ref: 's1', text: 'primeira' });
    await fast.client.next('ack', (f) => f.ref === 's1');
    fast.client.send({ type: 'message', ref: 's2', text: 'segunda' });
    const refused = await fast.client.next('error', (f) => f.ref === 's2');
    expect(refused.code).toBe('CHAT_SLOW_MODE');
    expect(refused.seconds).toBeGreaterThan(0);

    // The muted visitor, back on the new copy, is shadow-muted there: only they see their message.
    const back = await join(later, { name: 'Calado', anonymousId: quiet.joined.rejoinId }, room);
    back.client.send({ type: 'message', ref: 'm1', text: 'ninguém vê' });
    const ack = await back.client.next('ack', (f) => f.ref === 'm1');
    await back.client.next('message', (f) => f.message.id === ack.id);
    watcher.client.send({ type: 'message', ref: 'w1', text: 'marca' });
    await laterMod.client.next('message', (f) => f.message.text === 'marca');
    await mod.client.next('message', (f) => f.message.text === 'marca');
    for (const c of [watcher, laterMod, mod])
      expect(c.client.frames.some((f) => f.type === 'message' && f.message.id === ack.id)).toBe(false);

    // The moment's answers from the old and the new copy count together, on both copies.
    watcher.client.send({ type: 'moment-answer', momentId, answer: 'levantar' });
    fast.client.send({ type: 'moment-answer', momentId, answer: 'agora-nao' });
    await laterMod.client.next('moment-count', (f) => f.levantar === 2 && f.agoraNao === 1);
    await mod.client.next('moment-count', (f) => f.levantar === 2 && f.agoraNao === 1);
    laterMod.client.send({ type: 'moment-end', momentId });
    await early.client.next('moment-ended', (f) => f.momentId === momentId);
  });

  it('the host workspace across copies: a mute on A hides a member’s words on B (theirs only), a pin on A reaches B', async () => {
    const room = (await createService(apps[0]!, church)).id;
    const host = await join(0, { token: admin.token }, room);
    const rute = await join(1, { token: member.token }, room);
    const viewer = await join(1, { name: 'Leitor' }, room);
    rute.client.send({ type: 'message', ref: 'p1', text: 'antes' });
    const first = await rute.client.next('ack', (f) => f.ref === 'p1');
    await host.client.next('message', (f) => f.message.id === first.id);
    host.client.send({ type: 'pin', messageId: first.id });
    await viewer.client.next('pinned', (f) => f.message?.id === first.id);
    host.client.send({ type: 'mute', userId: rute.user.id });
    await host.client.next('muted', (f) => f.userId === rute.user.id);
    // Muting the pinned message's author clears the pin everywhere.
    await viewer.client.next('pinned', (f) => f.message === null);
    rute.client.send({ type: 'message', ref: 'p2', text: 'só eu vejo' });
    const hidden = await rute.client.next('ack', (f) => f.ref === 'p2');
    await rute.client.next('message', (f) => f.message.id === hidden.id);
    viewer.client.send({ type: 'message', ref: 'v1', text: 'marca' });
    await host.client.next('message', (f) => f.message.text === 'marca');
    await viewer.client.next('message', (f) => f.message.text === 'marca');
    for (const c of [host, viewer]) expect(c.client.frames.some((f) => f.type === 'message' && f.message.id === hidden.id)).toBe(false);
    const laterHost = await join(1, { token: admin.token }, room);
    expect(laterHost.joined.muted.map((m) => m.userId)).toContain(rute.user.id);
    expect(laterHost.joined.pinned).toBeNull();
  });

  it('stores a send repeated on two copies at once (same member, same ref) once, with one ack id', async () => {
    const room = (await createService(apps[0]!, church)).id;
    const onA = await join(0, { token: member.token }, room);
    const onB = await join(1, { token: member.token }, room);
    onA.client.send({ type: 'message', ref: 'twice', text: 'duas cópias' });
    onB.client.send({ type: 'message', ref: 'twice', text: 'duas cópias' });
    const [a, b] = await Promise.all([onA.client.next('ack', (f) => f.ref === 'twice'), onB.client.next('ack', (f) => f.ref === 'twice')]);
    expect(a.id).toBe(b.id);
    const rows = await apps[0]!.database.withChurch(church.id, (tx) =>
      tx
        .select({ id: chatMensagem.id })
        .from(chatMensagem)
        .where(and(eq(chatMensagem.igrejaId, church.id), eq(chatMensagem.cultoId, room), eq(chatMensagem.refCliente, 'twice'))),
    );
    expect(rows).toEqual([{ id: a.id }]);
  });
});
