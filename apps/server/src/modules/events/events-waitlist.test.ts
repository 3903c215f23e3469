import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { WAITLIST_OFFER_MINUTES, type TEventLiveServerFrame } from '@congrega/contract/events-waitlist';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPayer, createPayingChurch, TEST_CARDS, type PayingChurch } from '../payments/payments.fixtures.ts';
import { pagamento } from '../payments/payments.schema.ts';
import { eventWaitlistCounts, waitlistPersonalData } from './events.public.ts';
import { buy, createEvent, gatewayWebhook, holders, type TestEvent } from './events.fixtures.ts';
import { eventoIngresso } from './events.schema.ts';
import { WAITLIST_OFFER_MAIL_JOB } from './waitlist-mail.ts';
import { expireOffers } from './waitlist-offers.ts';
import { eventoListaEspera } from './waitlist.schema.ts';

/** Issue 32 "Waitlist when sold out": join and leave, offers of released seats, the held seat, expiry, races. */
describe('the waitlist of a sold-out ticket type', () => {
  let t: TestApp;
  let church: PayingChurch;
  let dataDir: string;
  let event: TestEvent;
  let other: TestEvent;
  const m: Record<string, TestMember> = {};
  const payments: Record<string, string> = {};
  const frames: TEventLiveServerFrame[] = [];

  const outbox = async () => {
    const files = await fs.readdir(path.join(dataDir, 'outbox')).catch(() => [] as string[]);
    return Promise.all(files.map((f) => fs.readFile(path.join(dataDir, 'outbox', f), 'utf8')));
  };
  const typeOf = (e: TestEvent) => e.tickets[0]!.id;
  const url = (who: TestMember, e = event, type = typeOf(e)) =>
    `/api/v1/usuario/${who.usuarioId}/evento/${e.id}/ingresso/${type}/lista-espera`;
  const join = (who: TestMember, e = event, lang = 'en') =>
    t.app.inject({ method: 'POST', url: url(who, e), headers: { ...who.headers, 'accept-language': lang } });
  const leave = (who: TestMember, e = event) => t.app.inject({ method: 'DELETE', url: url(who, e), headers: who.headers });
  const stock = async (e = event) =>
    (
      await t.app.database.db
        .select()
        .from(eventoIngresso)
        .where(eq(eventoIngresso.id, typeOf(e)))
    )[0]!;
  const detailType = async (who: TestMember, e = event) => {
    const res = await t.app.inject({ url: `/api/v1/igreja/${church.slug}/evento/${e.id}/`, headers: who.headers });
    expect(res.statusCode).toBe(200);
    return res.json().ingressos[0];
  };
  const places = async (who: TestMember) =>
    t.app.database.db
      .select({ status: eventoListaEspera.status, ingressoId: eventoListaEspera.ingressoId, expira: eventoListaEspera.ofertaExpiraEm })
      .from(eventoListaEspera)
      .where(eq(eventoListaEspera.idUsuario, who.usuarioId))
      .orderBy(eventoListaEspera.id);
  const buyPix = async (who: TestMember, e = event) => {
    const res = await buy(t.app, church, e, who, {
      ingressos: [{ id: typeOf(e), quantidade: 1, titulares: holders(1) }],
      valorTotal: 5_000,
      metodoPagamento: 'pix',
    });
    if (res.statusCode === 201) {
      const [row] = await t.app.database.db.select().from(pagamento).where(eq(pagamento.id, res.json().pagamento.id));
      payments[who.email] = row!.gatewayReferencia!;
    }
    return res;
  };
  const cancel = (who: TestMember) => gatewayWebhook(t.app, church.id, payments[who.email]!, 'cancelado');

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'congrega-waitlist-'));
    t = await createTestApp({ dataDir });
    church = await createPayingChurch(t.app, 'eventos-espera');
    for (const name of ['ana', 'bia', 'caio', 'davi', 'eva', 'fabio', 'gil', 'hugo', 'ines', 'joao'])
      m[name] = await createPayer(t.app, church, 'BR');
    event = await createEvent(t.app, church, { titulo: 'Retiro', tickets: [{ nome: 'Vaga', valor: 5_000, quantidade: 2 }] });
    other = await createEvent(t.app, church, { titulo: 'Outro', tickets: [{ nome: 'Outra', valor: 5_000, quantidade: 2 }] });
    t.app.eventsLive.watch(church.id, event.id, { send: (f) => frames.push(f) });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('opens only on a sold-out type of an event of the host church, for the member themself; bad inputs are 4xx', async () => {
    const open = await join(m.caio!);
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({
      code: 'EVT_WAITLIST_NOT_SOLD_OUT',
      message: 'This ticket is still on sale: the waitlist opens once it sells out.',
    });
    const visitor = await t.app.inject({ method: 'POST', url: url(m.caio!), headers: { host: church.host } });
    expect(visitor.statusCode).toBe(401);
    const someoneElse = await t.app.inject({ method: 'POST', url: url(m.davi!), headers: m.caio!.headers });
    expect(someoneElse.statusCode).toBe(404);
    const noClient = await createMember(t.app, await createPayingChurch(t.app, 'eventos-espera-outra'));
    const elsewhere = await t.app.inject({ method: 'POST', url: url(m.caio!), headers: { ...noClient.headers, host: church.host } });
    expect(elsewhere.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: url(m.caio!, { ...event, id: 2_000_000 }), headers: m.caio!.headers })).json(),
    ).toMatchObject({
      code: 'EVENT_NOT_FOUND',
    });
    const wrongType = await t.app.inject({ method: 'POST', url: url(m.caio!, event, typeOf(other)), headers: m.caio!.headers });
    expect(wrongType.statusCode).toBe(409);
    expect(wrongType.json().code).toBe('EVT_REG_019');
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/usuario/${m.caio!.usuarioId}/evento/${event.id}/ingresso/${bad}/lista-espera`,
        headers: { ...m.caio!.headers, 'accept-language': 'en' },
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { ticketId: expect.any(String) } });
    }
    expect(await places(m.caio!)).toEqual([]);
  });

  it('sold out: members join in order, joining again keeps the place, the page and the console see the line', async () => {
    expect((await buyPix(m.ana!)).statusCode).toBe(201);
    expect((await buyPix(m.bia!)).statusCode).toBe(201);
    expect(await stock()).toMatchObject({ vendidos: 0, reservados: 2 });
    expect((await join(m.caio!, event, 'pt-BR')).json()).toEqual({ status: 'aguardando', posicao: 1, ofertaExpiraEm: null });
    const davi = await join(m.davi!);
    expect(davi.statusCode).toBe(201);
    expect(davi.json()).toEqual({ status: 'aguardando', posicao: 2, ofertaExpiraEm: null });
    expect((await join(m.eva!)).json().posicao).toBe(3);
    expect((await join(m.caio!)).json()).toEqual({ status: 'aguardando', posicao: 1, ofertaExpiraEm: null });
    expect(await places(m.caio!)).toHaveLength(1);
    expect(await detailType(m.davi!)).toMatchObject({
      status: 'esgotado',
      maxPorCompra: 0,
      listaEspera: { status: 'aguardando', posicao: 2 },
    });
    expect((await detailType(m.ana!)).listaEspera).toBeNull();
    const counts = await t.app.database.withChurch(church.id, (tx) => eventWaitlistCounts(tx, church.id, event.id));
    expect(counts).toEqual([{ ingressoId: typeOf(event), aguardando: 3, ofertas: 0 }]);
  });

  it('a released seat is held for the first in line, e-mailed in their language; nobody else can buy it', async () => {
    frames.length = 0;
    expect((await cancel(m.ana!)).statusCode).toBe(200);
    const [caio] = await places(m.caio!);
    expect(caio!.status).toBe('oferta');
    expect(Math.abs(caio!.expira!.getTime() - Date.now() - WAITLIST_OFFER_MINUTES * 60_000)).toBeLessThan(60_000);
    expect(await stock()).toMatchObject({ vendidos: 0, reservados: 2 });
    expect(await detailType(m.caio!)).toMatchObject({
      status: 'disponivel',
      maxPorCompra: 1,
      restantes: 1,
      listaEspera: { status: 'oferta' },
    });
    expect(await detailType(m.davi!)).toMatchObject({ status: 'esgotado', listaEspera: { status: 'aguardando', posicao: 1 } });
    // The live page: still sold out for everyone else.
    expect(frames).toEqual([
      { type: 'availability', eventId: event.id, ingressos: [{ id: typeOf(event), esgotado: true, restantes: 0, em: expect.any(String) }] },
    ]);
    for (const who of [m.davi!, m.ana!]) expect((await buyPix(who)).json().code).toBe('EVT_REG_001');

    expect(await t.app.jobs.drain(WAITLIST_OFFER_MAIL_JOB)).toBe(1);
    const mails = (await outbox()).filter((mail) => mail.includes(`To: ${m.caio!.email}`));
    expect(mails).toHaveLength(1);
    // pt-BR (the language caio joined in), quoted-printable: the link to the event page and the hold's end.
    const body = mails[0]!.replace(/=\r?\n/g, '');
    expect(body).toContain('<html lang=3D"pt-BR">');
    expect(body).toContain(`/event/${event.id}">Comprar o ingresso</a>`);
    expect(body).toContain('A reserva vale at=C3=A9');
    // A retried job sends nothing again.
    await t.app.jobs.send(WAITLIST_OFFER_MAIL_JOB, {
      churchId: church.id,
      placeId: (await t.app.database.db.select().from(eventoListaEspera).where(eq(eventoListaEspera.idUsuario, m.caio!.usuarioId)))[0]!.id,
    });
    await t.app.jobs.drain(WAITLIST_OFFER_MAIL_JOB);
    expect((await outbox()).filter((mail) => mail.includes(`To: ${m.caio!.email}`))).toHaveLength(1);
  });

  it('the member buys the held seat through the normal purchase; their place ends', async () => {
    frames.length = 0;
    const res = await buyPix(m.caio!);
    expect(res.statusCode).toBe(201);
    expect(await stock()).toMatchObject({ vendidos: 0, reservados: 2 });
    expect((await places(m.caio!)).map((p) => p.status)).toEqual(['comprada']);
    expect((await detailType(m.caio!)).listaEspera).toBeNull();
    expect(frames.at(-1)).toMatchObject({ type: 'availability', ingressos: [{ esgotado: true, restantes: 0 }] });
  });

  it('an offer left unused passes to the next in line when it expires, once however many runs overlap', async () => {
    await cancel(m.bia!);
    expect((await places(m.davi!)).map((p) => p.status)).toEqual(['oferta']);
    await t.app.database.db
      .update(eventoListaEspera)
      .set({ ofertaExpiraEm: new Date(Date.now() - 1000) })
      .where(and(eq(eventoListaEspera.idUsuario, m.davi!.usuarioId), eq(eventoListaEspera.status, 'oferta')));
    // Expired but not yet swept: the seat is no longer theirs.
    expect((await buyPix(m.davi!)).json().code).toBe('EVT_REG_001');
    const runs = await Promise.all([expireOffers(t.app), expireOffers(t.app)]);
    expect(runs[0]! + runs[1]!).toBe(1);
    expect((await places(m.davi!)).map((p) => p.status)).toEqual(['expirada']);
    expect((await places(m.eva!)).map((p) => p.status)).toEqual(['oferta']);
    expect(await stock()).toMatchObject({ reservados: 2 });
    expect((await detailType(m.davi!)).listaEspera).toBeNull();
    // Leaving with the offer: nobody is waiting, so the seat is on sale again, and the live page says so.
    frames.length = 0;
    expect((await leave(m.eva!)).statusCode).toBe(204);
    expect((await leave(m.eva!)).statusCode).toBe(204);
    expect((await places(m.eva!)).map((p) => p.status)).toEqual(['saiu']);
    expect(await stock()).toMatchObject({ reservados: 1 });
    expect(frames).toEqual([
      {
        type: 'availability',
        eventId: event.id,
        ingressos: [{ id: typeOf(event), esgotado: false, restantes: 1, em: expect.any(String) }],
      },
    ]);
  });

  it('two seats released at once go to two different members; a member never holds two offers for one type', async () => {
    for (const who of [m.fabio!, m.gil!]) expect((await buyPix(who, other)).statusCode).toBe(201);
    for (const who of [m.hugo!, m.ines!, m.hugo!]) expect((await join(who, other)).statusCode).toBe(201);
    const released = await Promise.all([cancel(m.fabio!), cancel(m.gil!)]);
    expect(released.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await places(m.hugo!)).map((p) => p.status)).toEqual(['oferta']);
    expect((await places(m.ines!)).map((p) => p.status)).toEqual(['oferta']);
    expect(await stock(other)).toMatchObject({ vendidos: 0, reservados: 2 });
    expect((await join(m.hugo!, other)).json()).toMatchObject({ status: 'oferta', posicao: null });
    // A waiting member leaves: nothing moves.
    expect((await join(m.joao!, other)).json().posicao).toBe(1);
    expect((await leave(m.joao!, other)).statusCode).toBe(204);
    expect(await stock(other)).toMatchObject({ reservados: 2 });
  });

  it("a member's export lists their places; erasing them passes a held offer to the next in line", async () => {
    expect((await join(m.joao!, other)).json()).toMatchObject({ status: 'aguardando', posicao: 1 });
    const scope = (
      who: TestMember,
      tx: Parameters<Parameters<typeof t.app.database.withChurch>[1]>[0],
      after: (() => Promise<void>)[],
    ) => ({
      app: t.app,
      tx,
      churchId: church.id,
      usuarioId: who.usuarioId,
      contaId: who.contaId,
      now: new Date(),
      afterCommit: (task: () => Promise<void>) => void after.push(task),
    });
    const exported = await t.app.database.withChurch(church.id, (tx) => waitlistPersonalData.exportData(scope(m.hugo!, tx, [])));
    expect(exported).toEqual([expect.objectContaining({ eventoId: other.id, evento: 'Outro', ingresso: 'Outra', status: 'oferta' })]);
    const after: (() => Promise<void>)[] = [];
    await t.app.database.withChurch(church.id, (tx) => waitlistPersonalData.erase(scope(m.hugo!, tx, after)));
    expect(await places(m.hugo!)).toEqual([]);
    expect((await places(m.joao!)).map((p) => p.status)).toEqual(['saiu', 'oferta']);
    expect(await stock(other)).toMatchObject({ reservados: 2 });
    expect(after).toHaveLength(1);
    for (const task of after) await task();
    await t.app.jobs.drain(WAITLIST_OFFER_MAIL_JOB);
    expect((await outbox()).filter((mail) => mail.includes(`To: ${m.joao!.email}`))).toHaveLength(1);
  });

  it('a card declined on the held seat gives the offer back while it runs; the next in line keeps waiting', async () => {
    const single = await createEvent(t.app, church, { titulo: 'Jantar', tickets: [{ nome: 'Lugar', valor: 5_000, quantidade: 1 }] });
    expect((await buyPix(m.fabio!, single)).statusCode).toBe(201);
    for (const who of [m.gil!, m.davi!]) expect((await join(who, single)).statusCode).toBe(201);
    await cancel(m.fabio!);
    const offered = await detailType(m.gil!, single);
    expect(offered.listaEspera).toMatchObject({ status: 'oferta' });
    const token = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/general/payment/church/${church.id}/card/token`,
        headers: { host: church.host },
        payload: { numero: TEST_CARDS.declined, titular: 'Gil Souza', cvv: '123', validade: `12/${(new Date().getFullYear() + 3) % 100}` },
      })
    ).json().token as string;
    const declined = await buy(t.app, church, single, m.gil!, {
      ingressos: [{ id: typeOf(single), quantidade: 1, titulares: holders(1) }],
      valorTotal: 5_000,
      metodoPagamento: 'cartao_credito',
      cartao: { token },
    });
    expect(declined.statusCode).toBe(402);
    expect(await detailType(m.gil!, single)).toMatchObject({ status: 'disponivel', listaEspera: offered.listaEspera });
    expect(await detailType(m.davi!, single)).toMatchObject({ status: 'esgotado', listaEspera: { status: 'aguardando', posicao: 1 } });
    expect(await stock(single)).toMatchObject({ vendidos: 0, reservados: 1 });
    expect((await buyPix(m.gil!, single)).statusCode).toBe(201);
    expect((await detailType(m.gil!, single)).listaEspera).toBeNull();
  });
});
