// @module-tag engine: its statement counts differ by engine, so CI runs it on PGlite as well as PostgreSQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPayer, createPayingChurch, type PayingChurch } from '../payments/payments.fixtures.ts';
import { insertDonation } from './giving-account.fixtures.ts';

/** GET /usuario/{userId}/doacao/?igreja=: the giver's donations at the host church, newest first, paged. */
describe('giving history', () => {
  let t: TestApp;
  let church: PayingChurch;
  let giver: TestMember;
  let other: TestMember;
  const url = (userId: number, query: string) => `/api/v1/usuario/${userId}/doacao/?${query}`;

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPayingChurch(t.app, 'hist');
    giver = await createPayer(t.app, church);
    other = await createPayer(t.app, church);
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
    await insertDonation(t.app, church, giver, { items: [{ motivo: church.reasons.dizimo, valor: 10_000 }], criadoEm: day(1) });
    await insertDonation(t.app, church, giver, {
      items: [
        { motivo: church.reasons.oferta, valor: 2_000 },
        { motivo: church.reasons.missoes, valor: 3_000 },
      ],
      metodo: 'cartao_credito',
      taxas: 250,
      criadoEm: day(2),
    });
    await insertDonation(t.app, church, giver, {
      items: [{ motivo: church.reasons.oferta, valor: 700 }],
      status: 'pendente',
      criadoEm: day(3),
    });
    // Not donations, or not the giver's: never listed.
    await insertDonation(t.app, church, giver, { items: [{ motivo: null, valor: 900 }], destino: 'evento', criadoEm: day(4) });
    await insertDonation(t.app, church, other, { items: [{ motivo: church.reasons.dizimo, valor: 5_000 }], criadoEm: day(5) });
  });
  afterAll(() => t.close());

  it('lists the donations newest first with reasons, method, status and totals', async () => {
    const res = await t.app.inject({ url: url(giver.usuarioId, `igreja=${church.id}`), headers: giver.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ total: 3, page: 1, limit: 30 });
    expect(body.itens.map((i: { total: number }) => i.total)).toEqual([700, 5_250, 10_000]);
    expect(body.itens[1]).toMatchObject({
      status: 'aprovado',
      metodoPagamento: 'cartao_credito',
      moeda: 'BRL',
      recorrente: false,
      motivos: [
        { nome: 'Oferta', valor: 2_000 },
        { nome: 'Missões', valor: 3_000 },
      ],
    });
    expect(body.itens[0].dataPagamento).toBeNull();
    expect(body.itens[2].dataPagamento).toBe('2026-01-01T12:00:00.000Z');
    expect(typeof body.itens[0].codigo).toBe('string');
  });

  it('costs one church transaction and a fixed number of statements, whatever the page size', async () => {
    // Both measured reads find the session check in memory (plugins/auth.ts SESSION_CACHE_MS), not only the second.
    await t.app.inject({ url: url(giver.usuarioId, `igreja=${church.id}&limit=1`), headers: giver.headers });
    const before = { ...t.app.database.stats };
    await t.app.inject({ url: url(giver.usuarioId, `igreja=${church.id}&limit=100`), headers: giver.headers });
    expect(t.app.database.stats.churchTransactions - before.churchTransactions).toBe(1);
    const statements = t.app.database.stats.statements - before.statements;
    const again = { ...t.app.database.stats };
    await t.app.inject({ url: url(giver.usuarioId, `igreja=${church.id}&limit=1`), headers: giver.headers });
    expect(t.app.database.stats.statements - again.statements).toBe(statements);
  });

  it('pages', async () => {
    const res = await t.app.inject({ url: url(giver.usuarioId, `igreja=${church.id}&page=2&limit=2`), headers: giver.headers });
    expect(res.json()).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(res.json().itens.map((i: { total: number }) => i.total)).toEqual([10_000]);
  });

  it('a donation made through POST /pagamento/ is in the history with its receipt code', async () => {
    const payer = await createPayer(t.app, church);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pagamento/',
      headers: { ...payer.headers, 'idempotency-key': randomUUID() },
      payload: { igreja: church.id, metodoPagamento: 'pix', motivos: [{ id: church.reasons.dizimo, valor: 1_500 }] },
    });
    expect(paid.statusCode).toBe(201);
    const res = await t.app.inject({ url: url(payer.usuarioId, `igreja=${church.id}`), headers: payer.headers });
    expect(res.json().itens).toMatchObject([
      { codigo: paid.json().codigo, total: paid.json().total, motivos: [{ nome: 'Dízimo', valor: 1_500 }] },
    ]);
  });

  it("someone else's history answers 404, and so does another church's id", async () => {
    const theirs = await t.app.inject({ url: url(other.usuarioId, `igreja=${church.id}`), headers: giver.headers });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('5000');
    const elsewhere = await t.app.inject({ url: url(giver.usuarioId, `igreja=${church.id + 999}`), headers: giver.headers });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe('CHURCH_NOT_FOUND');
  });

  it('a visitor gets 401; a church without MOD_DOACAO answers 404', async () => {
    const visitor = await t.app.inject({ url: url(giver.usuarioId, `igreja=${church.id}`), headers: { host: church.host } });
    expect(visitor.statusCode).toBe(401);
    const off = await createChurch(t.app, 'hist-off', { modules: ['MOD_CULTO'] });
    const member = await createMember(t.app, off);
    const res = await t.app.inject({ url: url(member.usuarioId, `igreja=${off.id}`), headers: member.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('MODULE_DISABLED');
  });

  it.each([
    ['missing igreja', ''],
    ['igreja not a number', 'igreja=abc'],
    ['igreja above int4', 'igreja=2147483648'],
    ['page 0', 'igreja=1&page=0'],
    ['limit above 100', 'igreja=1&limit=101'],
    ['unknown field', 'igreja=1&x=1'],
  ])('%s answers 400 with the translated field message', async (_name, query) => {
    const res = await t.app.inject({ url: url(giver.usuarioId, query), headers: { ...giver.headers, 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().fields ?? {}).length).toBeGreaterThan(0);
  });

  it.each([['abc'], ['0'], ['2147483648']])('userId %s answers 400', async (userId) => {
    const res = await t.app.inject({ url: `/api/v1/usuario/${userId}/doacao/?igreja=${church.id}`, headers: giver.headers });
    expect(res.statusCode).toBe(400);
  });
});
