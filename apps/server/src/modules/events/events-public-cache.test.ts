// @module-tag engine: differs by engine, so CI runs it on PGlite as well as PostgreSQL (ARCHITECTURE.md "Testing").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withFrozenClock } from '../../test/frozen-clock.ts';
import { createRegistrationsWorld, type RegistrationsWorld } from '../admin/event-registrations.test-helpers.ts';
import { checkIn } from '../admin/door.test-helpers.ts';
import { bodyOf, eventsApi } from '../admin/events-admin.test-helpers.ts';
import { buy, createEvent, daysFromNow, holders, type TestEvent } from './events.fixtures.ts';

/**
 * The event list and detail are the church's cached public reads (core/public-reads.ts): a warm visitor read sends
 * nothing to the database, a member's only its own tickets and places (one statement); a staff change and a stock
 * change show on the next read at once; another church's host never answers from this church's entries.
 */
describe('event pages from the church public reads cache', () => {
  let w: RegistrationsWorld;
  let api: ReturnType<typeof eventsApi>;
  let event: TestEvent;
  const get = (url: string, headers: Record<string, string>) =>
    w.t.app.inject({ url: `/api/v1${url}`, headers: { 'accept-language': 'en', ...headers } });
  const visitor = () => ({ host: w.videira.host });
  const list = () => get(`/igreja/${w.videira.slug}/evento/`, visitor());
  const detail = (headers: Record<string, string> = visitor(), id = event.id) => get(`/igreja/${w.videira.slug}/evento/${id}/`, headers);

  /** What `request` costs once `warm` ran, with the clock held (the session check is cached 5 s). */
  const cost = (request: () => Promise<{ statusCode: number }>, warm = request) =>
    withFrozenClock(async () => {
      await warm();
      const before = { ...w.t.app.database.stats };
      expect((await request()).statusCode).toBe(200);
      return {
        transactions: w.t.app.database.stats.churchTransactions - before.churchTransactions,
        statements: w.t.app.database.stats.statements - before.statements,
      };
    });

  beforeAll(async () => {
    w = await createRegistrationsWorld();
    api = eventsApi(w);
    event = await createEvent(w.t.app, w.videira, {
      titulo: 'Vigília',
      dataInicio: daysFromNow(10),
      dataFim: daysFromNow(11),
      tickets: [{ nome: 'Única', valor: 0, quantidade: 1 }],
    });
  });
  afterAll(() => w.t.close());

  it('a warm visitor read of the list and of the detail sends no statement', async () => {
    expect(await cost(list)).toEqual({ transactions: 0, statements: 0 });
    expect(await cost(() => detail())).toEqual({ transactions: 0, statements: 0 });
  });

  it("a member's warm detail: one transaction, one statement of their own (tickets and waitlist places)", async () => {
    // node-postgres also counts BEGIN with the church scope (one message) and COMMIT; PGlite the scope only.
    const statements = w.t.app.database.kind === 'postgres' ? 4 : 2;
    expect(await cost(() => detail(w.payer.headers))).toEqual({ transactions: 1, statements });
  });

  it("a staff console change shows on the next list and detail at once; another church's host never sees the event", async () => {
    expect((await list()).json().eventos.map((e: { titulo: string }) => e.titulo)).toContain('Vigília');
    expect((await detail()).json().titulo).toBe('Vigília');
    const grace = { host: w.grace.host };
    const graceList = () => get(`/igreja/${w.grace.slug}/evento/`, grace);
    expect((await graceList()).json().eventos).toEqual([]);
    // The created event through the console, read once (cached), then renamed.
    const created = await api.create(w.admin);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect((await detail(visitor(), id)).json().titulo).toBe('Retiro de casais');
    expect((await api.put(w.admin, id, { ...bodyOf(created.json()), titulo: 'Retiro 2027' })).statusCode).toBe(200);
    expect((await detail(visitor(), id)).json().titulo).toBe('Retiro 2027');
    expect((await list()).json().eventos.map((e: { titulo: string }) => e.titulo)).toContain('Retiro 2027');
    // Another church: its own (empty) list, and this church's cached id is not found on its host.
    expect((await graceList()).json().eventos).toEqual([]);
    const other = await get(`/igreja/${w.grace.slug}/evento/${id}/`, grace);
    expect([other.statusCode, other.json().code]).toEqual([404, 'EVENT_NOT_FOUND']);
  });

  it("a purchase's stock change shows at once: the last seat sold makes the list and the detail sold out", async () => {
    expect((await detail()).json()).toMatchObject({ esgotado: false, ingressos: [{ status: 'disponivel' }] });
    const sold = (await list()).json().eventos.find((e: { id: number }) => e.id === event.id);
    expect(sold.esgotado).toBe(false);
    const res = await buy(w.t.app, w.videira, event, w.payer, {
      ingressos: [{ id: event.tickets[0]!.id, quantidade: 1, titulares: holders(1) }],
      valorTotal: 0,
    });
    expect(res.statusCode).toBe(201);
    expect((await detail()).json()).toMatchObject({ esgotado: true, ingressos: [{ status: 'esgotado' }] });
    expect((await list()).json().eventos.find((e: { id: number }) => e.id === event.id).esgotado).toBe(true);
    // The buyer's own part is theirs alone: they hold the ticket, a visitor holds none.
    expect((await detail(w.payer.headers)).json().meusIngressos).toBe(1);
    expect((await detail()).json().meusIngressos).toBe(0);
  });

  it('a scan at the door changes no public read: the event pages stay cached through it', async () => {
    const scanThenList = async () => {
      await list();
      const scan = await checkIn(w.t.app, w.admin, w.videira, event.id, { codigo: 'NO-SUCH-TICKET' });
      expect(scan.statusCode).toBe(200);
      return scan;
    };
    expect(await cost(list, scanThenList)).toEqual({ transactions: 0, statements: 0 });
  });

  it('only the first pages are kept: a later page is read each time', async () => {
    const later = () => get(`/igreja/${w.videira.slug}/evento/?page=4`, visitor());
    expect((await cost(later)).transactions).toBe(1);
    expect(await cost(list)).toEqual({ transactions: 0, statements: 0 });
  });
});
