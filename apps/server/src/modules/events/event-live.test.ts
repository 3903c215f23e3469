import { EVENT_LIVE_CLOSE, type TEventLiveServerFrame } from '@congrega/contract/events-waitlist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { SocketTestClient, socketUrl } from '../../test/socket-test-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { EventLiveHub } from './event-live.ts';
import { buy, createEvent, holders, type TestEvent } from './events.fixtures.ts';

class LiveClient extends SocketTestClient<TEventLiveServerFrame> {}

/** `/events/live`: the event page hears every committed stock change of the event it watches, and nothing else. */
describe('the event pages’ live availability socket', () => {
  let t: TestApp;
  let url: string;
  let a: TestChurch;
  let b: TestChurch;
  let member: TestMember;
  let event: TestEvent;
  let otherChurchEvent: TestEvent;
  const clients: LiveClient[] = [];
  const open = async (host: string) => {
    const client = await LiveClient.open(url, host);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await createTestApp();
    a = await createChurch(t.app, 'ao-vivo');
    b = await createChurch(t.app, 'ao-vivo-b');
    member = await createMember(t.app, a);
    event = await createEvent(t.app, a, { tickets: [{ nome: 'Entrada', valor: 0, quantidade: 3 }] });
    otherChurchEvent = await createEvent(t.app, b, { tickets: [{ valor: 0 }] });
    url = await socketUrl(t.app, '/events/live');
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t.close();
  });

  it('watches an event of the host church and gets each purchase’s new stock, as the public page shows it', async () => {
    const page = await open(a.host);
    page.send({ type: 'watch', eventId: event.id });
    expect(await page.next('watching')).toEqual({ type: 'watching', eventId: event.id });
    expect(t.app.eventsLive.count(a.id, event.id)).toBe(1);
    const bought = await buy(t.app, a, event, member, {
      ingressos: [{ id: event.tickets[0]!.id, quantidade: 2, titulares: holders(2) }],
      valorTotal: 0,
    });
    expect(bought.statusCode).toBe(201);
    const frame = await page.next('availability');
    expect(frame).toEqual({
      type: 'availability',
      eventId: event.id,
      ingressos: [
        { id: event.tickets[0]!.id, esgotado: false, restantes: 1, em: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/) },
      ],
    });
    await buy(t.app, a, event, member, { ingressos: [{ id: event.tickets[0]!.id, quantidade: 1, titulares: holders(1) }], valorTotal: 0 });
    const soldOut = await page.next('availability', (f) => f.ingressos[0]!.esgotado);
    expect(soldOut.ingressos[0]!.restantes).toBe(0);
    expect(soldOut.ingressos[0]!.em > frame.ingressos[0]!.em).toBe(true);
    page.close();
    await page.waitClosed();
    await expect.poll(() => t.app.eventsLive.count(a.id, event.id)).toBe(0);
  });

  it('refuses another church’s event, unknown ids and malformed frames; closes on a flood and without the events module', async () => {
    const page = await open(a.host);
    page.send({ type: 'watch', eventId: otherChurchEvent.id });
    expect(await page.next('error')).toMatchObject({ code: 'EVENT_NOT_FOUND', message: 'Event not found. Check the address.' });
    expect(t.app.eventsLive.count(b.id, otherChurchEvent.id)).toBe(0);
    page.send({ type: 'watch', eventId: 2_000_000 });
    expect((await page.next('error', () => true, 1)).code).toBe('EVENT_NOT_FOUND');
    const malformed = await open(a.host);
    for (const bad of [
      'not json',
      { type: 'watch', eventId: 'x' },
      { type: 'watch', eventId: 0 },
      { type: 'watch', eventId: 1, extra: 1 },
    ]) {
      const from = malformed.frames.length;
      malformed.send(bad);
      expect((await malformed.next('error', () => true, from)).code).toBe('VALIDATION_FAILED');
    }
    // It only listens: a client sending more than a few frames a second is closed.
    const flood = await open(a.host);
    for (let i = 0; i < 20; i += 1) flood.send({ type: 'buy' });
    expect(await flood.waitClosed()).toBe(EVENT_LIVE_CLOSE.flood);
    const noEvents = await createChurch(t.app, 'ao-vivo-sem-eventos', { modules: ['MOD_CULTO'] });
    const off = await open(noEvents.host);
    expect(await off.waitClosed()).toBe(EVENT_LIVE_CLOSE.moduleOff);
  });

  it('never fails the write it follows: a bus that throws is logged, nothing is sent while Redis is away', async () => {
    const frame = { church: a.id, eventId: event.id, ingressos: [] };
    const errors: unknown[] = [];
    const failing = new EventLiveHub(
      { publish: () => Promise.reject(new Error('redis down')), subscribe: () => undefined, close: async () => undefined },
      (err) => errors.push(err),
    );
    await expect(failing.publish(frame)).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
    let sent = 0;
    const away = new EventLiveHub(
      { publish: async () => void (sent += 1), subscribe: () => undefined, close: async () => undefined },
      (err) => errors.push(err),
      () => false,
    );
    await away.publish(frame);
    expect({ sent, errors: errors.length }).toEqual({ sent: 0, errors: 1 });
  });
});
