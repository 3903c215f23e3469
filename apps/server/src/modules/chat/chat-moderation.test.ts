import { CHAT_RATE_POINTS } from '@congrega/contract/chat';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { chatPersonalData } from './chat.personal-data.repository.ts';
import { createService } from '../live/live.fixtures.ts';
import { chatMensagem } from './chat.schema.ts';
import { CHAT_MODERATOR_ROLE } from './chat.service.ts';
import { ChatTestClient, chatUrl } from './chat.test-helpers.ts';

describe('chat: moderation, limits and the raise-hand moment', () => {
  let t: TestApp;
  let url: string;
  let church: TestChurch;
  let admin: TestMember;
  let moderator: TestMember;
  let member: TestMember;
  const clients: ChatTestClient[] = [];
  /** A fresh room (service) per test, so room state never leaks between tests. */
  const room = async () => (await createService(t.app, church)).id;
  const join = async (channel: number, who: { name?: string; token?: string }) => {
    const client = await ChatTestClient.open(url, church.host);
    clients.push(client);
    const joined = await client.join({ channel, ...who });
    return { client, user: joined.user, rejoinId: joined.rejoinId };
  };
  const say = async (client: ChatTestClient, text: string) => {
    const ref = `r-${Math.random()}`;
    client.send({ type: 'message', ref, text });
    return (await client.next('ack', (f) => f.ref === ref)).id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'chat-mod');
    admin = await createMember(t.app, church, { nome: 'Paulo', roles: ['ROLE_ADMIN'] });
    moderator = await createMember(t.app, church, { nome: 'Rita', roles: [CHAT_MODERATOR_ROLE] });
    member = await createMember(t.app, church, { nome: 'João' });
    url = await chatUrl(t.app);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t.close();
  });

  it('marks staff and the per-church chat moderator role as moderators, nobody else', async () => {
    const channel = await room();
    expect((await join(channel, { token: admin.token })).user.moderator).toBe(true);
    expect((await join(channel, { token: moderator.token })).user.moderator).toBe(true);
    expect((await join(channel, { token: member.token })).user.moderator).toBe(false);
  });

  it.each([
    ['delete', { type: 'delete', messageId: 1 }],
    ['delete-user', { type: 'delete-user', userId: 'a:abcdefgh' }],
    ['mute', { type: 'mute', userId: 'a:abcdefgh' }],
    ['slow-mode', { type: 'slow-mode', seconds: 5 }],
    ['moment-start', { type: 'moment-start' }],
  ])('refuses %s from a visitor and a member (CHAT_FORBIDDEN)', async (_name, frame) => {
    const channel = await room();
    for (const who of [{ name: 'Visitante' }, { token: member.token }]) {
      const { client } = await join(channel, who);
      client.send(frame);
      expect((await client.next('error')).code).toBe('CHAT_FORBIDDEN');
    }
  });

  it('deletes one message, then all of a user, for everyone at once (and from the history)', async () => {
    const channel = await room();
    const mod = await join(channel, { token: admin.token });
    const viewer = await join(channel, { name: 'Leitor' });
    const troll = await join(channel, { name: 'Troll' });
    const one = await say(troll.client, 'spam 1');
    const two = await say(troll.client, 'spam 2');
    const kept = await say(viewer.client, 'bom dia');
    await viewer.client.next('message', (f) => f.message.id === two);
    mod.client.send({ type: 'delete', messageId: one });
    await viewer.client.next('deleted', (f) => f.messageId === one);
    await troll.client.next('deleted', (f) => f.messageId === one);
    mod.client.send({ type: 'delete', messageId: one });
    expect((await mod.client.next('error')).code).toBe('CHAT_MESSAGE_NOT_FOUND');
    mod.client.send({ type: 'delete-user', userId: troll.user.id });
    await viewer.client.next('deleted-user', (f) => f.userId === troll.user.id);
    const later = await join(channel, { name: 'Depois' });
    const history = (await later.client.next('joined')).history.map((m) => m.id);
    expect(history).toEqual([kept]);
  });

  it('shadow-mutes: the muted user still sees their own messages, nobody else does', async () => {
    const channel = await room();
    const mod = await join(channel, { token: moderator.token });
    const viewer = await join(channel, { name: 'Leitor' });
    const noisy = await join(channel, { name: 'Barulho' });
    await say(noisy.client, 'antes');
    mod.client.send({ type: 'mute', userId: noisy.user.id });
    await mod.client.next('muted', (f) => f.userId === noisy.user.id);
    const hidden = await say(noisy.client, 'ninguém vê');
    await noisy.client.next('message', (f) => f.message.id === hidden);
    const after = await say(viewer.client, 'depois');
    await viewer.client.next('message', (f) => f.message.id === after);
    expect(viewer.client.frames.some((f) => f.type === 'message' && f.message.id === hidden)).toBe(false);
    expect(mod.client.frames.some((f) => f.type === 'message' && f.message.id === hidden)).toBe(false);
    // Rejoining: still only theirs.
    const again = await ChatTestClient.open(url, church.host);
    clients.push(again);
    const mine = await again.join({ channel, name: 'Barulho', anonymousId: noisy.rejoinId });
    expect(mine.history.map((m) => m.id)).toContain(hidden);
    expect((await join(channel, { name: 'Outro' })).client.frames.find((f) => f.type === 'joined')).not.toMatchObject({
      history: expect.arrayContaining([expect.objectContaining({ id: hidden })]),
    });
  });

  it('turns slow mode on for everyone; moderators are not slowed', async () => {
    const channel = await room();
    const mod = await join(channel, { token: admin.token });
    const visitor = await join(channel, { name: 'Apressado' });
    mod.client.send({ type: 'slow-mode', seconds: 120 });
    await visitor.client.next('slow-mode', (f) => f.seconds === 120);
    await say(visitor.client, 'um');
    visitor.client.send({ type: 'message', ref: 'slow', text: 'dois' });
    const refused = await visitor.client.next('error', (f) => f.ref === 'slow');
    expect(refused).toMatchObject({ code: 'CHAT_SLOW_MODE' });
    expect(refused.seconds).toBeGreaterThan(0);
    await say(mod.client, 'moderador 1');
    await say(mod.client, 'moderador 2');
  });

  it(`limits each user to ${CHAT_RATE_POINTS} messages per window`, async () => {
    const channel = await room();
    const { client } = await join(channel, { name: 'Rápido' });
    for (let i = 0; i < CHAT_RATE_POINTS; i += 1) await say(client, `m${i}`);
    client.send({ type: 'message', ref: 'over', text: 'demais' });
    expect(await client.next('error', (f) => f.ref === 'over')).toMatchObject({ code: 'CHAT_RATE_LIMITED' });
  });

  it('runs the raise-hand moment: participants answer, the moderator sees the count live', async () => {
    const channel = await room();
    const mod = await join(channel, { token: admin.token });
    const a = await join(channel, { name: 'A' });
    const b = await join(channel, { token: member.token });
    mod.client.send({ type: 'moment-start' });
    const { momentId } = await a.client.next('moment-started');
    await b.client.next('moment-started', (f) => f.momentId === momentId);
    a.client.send({ type: 'moment-answer', momentId, answer: 'levantar' });
    b.client.send({ type: 'moment-answer', momentId, answer: 'agora-nao' });
    await mod.client.next('moment-count', (f) => f.levantar === 1 && f.agoraNao === 1);
    expect(a.client.frames.some((f) => f.type === 'moment-count')).toBe(false);
    a.client.send({ type: 'moment-answer', momentId: 'old', answer: 'levantar' });
    expect((await a.client.next('error')).code).toBe('CHAT_MOMENT_NOT_FOUND');
    const late = await join(channel, { token: moderator.token });
    expect((await late.client.next('joined')).history).toBeDefined();
    expect(late.client.frames.find((f) => f.type === 'joined')).toMatchObject({ moment: { momentId, levantar: 1, agoraNao: 1 } });
    mod.client.send({ type: 'moment-end', momentId });
    await a.client.next('moment-ended', (f) => f.momentId === momentId);
  });

  it('exports and erases a member’s chat messages with their personal data', async () => {
    const channel = await room();
    const { client } = await join(channel, { token: member.token });
    await say(client, 'meu recado');
    await t.app.database.withChurch(church.id, async (tx) => {
      const scope = {
        app: t.app,
        tx,
        churchId: church.id,
        usuarioId: member.usuarioId,
        contaId: member.contaId,
        now: new Date(),
        afterCommit: () => {},
      };
      expect(await chatPersonalData.exportData(scope)).toEqual([expect.objectContaining({ texto: 'meu recado' })]);
      await chatPersonalData.erase(scope);
    });
    const left = await t.app.database.db.select().from(chatMensagem).where(eq(chatMensagem.idUsuario, member.usuarioId));
    expect(left).toEqual([]);
  });
});
