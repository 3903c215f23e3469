import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfferingsWorld, type OfferingsWorld } from './offerings.test-helpers.ts';

/**
 * Cash offerings' refusals (issue 31): every bad input of a line, a batch and an adjustment (400 with the field),
 * another church's reason, member and batch, the counter kept out of the payments and the content editor out of
 * the offerings.
 */
let w: OfferingsWorld;
beforeAll(async () => {
  w = await createOfferingsWorld();
});
afterAll(() => w.t.close());

describe('refusals', () => {
  it.each([
    ['amount 0', { valor: 0 }, 'valor'],
    ['negative amount', { valor: -100 }, 'valor'],
    ['fractional amount', { valor: 10.5 }, 'valor'],
    ['huge amount', { valor: 1e12 }, 'valor'],
    ['amount as text', { valor: '100' }, 'valor'],
    ['no reason', { motivoId: undefined }, 'motivoId'],
    ['reason 0', { motivoId: 0 }, 'motivoId'],
    ['a card method', { metodo: 'cartao_credito' }, 'metodo'],
    ['envelope too long', { envelope: 'x'.repeat(21) }, 'envelope'],
    ['envelope with a NUL', { envelope: 'a\u0000b' }, 'envelope'],
    ['giver as text', { usuarioId: 'ana' }, 'usuarioId'],
    ['unknown field', { extra: 1 }, 'extra'],
  ])('refuses a line with %s (400 with the field)', async (_what, patch, field) => {
    const id = await w.openBatch();
    const res = await w.call(w.counter, 'POST', `/${id}/lines`, { ...w.cash(1_000), ...patch });
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(res.json().fields[field]).toEqual(expect.any(String));
    expect((await w.call(w.counter, 'GET', `/${id}`)).json().linhas).toEqual([]);
  });

  it.each([
    ["another church's reason", () => ({ motivoId: w.grace.reasons.dizimo }), 'motivoId', 'OFFERING_REASON_INVALID'],
    ["another church's member", () => ({ usuarioId: w.graceMember.usuarioId }), 'usuarioId', 'OFFERING_MEMBER_INVALID'],
  ])('refuses %s (400 with a translated field message)', async (_what, patch, field, code) => {
    const id = await w.openBatch();
    const res = await w.call(w.counter, 'POST', `/${id}/lines`, { ...w.cash(1_000), ...patch() });
    expect([res.statusCode, res.json().code]).toEqual([400, code]);
    expect(res.json().fields[field]).toMatch(/church/);
  });

  it.each([
    ['no date', { data: undefined }, 'data'],
    ['an impossible date', { data: '2026-02-30' }, 'data'],
    ['a service name too long', { culto: 'x'.repeat(101) }, 'culto'],
    ['a congregation of nobody', { congregacaoId: 2_147_483_000 }, 'congregacaoId'],
  ])('refuses a batch with %s', async (_what, patch, field) => {
    const res = await w.call(w.counter, 'POST', '', { data: '2026-11-29', ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toEqual(expect.any(String));
  });

  it.each([
    ['amount 0', { valor: 0 }, 'valor'],
    ['blank justification', { justificativa: '  ' }, 'justificativa'],
    ['no justification', { justificativa: undefined }, 'justificativa'],
    ['justification too long', { justificativa: 'x'.repeat(501) }, 'justificativa'],
  ])('refuses an adjustment with %s', async (_what, patch, field) => {
    const id = await w.openBatch([w.cash(100)]);
    await w.call(w.treasurer, 'POST', `/${id}/commit`, { totalEsperado: 100 });
    const res = await w.call(w.treasurer, 'POST', `/${id}/adjustments`, { ...w.cash(100), justificativa: 'ok', ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toEqual(expect.any(String));
  });

  it("answers 404 for another church's batch, whatever the caller holds there", async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/lines'],
      ['DELETE', ''],
    ] as const) {
      const res = await w.call(w.counter, method, `/${w.graceBatchId}${path}`, method === 'POST' ? w.cash(100) : undefined);
      expect([res.statusCode, res.json().code]).toEqual([404, 'OFFERING_BATCH_NOT_FOUND']);
    }
    expect((await w.call(w.treasurer, 'POST', `/${w.graceBatchId}/commit`, { totalEsperado: 0 })).statusCode).toBe(404);
    expect((await w.call(w.counter, 'GET', '', undefined, 'grace')).json().code).toBe('CHURCH_NOT_FOUND');
    const [grace] = await w.rows<{ estado: string }>(sql`select estado from oferta_lote where id = ${w.graceBatchId}`);
    expect(grace).toEqual({ estado: 'aberto' });
  });

  it("keeps another church's rows out of a church transaction (row-level security)", async () => {
    const inVideira = (statement: ReturnType<typeof sql>) =>
      w.t.app.database.withChurch(w.videira.id, async (tx) => (await tx.execute(statement)) as unknown as { rows: unknown[] });
    expect((await inVideira(sql`select id from oferta_lote where id = ${w.graceBatchId}`)).rows).toEqual([]);
    expect((await inVideira(sql`update oferta_lote set culto = 'x' where id = ${w.graceBatchId} returning id`)).rows).toEqual([]);
    expect((await inVideira(sql`delete from oferta_lote where id = ${w.graceBatchId} returning id`)).rows).toEqual([]);
    await expect(
      inVideira(sql`insert into oferta_lote (igreja_id, data, contado_por_conta_id) values (${w.grace.id}, '2026-11-29', 1)`),
    ).rejects.toThrow();
  });

  it('keeps the counter out of the payments and the content editor out of the offerings (403)', async () => {
    const payments = await w.t.app.inject({ method: 'GET', url: '/api/v1/admin/videira/finance/payments', headers: w.counter.headers });
    expect([payments.statusCode, payments.json().code]).toEqual([403, 'STAFF_FORBIDDEN']);
    for (const res of [await w.call(w.editor, 'GET', ''), await w.call(w.editor, 'POST', '', { data: '2026-11-29' })])
      expect([res.statusCode, res.json().code]).toEqual([403, 'STAFF_FORBIDDEN']);
  });
});
