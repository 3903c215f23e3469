import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { igreja } from '../../db/church-table.ts';
import type { Tx } from '../../db/client.ts';
import { expectRowLevelSecurity } from '../../test/isolation.ts';
import { createMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ticketRevenue } from '../events/event-revenue.repository.ts';
import { createEvent, type TestEvent } from '../events/events.fixtures.ts';
import { insertRecurringGift } from '../giving/giving-account.fixtures.ts';
import { recurringByMonth } from '../giving/recurring-report.repository.ts';
import { feesByMonthMethod, giftsByReasonMonth, refundsByMonthMethod } from '../payments/payment-reports.repository.ts';
import { paymentTotals } from '../payments/payment-search.repository.ts';
import { rolledUpTotals } from '../payments/payment-totals.repository.ts';
import { createPayingChurch, type PayingChurch } from '../payments/payments.fixtures.ts';
import { relatorioFinanceiroFuso, relatorioFinanceiroMes, relatorioFinanceiroParte } from '../payments/report-rollup.schema.ts';
import { rawEvents, rawFees, rawGifts, rawRecurring, rawRefunds } from './finance-reports-raw.test-helpers.ts';
import { change, instant, int, newGift, newPurchase, random, rowsOf, totalsFilters } from './finance-reports-rollup.test-helpers.ts';

/**
 * The report rollup (migration 0059) against the raw aggregates: random payments of both destinations, items,
 * tickets, refunds, status changes, edits and deletions, written as the owner and inside the app's church
 * transaction; after each round every report of 2025 and 2026 read from the rollup equals the raw recomputation row
 * for row, for two churches, before the first read (built then), after changes (kept by the triggers) and after the
 * church changes its time zone (rebuilt at the next read). The payments list's totals (migration 0067) likewise,
 * over random ranges of whole days (inside a month, across months and years, open at either end) with method, status
 * and destination filters. The recurring gifts' one-pass months against the join of every month with every gift,
 * over random gifts.
 */
let t: TestApp;
let churches: { church: PayingChurch; events: TestEvent[] }[];

const sorted = (rows: readonly object[]) =>
  rows.map((r) => JSON.stringify(Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v === null ? null : String(v)])))).sort();

type Report = (tx: Tx, churchId: number, ano: number, zone: string) => Promise<readonly object[]>;
const PAIRS: [string, Report, Report][] = [
  ['giving', giftsByReasonMonth, rawGifts],
  ['fees', feesByMonthMethod, rawFees],
  ['refunds', refundsByMonthMethod, rawRefunds],
  ['events', ticketRevenue, rawEvents],
  ['recurring', recurringByMonth, rawRecurring],
];

/** Every report of 2025 and 2026 of the church, from the rollup and raw, in one church transaction each. */
async function expectSameReports(church: PayingChurch, zone: string) {
  let counted = 0;
  for (const ano of [2024, 2025, 2026])
    for (const [name, rollup, raw] of PAIRS) {
      const [fromRollup, fromRaw] = await t.app.database.withChurch(church.id, async (tx) => [
        await rollup(tx, church.id, ano, zone),
        await raw(tx, church.id, ano, zone),
      ]);
      expect(sorted(fromRollup), `${name} ${ano}`).toEqual(sorted(fromRaw));
      counted += fromRaw.length;
    }
  for (const filter of totalsFilters(zone)) {
    const [fromRollup, fromRaw] = await t.app.database.withChurch(church.id, async (tx) => [
      await rolledUpTotals(tx, church.id, filter),
      await paymentTotals(tx, church.id, filter),
    ]);
    expect(fromRollup, JSON.stringify(filter)).toEqual(fromRaw);
    counted += fromRaw.quantidade > 0 ? 1 : 0;
  }
  return counted;
}

beforeAll(async () => {
  t = await createTestApp();
  churches = [];
  for (const slug of ['videira', 'grace']) {
    const church = await createPayingChurch(t.app, slug);
    const events = [];
    for (const titulo of ['Retiro', 'Congresso'])
      events.push(
        await createEvent(t.app, church, {
          titulo,
          tickets: [
            { nome: 'Inteira', valor: 12_000 },
            { nome: 'Meia', valor: 6_000 },
            { nome: 'Cortesia', valor: 0 },
          ],
        }),
      );
    churches.push({ church, events });
    // Recurring gifts started over 2024-2026, some cancelled since (a few at a new year's edge, one before its start).
    const giver = await createMember(t.app, church);
    for (let i = 0; i < 40; i++) {
      const criadoEm = i % 10 === 0 ? new Date(Date.UTC(2023, 11, 20)) : instant();
      const end = random() < 0.4 ? new Date(criadoEm.getTime() + int(400) * 86_400_000) : random() < 0.1 ? instant() : null;
      await insertRecurringGift(t.app, church, giver, church.reasons.dizimo, {
        criadoEm,
        canceladoEm: end,
        status: end ? 'cancelada' : 'ativa',
      });
    }
  }
});
afterAll(() => t?.close());

describe('the report rollup equals the raw aggregates', () => {
  it('starts empty with the church, in its zone, and is kept from its first payment (no read builds it)', async () => {
    const [videira] = churches;
    const zoneOf = () =>
      t.app.database.db.select().from(relatorioFinanceiroFuso).where(eq(relatorioFinanceiroFuso.igrejaId, videira!.church.id));
    expect(await zoneOf()).toEqual([{ igrejaId: videira!.church.id, fuso: 'America/Sao_Paulo' }]);
    for (const { church, events } of churches) {
      for (let i = 0; i < 40; i++) await (i % 3 ? newGift(t.app, church) : newPurchase(t.app, church, events));
      for (let i = 0; i < 10; i++) await change(t.app, church, events);
    }
    const before = await t.app.database.db
      .select()
      .from(relatorioFinanceiroMes)
      .where(eq(relatorioFinanceiroMes.igrejaId, videira!.church.id));
    expect(before.length).toBeGreaterThan(10);
    for (const { church } of churches) expect(await expectSameReports(church, 'America/Sao_Paulo')).toBeGreaterThan(20);
  });

  it('is kept by every change, in the transaction that makes it', async () => {
    for (let round = 0; round < 6; round++) {
      for (const { church, events } of churches) for (let i = 0; i < 20; i++) await change(t.app, church, events);
      for (const { church } of churches) await expectSameReports(church, 'America/Sao_Paulo');
    }
    // No part outlives its payment.
    const orphans = await t.app.database.db.execute(
      sql`select count(*)::int as n from relatorio_financeiro_parte x where not exists (select 1 from pagamento p where p.id = x.id_pagamento)`,
    );
    expect(rowsOf<{ n: number }>(orphans)[0]!.n).toBe(0);
  });

  it('is rebuilt in the new zone when the church changes its own, and kept from then on', async () => {
    const [videira] = churches;
    const church = videira!.church;
    await t.app.database.db.update(igreja).set({ fusoHorario: 'Asia/Kolkata' }).where(eq(igreja.id, church.id));
    // Until the rollup counts in the new zone, the list's totals come from the payments themselves.
    const stale = await t.app.database.withChurch(church.id, (tx) => rolledUpTotals(tx, church.id, { zone: 'Asia/Kolkata', days: {} }));
    expect(stale).toBeUndefined();
    await expectSameReports(church, 'Asia/Kolkata');
    const [fuso] = await t.app.database.db.select().from(relatorioFinanceiroFuso).where(eq(relatorioFinanceiroFuso.igrejaId, church.id));
    expect(fuso?.fuso).toBe('Asia/Kolkata');
    for (let i = 0; i < 30; i++) await change(t.app, church, videira!.events);
    await expectSameReports(church, 'Asia/Kolkata');
    // The other church's rollup was not touched by the rebuild.
    await expectSameReports(churches[1]!.church, 'America/Sao_Paulo');
  });

  it("keeps each church's rollup to itself (row-level security)", async () => {
    const [a, b] = churches.map((c) => c.church.id) as [number, number];
    for (const table of [relatorioFinanceiroFuso, relatorioFinanceiroMes, relatorioFinanceiroParte])
      await expectRowLevelSecurity(t.app, a, b, table);
    const theirs = await t.app.database.withChurch(a, (tx) =>
      tx
        .select()
        .from(relatorioFinanceiroMes)
        .where(and(eq(relatorioFinanceiroMes.igrejaId, b))),
    );
    expect(theirs).toEqual([]);
  });
});
