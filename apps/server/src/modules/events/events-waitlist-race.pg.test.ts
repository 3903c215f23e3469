import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { TestMember } from '../../test/fixtures.ts';
import { serverCopies } from '../../test/server-copies.ts';
import { createPayer, createPayingChurch } from '../payments/payments.fixtures.ts';
import { pagamento } from '../payments/payments.schema.ts';
import { createEvent, gatewayWebhook, holders } from './events.fixtures.ts';
import { eventoIngresso } from './events.schema.ts';
import { expireOffers } from './waitlist-offers.ts';
import { eventoListaEspera } from './waitlist.schema.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const SEATS = 12;
const WAITING = 18;

/**
 * The waitlist's races on PostgreSQL (PGlite has one connection: nothing there runs at once), through two server
 * copies on one database: every seat of a sold-out type released at once goes to a different member, the first in
 * line; while held, nobody else buys them and their members all do; offers expiring on both copies at once pass on
 * once each.
 */
describe.skipIf(!onPostgres)('the waitlist under concurrency (two server copies)', () => {
  const { start } = serverCopies();

  it('releases at once offer to as many members, in line order, once each', { timeout: 300_000 }, async () => {
    const a = await start();
    const b = await start();
    const copy = (i: number) => (i % 2 ? a : b);
    const church = await createPayingChurch(a, 'espera-corrida');
    b.tenantCache.clear();
    const event = await createEvent(a, church, { tickets: [{ nome: 'Vaga', valor: 5_000, quantidade: SEATS }] });
    const typeId = event.tickets[0]!.id;
    const buyers: TestMember[] = [];
    const waiting: TestMember[] = [];
    for (let i = 0; i < SEATS; i++) buyers.push(await createPayer(a, church, 'BR'));
    for (let i = 0; i < WAITING; i++) waiting.push(await createPayer(a, church, 'BR'));
    const purchase = (app: App, m: TestMember) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/usuario/${m.usuarioId}/evento/${event.id}/inscricao/`,
        headers: { ...m.headers, 'idempotency-key': randomUUID() },
        payload: {
          versaoEvento: event.versao,
          ingressos: [{ id: typeId, quantidade: 1, titulares: holders(1) }],
          valorTotal: 5_000,
          metodoPagamento: 'pix',
        },
      });
    const bought = await Promise.all(buyers.map((m, i) => purchase(copy(i), m)));
    expect(bought.map((r) => r.statusCode)).toEqual(buyers.map(() => 201));
    for (const [i, m] of waiting.entries()) {
      const res = await copy(i).inject({
        method: 'POST',
        url: `/api/v1/usuario/${m.usuarioId}/evento/${event.id}/ingresso/${typeId}/lista-espera`,
        headers: m.headers,
      });
      expect(res.json().posicao).toBe(i + 1);
    }
    // Each member joining again at once, on both copies: still one place each.
    await Promise.all(
      waiting.flatMap((m) =>
        [a, b].map((app) =>
          app.inject({
            method: 'POST',
            url: `/api/v1/usuario/${m.usuarioId}/evento/${event.id}/ingresso/${typeId}/lista-espera`,
            headers: m.headers,
          }),
        ),
      ),
    );

    const references = await a.database.db
      .select({ ref: pagamento.gatewayReferencia })
      .from(pagamento)
      .where(eq(pagamento.igrejaId, church.id));
    const released = await Promise.all(references.map(({ ref }, i) => gatewayWebhook(copy(i), church.id, ref!, 'cancelado')));
    expect(released.map((r) => r.statusCode)).toEqual(references.map(() => 200));

    const db = a.database.db;
    const statusOf = async () => {
      const rows = await db
        .select({ u: eventoListaEspera.idUsuario, status: eventoListaEspera.status })
        .from(eventoListaEspera)
        .orderBy(eventoListaEspera.id);
      return waiting.map((m) => rows.filter((r) => r.u === m.usuarioId).map((r) => r.status));
    };
    const stock = async () => (await db.select().from(eventoIngresso).where(eq(eventoIngresso.id, typeId)))[0]!;
    expect(await statusOf()).toEqual(waiting.map((_, i) => [i < SEATS ? 'oferta' : 'aguardando']));
    expect(await stock()).toMatchObject({ vendidos: 0, reservados: SEATS });

    // The held seats: the others (those still waiting, and the first buyers) are refused; the offered all buy.
    const others = [...waiting.slice(SEATS), ...buyers];
    const [refused, taken] = await Promise.all([
      Promise.all(others.map((m, i) => purchase(copy(i), m))),
      Promise.all(waiting.slice(0, SEATS).map((m, i) => purchase(copy(i + 1), m))),
    ]);
    expect(refused.map((r) => r.json().code)).toEqual(others.map(() => 'EVT_REG_001'));
    expect(taken.map((r) => r.statusCode)).toEqual(waiting.slice(0, SEATS).map(() => 201));
    expect(await stock()).toMatchObject({ vendidos: 0, reservados: SEATS });

    // Their orders lapse at once, after their offers' time (within it, a refused order gives the offer back); the
    // next in line get offers; those expire on both copies at once: passed on once.
    const lapsed = await db
      .select({ ref: pagamento.gatewayReferencia })
      .from(pagamento)
      .where(sql`${pagamento.igrejaId} = ${church.id} and ${pagamento.status} <> 'cancelado'`);
    await db
      .update(eventoListaEspera)
      .set({ ofertaExpiraEm: new Date(Date.now() - 1000) })
      .where(eq(eventoListaEspera.status, 'comprada'));
    await Promise.all(lapsed.map(({ ref }, i) => gatewayWebhook(copy(i), church.id, ref!, 'cancelado')));
    const left = WAITING - SEATS;
    expect((await statusOf()).slice(SEATS)).toEqual(waiting.slice(SEATS).map(() => ['oferta']));
    expect(await stock()).toMatchObject({ reservados: left });
    await db
      .update(eventoListaEspera)
      .set({ ofertaExpiraEm: new Date(Date.now() - 1000) })
      .where(eq(eventoListaEspera.status, 'oferta'));
    const runs = await Promise.all([expireOffers(a), expireOffers(b), expireOffers(a)]);
    expect(runs.reduce((x, y) => x + y, 0)).toBe(left);
    expect((await statusOf()).slice(SEATS)).toEqual(waiting.slice(SEATS).map(() => ['expirada']));
    expect(await stock()).toMatchObject({ vendidos: 0, reservados: 0 });
    const active = await db
      .select({ id: eventoListaEspera.id })
      .from(eventoListaEspera)
      .where(inArray(eventoListaEspera.status, ['aguardando', 'oferta']));
    expect(active).toEqual([]);
  });
});
