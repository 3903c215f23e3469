import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffGrant } from '../admin/admin.schema.ts';
import { grantPreset } from '../admin/admin.test-helpers.ts';
import { createService } from '../live/live.fixtures.ts';
import { ChatTestClient, chatUrl } from './chat.test-helpers.ts';

/**
 * Review items of the host workspace (issue 34): host rights are read again on every host action (a revoked grant
 * loses them at once, on the socket already open), and a mute is church-wide by decision (chat-host.service.ts): made
 * in one service's room it holds in every other room of the church, whose hosts list and lift it.
 */
describe('chat: host rights and the scope of a mute', () => {
  let t: TestApp;
  let url: string;
  let church: TestChurch;
  let host: TestMember;
  let otherHost: TestMember;
  const clients: ChatTestClient[] = [];
  const join = async (channel: number, who: Record<string, unknown>) => {
    const client = await ChatTestClient.open(url, church.host);
    clients.push(client);
    const joined = await client.join({ channel, ...who });
    return { client, joined, user: joined.user };
  };
  const say = async (client: ChatTestClient, text: string, extra: Record<string, unknown> = {}) => {
    const ref = `r-${Math.random()}`;
    client.send({ type: 'message', ref, text, ...extra });
    return (await client.next('ack', (f) => f.ref === ref)).id;
  };
  const lastError = async (client: ChatTestClient, frame: Record<string, unknown>) => {
    const from = client.frames.length;
    client.send(frame);
    return (await client.next('error', () => true, from)).code;
  };

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'chat-direitos');
    host = await createMember(t.app, church, { nome: 'Ana' });
    otherHost = await createMember(t.app, church, { nome: 'Bia' });
    await grantPreset(t.app, church, host, 'chat_host');
    await grantPreset(t.app, church, otherHost, 'chat_host');
    url = await chatUrl(t.app);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t.close();
  });

  it('takes host actions away at once from a host whose grant is revoked, on the open socket', async () => {
    const channel = (await createService(t.app, church)).id;
    const mod = await join(channel, { token: host.token });
    const peer = await join(channel, { token: otherHost.token });
    const visitor = await join(channel, { name: 'Visitante' });
    const first = await say(visitor.client, 'olá');
    mod.client.send({ type: 'pin', messageId: first });
    await visitor.client.next('pinned');

    await t.app.database.db.delete(staffGrant).where(and(eq(staffGrant.igrejaId, church.id), eq(staffGrant.usuarioId, host.usuarioId)));
    expect(await lastError(mod.client, { type: 'unpin' })).toBe('CHAT_FORBIDDEN');
    expect(await lastError(mod.client, { type: 'mute', userId: visitor.user.id })).toBe('CHAT_FORBIDDEN');
    const from = mod.client.frames.length;
    mod.client.send({ type: 'message', ref: 'so-anfitrioes', text: 'só anfitriões', hosts: true });
    expect((await mod.client.next('error', () => true, from)).code).toBe('CHAT_FORBIDDEN');
    // No longer a moderator on this socket: the hosts' channel no longer reaches it.
    const secret = await say(peer.client, 'entre anfitriões', { hosts: true });
    const mark = await say(visitor.client, 'marca');
    await mod.client.next('message', (f) => f.message.id === mark);
    expect(mod.client.frames.some((f) => f.type === 'message' && f.message.id === secret)).toBe(false);
    // The host still holding the grant keeps every action.
    peer.client.send({ type: 'unpin' });
    expect((await visitor.client.next('pinned', (f) => f.message === null)).message).toBeNull();
  });

  it("holds a mute made in one service's room in every room of the church; another service's host lists and lifts it", async () => {
    const sunday = (await createService(t.app, church, { titulo: 'Domingo' })).id;
    const wednesday = (await createService(t.app, church, { titulo: 'Quarta' })).id;
    await grantPreset(t.app, church, host, 'chat_host');
    const mod = await join(sunday, { token: host.token });
    const noisy = await join(sunday, { name: 'Barulho' });
    await say(noisy.client, 'primeira');
    mod.client.send({ type: 'mute', userId: noisy.user.id });
    await mod.client.next('muted', (f) => f.userId === noisy.user.id);

    const elsewhere = await join(wednesday, { token: otherHost.token });
    expect(elsewhere.joined.muted).toEqual([expect.objectContaining({ userId: noisy.user.id, name: 'Barulho' })]);
    const back = await join(wednesday, { name: 'Barulho', anonymousId: noisy.joined.rejoinId });
    const hidden = await say(back.client, 'na quarta');
    const viewer = await join(wednesday, { name: 'Leitor' });
    const mark = await say(viewer.client, 'marca');
    await elsewhere.client.next('message', (f) => f.message.id === mark);
    expect(elsewhere.client.frames.some((f) => f.type === 'message' && f.message.id === hidden)).toBe(false);

    elsewhere.client.send({ type: 'unmute', userId: noisy.user.id });
    await elsewhere.client.next('unmuted', (f) => f.userId === noisy.user.id);
    const heard = await say(noisy.client, 'de volta no domingo');
    expect((await mod.client.next('message', (f) => f.message.id === heard)).message.text).toBe('de volta no domingo');
  });
});
