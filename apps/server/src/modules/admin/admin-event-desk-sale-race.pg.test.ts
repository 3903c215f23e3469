import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../events/events.fixtures.ts';
import { dayBatches, deskSale, rows } from './event-desk-sale.test-helpers.ts';
import { createRegistrationsWorld, type RegistrationsWorld } from './event-registrations.test-helpers.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * Desk sales at once (PostgreSQL only: PGlite has one connection, so requests never overlap there). The ticket
 * advisory lock of the church's day opens one batch of today for desks selling different events at once; the ticket
 * types' row locks hold the stock as an online purchase's do: eight desks selling the last three seats sell three; one Idempotency-Key sent three
 * times at once makes one registration and one payment.
 */
describe.skipIf(!onPostgres)('desk sales at once', () => {
  let w: RegistrationsWorld;
  beforeAll(async () => {
    w = await createRegistrationsWorld();
  });
  afterAll(() => w.t.close());

  const one = (id: number, email: string) => ({
    ingressos: [{ id, quantidade: 1, titulares: [{ nome: 'X', respostas: [] }] }],
    comprador: { tipo: 'convidado', nome: 'Guest', sobrenome: 'Desk', email },
    valorRecebido: 2_500,
  });

  it('four desks selling four events at once open one batch of today', async () => {
    const events = await Promise.all(
      [1, 2, 3, 4].map((n) => createEvent(w.t.app, w.videira, { titulo: `Evento ${n}`, tickets: [{ nome: 'Vaga', valor: 2_500 }] })),
    );
    const answers = await Promise.all(events.map((e, i) => deskSale(w, w.treasurer, e, one(e.tickets[0]!.id, `d${i}@example.com`))));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    const batches = await dayBatches(w, w.videira.id);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ estado: 'aberto', linhas: 4, valor: 10_000 });
  });

  it('eight desks selling the last three seats sell three, counted into that batch', async () => {
    const event = await createEvent(w.t.app, w.videira, { titulo: 'Lotado', tickets: [{ nome: 'Vaga', valor: 2_500, quantidade: 3 }] });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => deskSale(w, w.treasurer, event, one(event.tickets[0]!.id, `g${i}@example.com`))),
    );
    const codes = answers.map((a) => (a.statusCode === 201 ? 201 : a.json().code)).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c !== 201).every((c) => c === 'EVT_REG_001' || c === 'EVT_REG_021')).toBe(true);
    expect((await w.stock(event))[0]).toEqual({ vendidos: 3, reservados: 0 });
    const batches = await dayBatches(w, w.videira.id);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ estado: 'aberto', linhas: 7, valor: 17_500 });
    expect(new Set(answers.filter((a) => a.statusCode === 201).map((a) => a.json().lote.id))).toEqual(new Set([batches[0]!.id]));
  });

  it('one key sent three times at once makes one registration and one payment', async () => {
    const event = await createEvent(w.t.app, w.videira, { titulo: 'Chave', tickets: [{ nome: 'Vaga', valor: 2_500, quantidade: 10 }] });
    const key = randomUUID();
    const body = one(event.tickets[0]!.id, 'same@example.com');
    const answers = await Promise.all([1, 2, 3].map(() => deskSale(w, w.treasurer, event, body, key)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().inscricao.id)).size).toBe(1);
    const [payments] = await rows<{ n: number }>(
      w,
      sql`select count(*)::int as n from pagamento p join evento_inscricao i on i.id_pagamento = p.id where i.evento_id = ${event.id}`,
    );
    expect(payments).toEqual({ n: 1 });
    expect((await w.stock(event))[0]).toEqual({ vendidos: 1, reservados: 0 });
  });
});
