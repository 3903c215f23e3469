import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfferingsWorld, type OfferingsWorld } from './offerings.test-helpers.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * Counting and committing at once (PostgreSQL only: PGlite has one connection, so requests never overlap there).
 * Every write locks its batch row first: a line counted while a treasurer commits either lands before the commit,
 * whose total then differs from the one checked (409 OFFERING_STALE), or after it, on a committed batch (409
 * OFFERING_BATCH_COMMITTED); never a committed batch holding a line nobody checked. Two treasurers committing at once
 * commit it once.
 */
describe.skipIf(!onPostgres)('offerings: counting and committing at once', () => {
  let w: OfferingsWorld;
  beforeAll(async () => {
    w = await createOfferingsWorld();
  });
  afterAll(() => w.t.close());

  const stored = async (id: number) =>
    (
      await w.rows<{ estado: string; total: number }>(
        sql`select l.estado, (select sum(valor)::int from oferta_lote_item i where i.id_lote = l.id) as total from oferta_lote l where l.id = ${id}`,
      )
    )[0]!;

  it('a line counted during the commit: one of the two is refused, the committed total is the checked one', async () => {
    for (let round = 0; round < 8; round++) {
      const id = await w.openBatch([w.cash(10_000)]);
      const [commit, add] = await Promise.all([
        w.call(w.treasurer, 'POST', `/${id}/commit`, { totalEsperado: 10_000 }),
        w.call(w.counter, 'POST', `/${id}/lines`, w.cash(500)),
      ]);
      const codes = [commit.statusCode, add.statusCode].sort().join('/');
      expect(['200/409', '201/409']).toContain(codes);
      const after = await stored(id);
      if (commit.statusCode === 200) {
        expect(add.json().code).toBe('OFFERING_BATCH_COMMITTED');
        expect(after).toEqual({ estado: 'confirmado', total: 10_000 });
      } else {
        expect(commit.json().code).toBe('OFFERING_STALE');
        expect(after).toEqual({ estado: 'aberto', total: 10_500 });
      }
    }
  });

  it('two treasurers committing at once commit it once', async () => {
    const id = await w.openBatch([w.cash(2_000)]);
    const answers = await Promise.all([
      w.call(w.treasurer, 'POST', `/${id}/commit`, { totalEsperado: 2_000 }),
      w.call(w.otherTreasurer, 'POST', `/${id}/commit`, { totalEsperado: 2_000 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('OFFERING_BATCH_COMMITTED');
    const [audit] = await w.rows<{ n: number }>(
      sql`select count(*)::int as n from auditoria where entidade = 'oferta_lote' and entidade_id = ${String(id)} and acao = 'update'`,
    );
    expect(audit).toEqual({ n: 1 });
  });
});
