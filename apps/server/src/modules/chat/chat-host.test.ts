import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditoria } from '../admin/admin.schema.ts';
import { grantPreset } from '../admin/admin.test-helpers.ts';
import { createService } from '../live/live.fixtures.ts';
import { oracao } from '../prayer/prayer.schema.ts';
import { chatSilencio } from './chat.schema.ts';
import { ChatTestClient, chatUrl } from './chat.test-helpers.ts';

/**
 * The host workspace over the socket (issue 34): a shadow mute of 24 hours by account or device across the church's
 * rooms with the muted list and unmute, the pinned message, the hosts-only channel, and the raise-hand moment's
 * prompt and list, each raised hand into the care queue.
 */
describe('chat: the host workspace', () => {
  let t: TestApp;
  let url: string;
  let church: TestChurch;
  let host: TestMember;
  let member: TestMember;
  const clients: ChatTestClient[] = [];
  const room = async () => (await createService(t.app, church)).id;
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
  const saw = (client: ChatTestClient, id: number) => client.frames.some((f) => f.type === 'message' && f.message.id === id);

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'chat-host');
    host = await createMember(t.app, church, { nome: 'Ana' });
    await grantPreset(t.app, church, host, 'chat_host');
    member = await createMember(t.app, church, { nome: 'Rute' });
    url = await chatUrl(t.app);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t.close();
  });

  it('makes the console’s chat host a moderator of every room', async () => {
    expect((await join(await room(), { token: host.token })).user.moderator).toBe(true);
  });

  it('mutes a visitor’s device for 24 hours in every room: only they see their words, the hosts list and unmute them', async () => {
    const channel = await room();
    const mod = await join(channel, { token: host.token });
    const viewer = await join(channel, { name: 'Leitor' });
    const noisy = await join(channel, { name: 'Barulho' });
    await say(noisy.client, 'primeira');
    mod.client.send({ type: 'mute', userId: noisy.user.id });
    const muted = await mod.client.next('muted', (f) => f.userId === noisy.user.id);
    expect(muted.name).toBe('Barulho');
    const hours = (Date.parse(muted.until) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(viewer.client.frames.some((f) => f.type === 'muted')).toBe(false);

    const hidden = await say(noisy.client, 'ninguém vê');
    await noisy.client.next('message', (f) => f.message.id === hidden);
    const mark = await say(viewer.client, 'marca');
    await mod.client.next('message', (f) => f.message.id === mark);
    expect(saw(viewer.client, hidden) || saw(mod.client, hidden)).toBe(false);

    // The same device in the next service's room: still muted there.
    const next = await room();
    const back = await join(next, { name: 'Barulho', anonymousId: noisy.joined.rejoinId });
    const other = await join(next, { name: 'Outro' });
    const later = await say(back.client, 'no outro culto');
    await back.client.next('message', (f) => f.message.id === later);
    const otherMark = await say(other.client, 'marca 2');
    await other.client.next('message', (f) => f.message.id === otherMark);
    expect(saw(other.client, later)).toBe(false);

    // A host who joins later gets the muted list; unmuting lets the next message through to everyone.
    const late = await join(next, { token: host.token });
    expect(late.joined.muted).toEqual([{ userId: noisy.user.id, name: 'Barulho', until: muted.until }]);
    expect(other.joined.muted).toEqual([]);
    late.client.send({ type: 'unmute', userId: noisy.user.id });
    await late.client.next('unmuted', (f) => f.userId === noisy.user.id);
    const heard = await say(back.client, 'agora todos veem');
    await other.client.next('message', (f) => f.message.id === heard);

    const audit = await t.app.database.db
      .select({ acao: auditoria.acao, ator: auditoria.atorContaId })
      .from(auditoria)
      .where(and(eq(auditoria.igrejaId, church.id), eq(auditoria.entidade, 'chat_silencio'), eq(auditoria.entidadeId, noisy.user.id)));
    expect(audit.map((a) => a.acao).sort()).toEqual(['create', 'delete']);
    expect(audit.every((a) => a.ator === host.contaId)).toBe(true);
  });

  it('mutes a member by account (any device), refuses someone who never wrote here, and only hosts may unmute', async () => {
    const channel = await room();
    const mod = await join(channel, { token: host.token });
    const phone = await join(channel, { token: member.token });
    mod.client.send({ type: 'mute', userId: phone.user.id });
    expect((await mod.client.next('error')).code).toBe('CHAT_USER_NOT_FOUND');
    await say(phone.client, 'oi');
    mod.client.send({ type: 'mute', userId: phone.user.id });
    await mod.client.next('muted', (f) => f.userId === phone.user.id);
    const laptop = await join(channel, { token: member.token });
    const hidden = await say(laptop.client, 'do outro aparelho');
    await phone.client.next('message', (f) => f.message.id === hidden);
    const visitor = await join(channel, { name: 'V' });
    expect(visitor.joined.history.map((m) => m.id)).not.toContain(hidden);
    expect(laptop.joined.history.length).toBeGreaterThan(0);
    const rows = await t.app.database.db.select().from(chatSilencio).where(eq(chatSilencio.autor, phone.user.id));
    expect(rows).toEqual([expect.objectContaining({ idUsuario: member.usuarioId, idModerador: host.usuarioId })]);
    for (const frame of [{ type: 'unmute', userId: phone.user.id }, { type: 'pin', messageId: 1 }, { type: 'unpin' }]) {
      visitor.client.send(frame);
      expect((await visitor.client.next('error', () => true, visitor.client.frames.length)).code).toBe('CHAT_FORBIDDEN');
    }
  });

  it('pins a message for everyone (kept for a reload), clears it, and a deleted pinned message leaves the pin', async () => {
    const channel = await room();
    const mod = await join(channel, { token: host.token });
    const viewer = await join(channel, { name: 'Leitor' });
    const welcome = await say(mod.client, 'Bem-vindos! Ofertas em /give');
    mod.client.send({ type: 'pin', messageId: welcome });
    expect((await viewer.client.next('pinned')).message).toMatchObject({ id: welcome, text: 'Bem-vindos! Ofertas em /give' });
    const reload = await join(channel, { name: 'Leitor' });
    expect(reload.joined.pinned).toMatchObject({ id: welcome });
    mod.client.send({ type: 'unpin' });
    await viewer.client.next('pinned', (f) => f.message === null);
    expect((await join(channel, { name: 'Depois' })).joined.pinned).toBeNull();

    mod.client.send({ type: 'pin', messageId: welcome });
    await viewer.client.next('pinned', (f) => f.message?.id === welcome);
    mod.client.send({ type: 'delete', messageId: welcome });
    await reload.client.next('pinned', (f) => f.message === null);
    // A hosts-only or unknown message cannot be pinned.
    const secret = await say(mod.client, 'só anfitriões', { hosts: true });
    mod.client.send({ type: 'pin', messageId: secret });
    expect((await mod.client.next('error', (f) => f.code === 'CHAT_MESSAGE_NOT_FOUND')).code).toBe('CHAT_MESSAGE_NOT_FOUND');
  });

  it('keeps the hosts-only channel to hosts: live, in the history, and refused to others', async () => {
    const channel = await room();
    const mod = await join(channel, { token: host.token });
    const other = await join(channel, { token: host.token });
    const viewer = await join(channel, { token: member.token });
    const note = await say(mod.client, 'o pastor entra em 5 min', { hosts: true });
    expect((await other.client.next('message', (f) => f.message.id === note)).message.hosts).toBe(true);
    const mark = await say(viewer.client, 'marca');
    await viewer.client.next('message', (f) => f.message.id === mark);
    expect(saw(viewer.client, note)).toBe(false);
    expect((await join(channel, { token: host.token })).joined.history.map((m) => m.id)).toContain(note);
    expect((await join(channel, { name: 'V' })).joined.history.map((m) => m.id)).not.toContain(note);
    viewer.client.send({ type: 'message', ref: 'h', text: 'entrar', hosts: true });
    expect(await viewer.client.next('error', (f) => f.ref === 'h')).toMatchObject({ code: 'CHAT_FORBIDDEN' });
  });

  it('opens the raise-hand moment with a prompt; a member’s raised hand is listed for hosts and lands in the care queue once', async () => {
    const channel = await room();
    const mod = await join(channel, { token: host.token });
    const rute = await join(channel, { token: member.token });
    const visitor = await join(channel, { name: 'Visitante' });
    mod.client.send({ type: 'moment-start', prompt: 'Quer que alguém ore por você?' });
    const started = await rute.client.next('moment-started');
    expect(started.prompt).toBe('Quer que alguém ore por você?');
    const { momentId } = started;
    rute.client.send({ type: 'moment-answer', momentId, answer: 'levantar' });
    visitor.client.send({ type: 'moment-answer', momentId, answer: 'levantar' });
    const hand = await mod.client.next('hand-raised');
    expect(hand).toMatchObject({ momentId, userId: rute.user.id, name: rute.user.name });
    await mod.client.next('moment-count', (f) => f.levantar === 2);
    rute.client.send({ type: 'moment-answer', momentId, answer: 'agora-nao' });
    rute.client.send({ type: 'moment-answer', momentId, answer: 'levantar' });
    await mod.client.next('moment-count', (f) => f.levantar === 2 && f.agoraNao === 0, mod.client.frames.length);
    expect(rute.client.frames.some((f) => f.type === 'hand-raised') || visitor.client.frames.some((f) => f.type === 'hand-raised')).toBe(
      false,
    );

    const late = await join(channel, { token: host.token });
    expect(late.joined.moment).toMatchObject({ momentId, prompt: 'Quer que alguém ore por você?', raised: [{ userId: rute.user.id }] });
    expect((await join(channel, { name: 'Outro' })).joined.moment).toMatchObject({ raised: [], levantar: 0 });

    const care = await t.app.database.db
      .select({ mensagem: oracao.mensagem, mural: oracao.flagPublicarMural })
      .from(oracao)
      .where(and(eq(oracao.igrejaId, church.id), eq(oracao.idUsuario, member.usuarioId)));
    expect(care).toEqual([{ mensagem: 'Levantou a mão no culto ao vivo: Quer que alguém ore por você?', mural: false }]);
  });
});
