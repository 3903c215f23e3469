import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertRecurringGift } from '../giving/giving-account.fixtures.ts';
import { createPayingChurch, type PayingChurch } from '../payments/payments.fixtures.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';
import { insertPayment } from './finance.test-helpers.ts';
import { cashBatch, eventPurchase, refundRow, splitGift } from './finance-reports.test-helpers.ts';

/**
 * The money console's yearly reports (issue 31): exact sums per month in the church's zone (31 Dec 23:30 in São
 * Paulo is December), a payment of two reasons or two ticket types split in whole cents, refunds apart, committed
 * cash batches counted and open ones not, recurring gifts per month; church B's rows never in A's; the grant; the
 * year's refusals; the CSV of each.
 */
let t: TestApp;
let videira: PayingChurch;
let grace: PayingChurch;
let treasurer: StaffSession;
let graceTreasurer: StaffSession;
let editor: StaffSession;
let giver: TestMember;
let eventIds: { event: number; tickets: number[] };
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  videira = await createPayingChurch(t.app, 'videira');
  grace = await createPayingChurch(t.app, 'grace');
  const staff = async (church: PayingChurch, preset: 'finance' | 'content_editor') => {
    const m = await createMember(t.app, church);
    await grantPreset(t.app, church, m, preset);
    return staffLogin(t.app, m, { totp: preset === 'finance' });
  };
  treasurer = await staff(videira, 'finance');
  graceTreasurer = await staff(grace, 'finance');
  editor = await staff(videira, 'content_editor');
  giver = await createMember(t.app, videira);
  const { dizimo, oferta, missoes } = videira.reasons;
  // 31 Dec 2025 23:30 in São Paulo (UTC-3): December 2025, not January 2026.
  await insertPayment(t.app, videira, { motivo: dizimo, total: 10_000, pagoEm: at('2026-01-01T02:30:00Z') });
  // 1 Jan 2026 00:30 in São Paulo.
  await insertPayment(t.app, videira, { motivo: oferta, total: 5_000, pagoEm: at('2026-01-01T03:30:00Z') });
  await insertPayment(t.app, videira, { motivo: dizimo, total: 2_000, pagoEm: at('2025-03-05T15:00:00Z') });
  // Two reasons, 3 000 + 7 000 with 350 of fees: 10 350 split 3 105 / 7 245.
  await splitGift(
    t.app,
    videira,
    [
      [dizimo, 3_000],
      [missoes, 7_000],
    ],
    { metodo: 'pix', taxas: 350, pagoEm: at('2026-03-10T12:00:00Z') },
  );
  // A gift whose items are gone (no reason to split by): whole, under no reason.
  const bare = await insertPayment(t.app, videira, { total: 1_234, pagoEm: at('2026-06-10T12:00:00Z') });
  await t.app.database.db.execute(sql`delete from pagamento_item where id_pagamento = ${bare.id}`);
  // Refunded in full in April: still received in March, the refund reported apart; a refused refund counts nowhere.
  const refunded = await insertPayment(t.app, videira, {
    motivo: dizimo,
    metodo: 'cartao_credito',
    status: 'estornado',
    total: 4_000,
    valorEstornado: 4_000,
    pagoEm: at('2026-03-15T12:00:00Z'),
  });
  await refundRow(t.app, videira, refunded.id, { valor: 4_000, status: 'concluido', criadoEm: at('2026-04-02T12:00:00Z') });
  await refundRow(t.app, videira, refunded.id, { valor: 1_000, status: 'recusado', criadoEm: at('2026-04-01T12:00:00Z') });
  await insertPayment(t.app, videira, {
    metodo: 'pix',
    status: 'cancelado',
    total: 3_000,
    pagoEm: null,
    criadoEm: at('2026-03-01T12:00:00Z'),
  });
  await insertPayment(t.app, videira, { metodo: 'pix', status: 'em_aberto', total: 8_000, pagoEm: null });
  // One ticket at 6 000 and one at 4 000, paid 10 500 with 500 of fees and 1 000 refunded.
  const purchase = await eventPurchase(t.app, videira, [6_000, 4_000], {
    metodo: 'cartao_credito',
    total: 10_500,
    taxas: 500,
    valorEstornado: 1_000,
    pagoEm: at('2026-05-20T12:00:00Z'),
  });
  eventIds = { event: purchase.event.id, tickets: purchase.event.tickets.map((x) => x.id) };
  await refundRow(t.app, videira, purchase.payment.id, { valor: 1_000, status: 'processando', criadoEm: at('2026-05-31T23:30:00-03:00') });
  await cashBatch(t.app, videira, '2026-02-01', [[dizimo, 1_500]], { ajustes: [[dizimo, -500]] });
  await cashBatch(t.app, videira, '2026-02-08', [[oferta, 9_999]], false);
  await cashBatch(t.app, videira, '2025-12-28', [[oferta, 700]], {});
  // Recurring gifts of 2025: one before the year, one started in February and cancelled in April, one started in February.
  await insertRecurringGift(t.app, videira, giver, dizimo, { criadoEm: at('2024-12-10T12:00:00Z') });
  await insertRecurringGift(t.app, videira, giver, dizimo, {
    criadoEm: at('2025-02-10T12:00:00Z'),
    status: 'cancelada',
    canceladoEm: at('2025-04-05T12:00:00Z'),
  });
  await insertRecurringGift(t.app, videira, giver, oferta, { criadoEm: at('2025-02-20T12:00:00Z') });
  // Grace's money in the same months: never in videira's reports.
  await insertPayment(t.app, grace, { motivo: grace.reasons.dizimo, total: 99_999, pagoEm: at('2026-03-10T12:00:00Z') });
  await cashBatch(t.app, grace, '2026-02-01', [[grace.reasons.dizimo, 88_888]], {});
  const graceGiver = await createMember(t.app, grace);
  await insertRecurringGift(t.app, grace, graceGiver, grace.reasons.dizimo, { criadoEm: at('2025-02-10T12:00:00Z') });
});
afterAll(() => t.close());

const report = (kind: string, query: string, s: StaffSession = treasurer, church = 'videira') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/admin/${church}/finance/reports/${kind}${query}`,
    headers: { ...s.headers, 'accept-language': 'en' },
  });

describe('giving by reason and month', () => {
  it('sums online gifts by paid month in the zone and committed cash, beside the year before', async () => {
    const res = await report('giving', '?ano=2026');
    expect(res.statusCode).toBe(200);
    const { dizimo, oferta, missoes } = videira.reasons;
    const row = (motivoId: number | null, mes: number) => ({
      motivoId,
      mes,
      online: 0,
      dinheiro: 0,
      anteriorOnline: 0,
      anteriorDinheiro: 0,
    });
    expect(res.json()).toEqual({
      ano: 2026,
      moeda: 'BRL',
      linhas: [
        { ...row(null, 6), motivo: '', online: 1_234 },
        { ...row(dizimo, 2), motivo: 'Dízimo', dinheiro: 1_000 },
        { ...row(dizimo, 3), motivo: 'Dízimo', online: 3_105 + 4_000, anteriorOnline: 2_000 },
        { ...row(dizimo, 12), motivo: 'Dízimo', anteriorOnline: 10_000 },
        { ...row(missoes, 3), motivo: 'Missões', online: 7_245 },
        { ...row(oferta, 1), motivo: 'Oferta', online: 5_000 },
        { ...row(oferta, 12), motivo: 'Oferta', anteriorDinheiro: 700 },
      ],
    });
  });

  it('puts the gift of 31 Dec 23:30 in December of its own year', async () => {
    const lines = (await report('giving', '?ano=2025')).json().linhas as { motivoId: number; mes: number; online: number }[];
    expect(lines.filter((l) => l.online > 0).map((l) => [l.motivoId, l.mes, l.online])).toEqual([
      [videira.reasons.dizimo, 3, 2_000],
      [videira.reasons.dizimo, 12, 10_000],
    ]);
  });
});

describe('the other reports', () => {
  it('splits an event purchase between its ticket types by price', async () => {
    const res = await report('events', '?ano=2026');
    expect(res.statusCode).toBe(200);
    const [inteira, meia] = eventIds.tickets;
    expect(res.json().linhas).toEqual([
      {
        eventoId: eventIds.event,
        evento: 'Retiro',
        ingressoId: inteira,
        ingresso: 'Inteira',
        bilhetes: 1,
        bruto: 6_300,
        taxas: 300,
        estornado: 600,
      },
      {
        eventoId: eventIds.event,
        evento: 'Retiro',
        ingressoId: meia,
        ingresso: 'Meia',
        bilhetes: 1,
        bruto: 4_200,
        taxas: 200,
        estornado: 400,
      },
    ]);
    expect((await report('events', '?ano=2025')).json().linhas).toEqual([]);
  });

  it('gives the fees of paid payments per month and method', async () => {
    expect((await report('fees', '?ano=2026')).json().linhas).toEqual([
      { mes: 1, metodo: 'dinheiro', pagamentos: 1, bruto: 5_000, taxas: 0 },
      { mes: 3, metodo: 'cartao_credito', pagamentos: 1, bruto: 4_000, taxas: 0 },
      { mes: 3, metodo: 'pix', pagamentos: 1, bruto: 10_350, taxas: 350 },
      { mes: 5, metodo: 'cartao_credito', pagamentos: 1, bruto: 10_500, taxas: 500 },
      { mes: 6, metodo: 'dinheiro', pagamentos: 1, bruto: 1_234, taxas: 0 },
    ]);
  });

  it('counts refunds not refused by the month they were recorded', async () => {
    expect((await report('refunds', '?ano=2026')).json().linhas).toEqual([
      { mes: 4, metodo: 'cartao_credito', quantidade: 1, valor: 4_000 },
      { mes: 5, metodo: 'cartao_credito', quantidade: 1, valor: 1_000 },
    ]);
  });

  it('counts recurring gifts started, cancelled and in force at each month end', async () => {
    const res = await report('recurring', '?ano=2025');
    expect(res.statusCode).toBe(200);
    const lines = res.json().linhas as { mes: number; iniciadas: number; canceladas: number; ativasFimMes: number | null }[];
    expect(lines.map((l) => l.mes)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(lines.map((l) => l.iniciadas)).toEqual([0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(lines.map((l) => l.canceladas)).toEqual([0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(lines.map((l) => l.ativasFimMes)).toEqual([1, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
    const future = (await report('recurring', '?ano=2100')).json().linhas as { ativasFimMes: number | null }[];
    expect(future.every((l) => l.ativasFimMes === null)).toBe(true);
  });
});

describe('isolation, grant and refusals', () => {
  it("shows grace's treasurer only grace's money and refuses videira's treasurer at grace", async () => {
    const giving = (await report('giving', '?ano=2026', graceTreasurer, 'grace')).json();
    expect(giving.linhas.map((l: { online: number; dinheiro: number }) => [l.online, l.dinheiro])).toEqual([
      [0, 88_888],
      [99_999, 0],
    ]);
    expect((await report('fees', '?ano=2026', graceTreasurer, 'grace')).json().linhas).toHaveLength(1);
    expect((await report('events', '?ano=2026', graceTreasurer, 'grace')).json().linhas).toEqual([]);
    expect((await report('refunds', '?ano=2026', graceTreasurer, 'grace')).json().linhas).toEqual([]);
    const recurring = (await report('recurring', '?ano=2025', graceTreasurer, 'grace')).json().linhas;
    expect(recurring.at(-1).ativasFimMes).toBe(1);
    expect((await report('giving', '?ano=2026', treasurer, 'grace')).statusCode).toBe(404);
  });

  it.each(['giving', 'events', 'fees', 'refunds', 'recurring'])('refuses the content editor the %s report and its CSV', async (kind) => {
    expect((await report(kind, '?ano=2026', editor)).statusCode).toBe(403);
    expect((await report(`${kind}/export`, '?ano=2026', editor)).statusCode).toBe(403);
  });

  it.each([
    ['?ano=1999', 'minimum value is 2000'],
    ['?ano=2101', 'maximum value is 2100'],
    ['?ano=abc', 'whole number'],
    ['?ano=2026.5', 'whole number'],
    ['', 'whole number'],
  ])('refuses %s with a translated 400', async (query, text) => {
    const res = await report('giving', query);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(String(res.json().fields.ano)).toContain(text);
    expect((await report('fees/export', query)).statusCode).toBe(400);
  });

  it('refuses an unknown query field', async () => {
    const res = await report('refunds', '?ano=2026&mes=3');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('CSV', () => {
  const csv = async (kind: string, ano: number) => {
    const res = await report(`${kind}/export`, `?ano=${ano}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`${ano}.csv`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    return res.body.slice(1).split('\r\n').filter(Boolean);
  };

  it('exports the giving report with the same figures', async () => {
    const lines = await csv('giving', 2026);
    expect(lines[0]).toBe('mes,motivo_id,motivo,moeda,online,dinheiro,total,ano_anterior_online,ano_anterior_dinheiro,ano_anterior_total');
    expect(lines).toContain(`2026-03,${videira.reasons.dizimo},Dízimo,BRL,71.05,0.00,71.05,20.00,0.00,20.00`);
    expect(lines).toContain(`2026-02,${videira.reasons.dizimo},Dízimo,BRL,0.00,10.00,10.00,0.00,0.00,0.00`);
    expect(lines).toHaveLength(8);
  });

  it('exports events, fees, refunds and recurring gifts', async () => {
    expect((await csv('events', 2026))[1]).toBe(`${eventIds.event},Retiro,${eventIds.tickets[0]},Inteira,1,BRL,63.00,3.00,6.00,54.00`);
    expect(await csv('fees', 2026)).toContain('2026-03,pix,1,BRL,103.50,3.50');
    expect(await csv('refunds', 2026)).toEqual([
      'mes,metodo,quantidade,moeda,valor',
      '2026-04,cartao_credito,1,BRL,40.00',
      '2026-05,cartao_credito,1,BRL,10.00',
    ]);
    const recurring = await csv('recurring', 2025);
    expect(recurring[0]).toBe('mes,iniciadas,canceladas,ativas_fim_mes');
    expect(recurring[4]).toBe('2025-04,0,1,2');
  });

  it('keeps a name starting with = from running as a formula', async () => {
    await t.app.database.db.execute(sql`update evento set titulo = '=HYPERLINK("x")' where id = ${eventIds.event}`);
    const lines = await csv('events', 2026);
    expect(lines[1]).toContain(`'=HYPERLINK(""x"")`);
    await t.app.database.db.execute(sql`update evento set titulo = 'Retiro' where id = ${eventIds.event}`);
  });
});
