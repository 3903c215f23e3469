import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createService } from '../live/live.fixtures.ts';
import { chatMensagem } from './chat.schema.ts';
import { ChatTestClient, chatUrl } from './chat.test-helpers.ts';

/**
 * A send retried after a lost ack (the client re-sends the same `ref`) is stored and shown once: the repeat gets
 * the same ack and nothing is broadcast, on the same socket, after a reconnect, and when two repeats race.
 */
describe('chat: a repeated send (same ref, same author) is stored once', () => {
  let t: TestApp;
  let url: string;
  let church: TestChurch;
  let member: TestMember;
  let moderator: TestMember;
  let channel: number;
  const clients: ChatTestClient[] = [];
  const open = async () => {
    const client = await ChatTestClient.open(url, church.host);
    clients.push(client);
    return client;
  };
  const rowsWithRef = async (ref: string) =>
    t.app.database.withChurch(church.id, (tx) =>
      tx
        .select({ id: chatMensagem.id, autor: chatMensagem.autor })
        .from(chatMensagem)
        .where(and(eq(chatMensagem.igrejaId, church.id), eq(chatMensagem.cultoId, channel), eq(chatMensagem.refCliente, ref))),
    );
  /** Every message frame the watcher got with this text, once a later marker from `sender` has arrived. */
  const seenBy = async (watcher: ChatTestClient, sender: ChatTestClient, text: string, marker: string) => {
    sender.send({ type: 'message', ref: marker, text: marker });
    await watcher.next('message', (f) => f.message.text === marker);
    return watcher.frames.filter((f) => f.type === 'message' && f.message.text === text);
  };

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'chat-repeat');
    member = await createMember(t.app, church, { nome: 'Rute', roles: [] });
    moderator = await createMember(t.app, church, { nome: 'Paulo', roles: ['ROLE_ADMIN'] });
    channel = (await createService(t.app, church)).id;
    url = await chatUrl(t.app);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t.close();
  });

  it('costs one church transaction per message, new or repeated (the repeat check and the insert together)', async () => {
    const ana = await open();
    await ana.join({ channel, name: 'Ana' });
    const transactions = async (ref: string) => {
      const before = t.app.database.stats.churchTransactions;
      const from = ana.frames.length;
      ana.send({ type: 'message', ref, text: 'contada' });
      await ana.next('ack', (f) => f.ref === ref, from);
      return t.app.database.stats.churchTransactions - before;
    };
    expect(await transactions('tx-1')).toBe(1);
    expect(await transactions('tx-1')).toBe(1);
  });

  it('answers a repeat on the same socket with the same ack and broadcasts nothing', async () => {
    const ana = await open();
    await ana.join({ channel, name: 'Ana' });
    const bia = await open();
    await bia.join({ channel, name: 'Bia' });
    ana.send({ type: 'message', ref: 'same-1', text: 'uma vez' });
    const first = await ana.next('ack', (f) => f.ref === 'same-1');
    const from = ana.frames.length;
    ana.send({ type: 'message', ref: 'same-1', text: 'uma vez' });
    const again = await ana.next('ack', (f) => f.ref === 'same-1', from);
    expect(again.id).toBe(first.id);
    expect(await seenBy(bia, ana, 'uma vez', 'marca-1')).toHaveLength(1);
    expect(await rowsWithRef('same-1')).toHaveLength(1);
  });

  it('answers a repeat after a reconnect (same visitor id) with the same ack; history shows it once', async () => {
    const first = await open();
    const { rejoinId } = await first.join({ channel, name: 'Caio' });
    first.send({ type: 'message', ref: 'drop-1', text: 'antes da queda' });
    const ack = await first.next('ack', (f) => f.ref === 'drop-1');
    first.close();
    await first.waitClosed();
    const watcher = await open();
    await watcher.join({ channel, name: 'Davi' });
    const again = await open();
    const rejoined = await again.join({ channel, name: 'Caio', anonymousId: rejoinId, since: ack.id - 1 });
    expect(rejoined.history.filter((m) => m.text === 'antes da queda')).toHaveLength(1);
    again.send({ type: 'message', ref: 'drop-1', text: 'antes da queda' });
    expect((await again.next('ack', (f) => f.ref === 'drop-1')).id).toBe(ack.id);
    expect(await seenBy(watcher, again, 'antes da queda', 'marca-2')).toHaveLength(0);
    expect(await rowsWithRef('drop-1')).toHaveLength(1);
  });

  it('stores one row when two repeats race (the member on two sockets), and both get its id', async () => {
    const one = await open();
    await one.join({ channel, token: member.token });
    const two = await open();
    await two.join({ channel, token: member.token });
    one.send({ type: 'message', ref: 'race-1', text: 'corrida' });
    two.send({ type: 'message', ref: 'race-1', text: 'corrida' });
    const [a, b] = await Promise.all([one.next('ack', (f) => f.ref === 'race-1'), two.next('ack', (f) => f.ref === 'race-1')]);
    expect(a.id).toBe(b.id);
    expect(await rowsWithRef('race-1')).toEqual([{ id: a.id, autor: `u:${member.usuarioId}` }]);
    expect(await seenBy(two, one, 'corrida', 'marca-3')).toHaveLength(1);
  });

  it('keeps the ref per author: another user’s same ref is a message of its own', async () => {
    const eva = await open();
    await eva.join({ channel, name: 'Eva' });
    const fabio = await open();
    await fabio.join({ channel, name: 'Fábio' });
    eva.send({ type: 'message', ref: 'shared-ref', text: 'da Eva' });
    fabio.send({ type: 'message', ref: 'shared-ref', text: 'do Fábio' });
    const [a, b] = await Promise.all([eva.next('ack', (f) => f.ref === 'shared-ref'), fabio.next('ack', (f) => f.ref === 'shared-ref')]);
    expect(a.id).not.toBe(b.id);
    expect(await rowsWithRef('shared-ref')).toHaveLength(2);
  });

  it('never brings back a message a moderator removed: its repeat is acked, the author told it was removed, nothing stored', async () => {
    const gil = await open();
    const { user, rejoinId } = await gil.join({ channel, name: 'Gil' });
    const mod = await open();
    await mod.join({ channel, token: moderator.token });
    gil.send({ type: 'message', ref: 'gone-1', text: 'texto removido' });
    const ack = await gil.next('ack', (f) => f.ref === 'gone-1');
    mod.send({ type: 'delete', messageId: ack.id });
    await mod.next('deleted', (f) => f.messageId === ack.id);
    gil.close(); // the author's client missed the removal and re-sends after reconnecting
    await gil.waitClosed();

    const again = await open();
    const rejoined = await again.join({ channel, name: 'Gil', anonymousId: rejoinId, since: ack.id - 1 });
    expect(rejoined.history.map((m) => m.id)).not.toContain(ack.id);
    const from = again.frames.length;
    again.send({ type: 'message', ref: 'gone-1', text: 'texto removido' });
    expect((await again.next('ack', (f) => f.ref === 'gone-1', from)).id).toBe(ack.id);
    await again.next('deleted', (f) => f.messageId === ack.id, from);
    expect(await seenBy(mod, again, 'texto removido', 'marca-4')).toHaveLength(1); // the first broadcast only
    expect(await rowsWithRef('gone-1')).toEqual([{ id: ack.id, autor: user.id }]);
    const [stored] = await t.app.database.withChurch(church.id, (tx) =>
      tx.select({ texto: chatMensagem.texto, removida: chatMensagem.removida }).from(chatMensagem).where(eq(chatMensagem.id, ack.id)),
    );
    expect(stored).toEqual({ texto: '', removida: true });
  });
});
