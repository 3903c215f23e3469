import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.ts';
import { prepareReportRollup } from '../../db/report-sql.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { feesByMonthMethod } from '../payments/payment-reports.repository.ts';
import { paymentTotals } from '../payments/payment-search.repository.ts';
import { rolledUpTotals } from '../payments/payment-totals.repository.ts';
import { createPayingChurch, type PayingChurch } from '../payments/payments.fixtures.ts';
import { pagamento } from '../payments/payments.schema.ts';
import { rawFees } from './finance-reports-raw.test-helpers.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * Two transactions each changing two payments of one church, paid (and ordered) in January and in February, in
 * opposite month order, one statement per payment, both waiting for the other's first statement before their second:
 * the rollups' rows (report months, list days and months) are locked once, sorted, at each commit (migration 0067),
 * so both finish (the triggers of 0059 locked them statement by statement: January then February against February
 * then January, a deadlock) and the rollups then equal the raw aggregates. PostgreSQL only (PGlite has one
 * connection: transactions never overlap there).
 */
describe.skipIf(!onPostgres)('the finance rollups under payments changed in opposite month orders', () => {
  let t: TestApp;
  let church: PayingChurch;
  const ZONE = 'America/Sao_Paulo';

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPayingChurch(t.app, 'ordem-meses');
    // The church's rollup counts (it does from its creation since 0067; before, from its first report read).
    await t.app.database.withChurch(church.id, (tx) => prepareReportRollup(tx, church.id, ZONE));
  });
  afterAll(() => t.close());

  /** A paid pix gift ordered and paid on `day` of 2026 (noon UTC). */
  async function paidOn(day: string) {
    const at = new Date(`2026-${day}T12:00:00Z`);
    const [row] = await t.app.database.db
      .insert(pagamento)
      .values({
        igrejaId: church.id,
        codigo: `M${randomUUID().slice(0, 12)}`,
        destinoTipo: 'doacao',
        descricao: 'Oferta',
        metodo: 'pix',
        idGatewayPagamento: 5,
        moeda: 'BRL',
        valor: 10_000,
        taxas: 100,
        total: 10_100,
        valorParcela: 10_100,
        status: 'aprovado',
        idioma: 'pt-BR',
        pagoEm: at,
        criadoEm: at,
      })
      .returning({ id: pagamento.id });
    return row!.id;
  }

  /** Resolves once `parties` callers arrived: each transaction waits here for the other's first statement. */
  function barrier(parties: number) {
    let arrived = 0;
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return () => {
      arrived += 1;
      if (arrived === parties) open();
      return opened;
    };
  }

  const bump = (tx: Tx, id: number, taxas: number) =>
    tx
      .update(pagamento)
      .set({ taxas, total: sql`${pagamento.valor} + ${taxas}` })
      .where(eq(pagamento.id, id));

  async function expectRollupsEqualRaw(ids: number[]) {
    const [fees, raw, totals, rawTotals] = await t.app.database.withChurch(church.id, async (tx) => [
      await feesByMonthMethod(tx, church.id, 2026, ZONE),
      await rawFees(tx, church.id, 2026, ZONE),
      await rolledUpTotals(tx, church.id, { zone: ZONE, days: {} }),
      await paymentTotals(tx, church.id, {}),
    ]);
    expect(fees.map((r) => JSON.stringify(r)).sort()).toEqual(raw.map((r) => JSON.stringify(r)).sort());
    expect(totals).toEqual(rawTotals);
    const stored = await t.app.database.db.select({ taxas: pagamento.taxas }).from(pagamento).where(inArray(pagamento.id, ids));
    return stored.map((r) => r.taxas).sort((a, b) => a - b);
  }

  it('two transactions, one statement per payment, months in opposite order: both commit', async () => {
    for (let round = 0; round < 3; round++) {
      const [janA, febA, febB, janB] = [await paidOn('01-10'), await paidOn('02-10'), await paidOn('02-11'), await paidOn('01-11')];
      const halfway = barrier(2);
      const run = (first: number, second: number, taxas: number) =>
        t.app.database.withChurch(church.id, async (tx) => {
          await bump(tx, first, taxas);
          await halfway();
          await bump(tx, second, taxas);
        });
      const results = await Promise.allSettled([run(janA, febA, 300 + round), run(febB, janB, 500 + round)]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      expect(await expectRollupsEqualRaw([janA, febA, febB, janB])).toEqual([300 + round, 300 + round, 500 + round, 500 + round]);
    }
  });

  it('two transactions, both payments in one statement, named in opposite order: both commit', async () => {
    const [jan1, feb1, feb2, jan2] = [await paidOn('01-20'), await paidOn('02-20'), await paidOn('02-21'), await paidOn('01-21')];
    const ready = barrier(2);
    const run = (ids: number[], taxas: number) =>
      t.app.database.withChurch(church.id, async (tx) => {
        await ready();
        await tx
          .update(pagamento)
          .set({ taxas, total: sql`${pagamento.valor} + ${taxas}` })
          .where(sql`${pagamento.id} = any(${sql.raw(`array[${ids.join(',')}]`)})`);
      });
    const results = await Promise.allSettled([run([jan1, feb1], 700), run([feb2, jan2], 900)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(await expectRollupsEqualRaw([jan1, feb1, feb2, jan2])).toEqual([700, 700, 900, 900]);
  });
});
