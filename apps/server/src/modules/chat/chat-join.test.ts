import { CHAT_CLOSE, CHAT_FRAME_MAX_BYTES, CHAT_TEXT_MAX } from '@congrega/contract/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokens } from '../../lib/access-token.ts';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createService } from '../live/live.fixtures.ts';
import { ChatTestClient, chatUrl } from './chat.test-helpers.ts';

describe('chat: joining and sending', () => {
  let t: TestApp;
  let url: string;
  let church: TestChurch;
  let other: TestChurch;
  let member: TestMember;
  let channel: number;
  let otherChannel: number;
  const clients: ChatTestClient[] = [];
  const open = async (host = church.host, headers: Record<string, string> = {}) => {
    const client = await ChatTestClient.open(url, host, headers);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'chat-a');
    other = await createChurch(t.app, 'chat-b');
    member = await createMember(t.app, church, { nome: 'Maria', roles: [] });
    channel = (await createService(t.app, church)).id;
    otherChannel = (await createService(t.app, other)).id;
    url = await chatUrl(t.app);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t.close();
  });

  it('lets a visitor join with a name and chat; everyone in the room gets the message, the sender an ack', async () => {
    const ana = await open();
    const joined = await ana.join({ channel, name: '  Ana  ' });
    expect(joined.user).toMatchObject({ name: 'Ana', autenticated: false, role: null, moderator: false });
    expect(joined.user.id).toMatch(/^a:/);
    const bia = await open();
    await bia.join({ channel, name: 'Bia' });
    ana.send({ type: 'message', ref: 'r1', text: ' Amém! <b>glória</b> ' });
    const ack = await ana.next('ack', (f) => f.ref === 'r1');
    const seen = await bia.next('message', (f) => f.message.id === ack.id);
    expect(seen.message).toMatchObject({ username: 'Ana', text: 'Amém! <b>glória</b>', userId: joined.user.id, channel });
  });

  it('sends the last messages on join, and only newer ones after `since` (a reconnect shows nothing twice)', async () => {
    const c = await open();
    await c.join({ channel, name: 'Carla' });
    c.send({ type: 'message', ref: 'h1', text: 'primeira' });
    const first = await c.next('ack', (f) => f.ref === 'h1');
    c.send({ type: 'message', ref: 'h2', text: 'segunda' });
    const second = await c.next('ack', (f) => f.ref === 'h2');
    const fresh = await (await open()).join({ channel, name: 'Davi' });
    expect(fresh.history.map((m) => m.text)).toEqual(expect.arrayContaining(['primeira', 'segunda']));
    const resumed = await (await open()).join({ channel, name: 'Davi', since: first.id });
    expect(resumed.history.map((m) => m.id)).toEqual([second.id]);
  });

  it('keeps a visitor only with the rejoin id signed for them; their public id, a forged or another church’s id is someone new', async () => {
    const ivo = await open();
    const first = await ivo.join({ channel, name: 'Ivo' });
    const watcher = await open();
    await watcher.join({ channel, name: 'Olho' });
    // Everyone sees the public id on each message: it must not let anyone speak as Ivo.
    const posing = await (await open()).join({ channel, name: 'Ivo', anonymousId: first.user.id });
    expect(posing.user.id).not.toBe(first.user.id);
    expect(first.rejoinId?.startsWith(`${first.user.id}.`)).toBe(true);
    const mac = first.rejoinId!.slice(first.user.id.length + 1);
    const forged = [
      `${first.user.id}.${'A'.repeat(mac.length)}`,
      `a:outraidentidade.${mac}`,
      `${first.user.id}.${mac}x`,
      '',
      'x'.repeat(128),
    ];
    for (const anonymousId of forged) {
      const joined = await (await open()).join({ channel, name: 'Ivo', anonymousId });
      expect(joined.user.id).not.toBe(first.user.id);
      expect(joined.rejoinId?.startsWith(`${joined.user.id}.`)).toBe(true);
    }
    const elsewhere = await (await open(other.host)).join({ channel: otherChannel, name: 'Ivo', anonymousId: first.rejoinId });
    expect(elsewhere.user.id).not.toBe(first.user.id);

    const back = await (await open()).join({ channel, name: 'Ivo', anonymousId: first.rejoinId });
    expect(back.user.id).toBe(first.user.id);
    expect(back.rejoinId).toBe(first.rejoinId);
    ivo.send({ type: 'message', ref: 'ivo-1', text: 'sou eu' });
    const ack = await ivo.next('ack', (f) => f.ref === 'ivo-1');
    await watcher.next('message', (f) => f.message.id === ack.id);
    // The rejoin id goes to its visitor alone, never to others.
    expect(JSON.stringify(watcher.frames)).not.toContain(mac);
    expect((await (await open()).join({ channel, token: member.token })).rejoinId).toBeUndefined();
  });

  it('takes a member’s name from the account (token checked on join)', async () => {
    const c = await open();
    const joined = await c.join({ channel, token: member.token, name: 'ignored' });
    expect(joined.user).toMatchObject({ id: `u:${member.usuarioId}`, name: 'Maria Teste', autenticated: true, moderator: false });
  });

  it.each([
    ['a missing name', () => ({ channel }), 'CHAT_NAME_REQUIRED', 'A name is needed to join the chat.'],
    ['a blank name', () => ({ channel, name: '   ' }), 'CHAT_BAD_MESSAGE', 'Invalid message.'],
    ['another church’s channel', () => ({ channel: otherChannel, name: 'Eva' }), 'CHAT_CHANNEL_NOT_FOUND', null],
    ['an unknown channel', () => ({ channel: 999_999, name: 'Eva' }), 'CHAT_CHANNEL_NOT_FOUND', null],
    ['a forged token', () => ({ channel, token: 'x.y.z' }), 'UNAUTHENTICATED', null],
  ])('refuses to join with %s', async (_name, frame, code, message) => {
    const c = await open();
    c.send({ type: 'join', ...frame() });
    const error = await c.next('error');
    expect(error.code).toBe(code);
    if (message) expect(error.message).toBe(message);
  });

  it('refuses an expired token with TOKEN_EXPIRED', async () => {
    const expired = await new AccessTokens('test-secret-test-secret-test-secret-000', -60).sign({
      contaId: member.contaId,
      sessionVersion: 0,
      churchId: church.id,
      sessionId: crypto.randomUUID(),
    });
    const c = await open();
    c.send({ type: 'join', channel, token: expired });
    expect((await c.next('error')).code).toBe('TOKEN_EXPIRED');
  });

  it('refuses another church’s token on this host', async () => {
    const stranger = await createMember(t.app, other);
    const c = await open();
    c.send({ type: 'join', channel, token: stranger.token });
    expect((await c.next('error')).code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['not JSON', '{oops'],
    ['an unknown type', { type: 'shout', text: 'x' }],
    ['an unknown field', { type: 'message', ref: 'u1', text: 'x', html: '<b>' }],
    ['a wrong type of value', { type: 'delete', messageId: 'one' }],
  ])('answers CHAT_BAD_MESSAGE to %s and keeps the socket', async (_name, frame) => {
    const c = await open();
    await c.join({ channel, name: 'Fábio' });
    c.send(frame);
    expect((await c.next('error')).code).toBe('CHAT_BAD_MESSAGE');
    c.send({ type: 'message', ref: 'after', text: 'still here' });
    await c.next('ack', (f) => f.ref === 'after');
  });

  it('refuses an oversized message with its ref (the client offers a retry) and a message before joining', async () => {
    const c = await open();
    c.send({ type: 'message', ref: 'early', text: 'oi' });
    expect(await c.next('error', (f) => f.ref === 'early')).toMatchObject({ code: 'CHAT_NOT_JOINED' });
    await c.join({ channel, name: 'Gil' });
    c.send({ type: 'message', ref: 'long', text: 'x'.repeat(CHAT_TEXT_MAX + 1) });
    expect(await c.next('error', (f) => f.ref === 'long')).toMatchObject({ code: 'CHAT_BAD_MESSAGE' });
    c.send({ type: 'join', channel, name: 'Gil' });
    expect((await c.next('error', (f) => f.code === 'CHAT_ALREADY_JOINED')).message).toBe('You are already in this chat.');
  });

  it('closes the socket on a frame over the size limit (1009) and on a flood (1008)', async () => {
    const big = await open();
    big.send('x'.repeat(CHAT_FRAME_MAX_BYTES + 1));
    expect(await big.waitClosed()).toBe(CHAT_CLOSE.tooBig);
    const flood = await open();
    for (let i = 0; i < 40; i += 1) flood.send({ type: 'moment-start' });
    expect(await flood.waitClosed()).toBe(CHAT_CLOSE.flood);
  });

  it('closes at once for an unknown host or a church without the live module', async () => {
    const nowhere = await open('nowhere.localhost');
    expect(await nowhere.waitClosed()).toBe(CHAT_CLOSE.noChurch);
    const noModule = await createChurch(t.app, 'chat-sem-culto', { modules: ['MOD_EVENTO'] });
    const off = await open(noModule.host);
    expect(await off.waitClosed()).toBe(CHAT_CLOSE.moduleOff);
  });

  it('answers a plain HTTP request to /chat with a 4xx, never a 5xx', async () => {
    const res = await t.app.inject({ url: '/chat', headers: { host: church.host } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
