import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { inProcessBus } from '../../core/realtime-bus.ts';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { TestEvent } from '../events/events.fixtures.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';
import { DoorLive, type DoorChange } from './door-live.ts';
import { checkIn, doorEvent, doorGet, sync, ticketsOf, type DoorTicketFixture } from './door.test-helpers.ts';

/**
 * The door's shared counts (door-live.ts): GET …/counts answers at once when the device's counts are stale, else
 * as soon as another device admits a ticket or syncs its queue (on any copy, through Redis with REDIS_URL), else at
 * the wait's time limit; the same gate as every door call, and a translated 400 for a bad query.
 */
const shown = (c: { admitidos: number; esperados: number; conflitos: number }) =>
  `/counts?admitidos=${c.admitidos}&esperados=${c.esperados}&conflitos=${c.conflitos}`;

/** Resolves once `n` requests wait on the event on this copy (the wait registered before the change is made). */
async function waiters(app: App, church: TestChurch, eventId: number, n: number) {
  await expect.poll(() => app.doorLive.waiting({ church: church.id, eventId })).toBe(n);
}

describe('door counts on one copy', () => {
  let t: TestApp;
  let videira: TestChurch;
  let grace: TestChurch;
  let doorA: StaffSession;
  let phone2: StaffSession;
  let eventA: TestEvent;
  let eventB: TestEvent;
  let graceEvent: TestEvent;
  let tickets: DoorTicketFixture[];

  beforeAll(async () => {
    t = await createTestApp();
    videira = await createChurch(t.app, 'videira');
    grace = await createChurch(t.app, 'grace');
    eventA = await doorEvent(t.app, videira, 'Conferência');
    eventB = await doorEvent(t.app, videira, 'Jantar');
    graceEvent = await doorEvent(t.app, grace, 'Grace Camp');
    const d = await createMember(t.app, videira, { nome: 'Porteira' });
    await grantPreset(t.app, videira, d, 'door_staff', eventA.id);
    doorA = await staffLogin(t.app, d);
    const d2 = await createMember(t.app, videira, { nome: 'Porteiro' });
    await grantPreset(t.app, videira, d2, 'door_staff', eventA.id);
    phone2 = await staffLogin(t.app, d2);
    tickets = await ticketsOf(t.app, videira, eventA, 'confirmada', ['Ana Souza', 'Bruno Lima', 'Carla Dias']);
  });
  afterAll(() => t.close());

  it('answers at once without counts or with stale ones', async () => {
    const first = await doorGet(t.app, doorA, videira, eventA.id, '/counts');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ admitidos: 0, esperados: 3, conflitos: 0 });
    const stale = await doorGet(t.app, doorA, videira, eventA.id, shown({ admitidos: 5, esperados: 3, conflitos: 0 }));
    expect(stale.json()).toEqual({ admitidos: 0, esperados: 3, conflitos: 0 });
  });

  it("a device showing the current counts hears of another device's admission", async () => {
    const waiting = doorGet(t.app, phone2, videira, eventA.id, shown({ admitidos: 0, esperados: 3, conflitos: 0 }));
    await waiters(t.app, videira, eventA.id, 1);
    expect((await checkIn(t.app, doorA, videira, eventA.id, { codigo: tickets[0]!.codigo })).json().veredito).toBe('admitido');
    const answer = await waiting;
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ admitidos: 1, esperados: 3, conflitos: 0 });
    expect(t.app.doorLive.waiting({ church: videira.id, eventId: eventA.id })).toBe(0);
  });

  it('a synced offline queue wakes every waiting device; a refusal or a repeat does not', async () => {
    const counts = { admitidos: 1, esperados: 3, conflitos: 0 };
    const waiting = [1, 2].map(() => doorGet(t.app, doorA, videira, eventA.id, shown(counts)));
    await waiters(t.app, videira, eventA.id, 2);
    // A refused scan and a second scan of the admitted ticket change nothing: the waits go on.
    expect((await checkIn(t.app, phone2, videira, eventA.id, { codigo: 'NAO-EXISTE' })).json().veredito).toBe('desconhecido');
    expect((await checkIn(t.app, phone2, videira, eventA.id, { codigo: tickets[0]!.codigo })).json().veredito).toBe('ja_admitido');
    expect(t.app.doorLive.waiting({ church: videira.id, eventId: eventA.id })).toBe(2);
    const queued = await sync(t.app, phone2, videira, eventA.id, {
      dispositivo: 'phone-2',
      itens: [{ localId: randomUUID(), codigo: tickets[1]!.codigo, em: new Date(Date.now() - 60_000).toISOString(), porta: 'Lateral' }],
    });
    expect(queued.statusCode).toBe(200);
    for (const answer of await Promise.all(waiting)) expect(answer.json()).toEqual({ admitidos: 2, esperados: 3, conflitos: 0 });
  });

  it('keeps the door gate: another event of a scoped grant 403, another church 404, bad counts 400', async () => {
    expect((await doorGet(t.app, doorA, videira, eventB.id, '/counts')).statusCode).toBe(403);
    const other = await doorGet(t.app, doorA, grace, graceEvent.id, '/counts');
    expect([403, 404]).toContain(other.statusCode);
    for (const bad of ['?admitidos=-1', '?admitidos=abc', '?esperados=99999999999', '?outra=1', '?admitidos=1%00']) {
      const res = await doorGet(t.app, doorA, videira, eventA.id, `/counts${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const { authorization: _, ...noSession } = doorA.headers;
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/videira/door/events/${eventA.id}/counts`,
      headers: noSession,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the wait itself', () => {
  const change: DoorChange = { church: 1, eventId: 2 };

  it('ends at its time limit, on abort, or on a change of its own event only', async () => {
    const live = new DoorLive(
      inProcessBus<DoorChange>(),
      () => undefined,
      () => true,
      5,
    );
    await live.nextChange(change);
    expect(live.waiting(change)).toBe(0);

    const slow = new DoorLive(
      inProcessBus<DoorChange>(),
      () => undefined,
      () => true,
      60_000,
    );
    const gone = new AbortController();
    const aborted = slow.nextChange(change, gone.signal);
    const woken = slow.nextChange(change);
    const otherEvent = slow.nextChange({ church: 1, eventId: 3 });
    expect(slow.waiting(change)).toBe(2);
    gone.abort();
    await aborted;
    expect(slow.waiting(change)).toBe(1);
    await slow.changed(change);
    await woken;
    expect(slow.waiting({ church: 1, eventId: 3 })).toBe(1);
    await slow.close();
    await otherEvent;
  });

  it('does not publish while Redis is away (the admission never waits for it)', async () => {
    const bus = inProcessBus<DoorChange>();
    const live = new DoorLive(
      bus,
      () => undefined,
      () => false,
      60_000,
    );
    const waiting = live.nextChange(change);
    await live.changed(change);
    expect(live.waiting(change)).toBe(1);
    await live.close();
    await waiting;
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('door counts across two server copies through Redis', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const apps: App[] = [];
  const prefix = `door-${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp({ config: testConfig({ redisUrl, rateLimitKeyPrefix: prefix }), database });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.dispose();
  });

  it('an admission on copy A ends the wait of a device on copy B', async () => {
    const [a, b] = [apps[0]!, apps[1]!];
    const church = await createChurch(a, 'porta-redis');
    const event = await doorEvent(a, church, 'Vigília');
    const [ticket] = await ticketsOf(a, church, event, 'confirmada', ['Ana Souza']);
    const staff = await staffLogin(a, await createMember(a, church, { roles: ['ROLE_ADMIN'] }), { totp: true });
    b.tenantCache.clear();
    const waiting = doorGet(b, staff, church, event.id, shown({ admitidos: 0, esperados: 1, conflitos: 0 }));
    await waiters(b, church, event.id, 1);
    expect((await checkIn(a, staff, church, event.id, { codigo: ticket!.codigo })).json().veredito).toBe('admitido');
    expect((await waiting).json()).toEqual({ admitidos: 1, esperados: 1, conflitos: 0 });
  });
});
