import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPayer, createPayingChurch, type PayingChurch } from '../payments/payments.fixtures.ts';
import { pagamento } from '../payments/payments.schema.ts';
import { insertDonation, insertRecurringGift, readGift } from './giving-account.fixtures.ts';
import { doacaoRecorrente, type RecurringGiftRow } from './giving.schema.ts';

/** Church B's recurring gifts, history and statement probed from church A's host: nothing of B is read or changed. */
describe('giving: tenant isolation', () => {
  let t: TestApp;
  let a: PayingChurch;
  let b: PayingChurch;
  let aMember: TestMember;
  let bMember: TestMember;
  let bGift: RecurringGiftRow;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createPayingChurch(t.app, 'doa-a');
    b = await createPayingChurch(t.app, 'doa-b');
    aMember = await createPayer(t.app, a);
    bMember = await createPayer(t.app, b);
    await insertRecurringGift(t.app, a, aMember, a.reasons.dizimo, { valor: 1_111 });
    bGift = await insertRecurringGift(t.app, b, bMember, b.reasons.dizimo, { valor: 9_876 });
    await insertDonation(t.app, a, aMember, {
      items: [{ motivo: a.reasons.oferta, valor: 1_234 }],
      criadoEm: new Date('2025-05-05T12:00:00Z'),
    });
    await insertDonation(t.app, b, bMember, {
      items: [{ motivo: b.reasons.oferta, valor: 5_678 }],
      criadoEm: new Date('2025-05-05T12:00:00Z'),
    });
  });
  afterAll(() => t.close());

  const reads = (userId: number, igreja: number) => [
    `/api/v1/usuario/${userId}/doacao-recorrente/?igreja=${igreja}`,
    `/api/v1/usuario/${userId}/doacao/?igreja=${igreja}`,
    `/api/v1/usuario/${userId}/doacao/extrato/2025?igreja=${igreja}`,
  ];

  it("A's member on A's host naming church B or B's member gets 404 and nothing of B", async () => {
    for (const url of [...reads(bMember.usuarioId, b.id), ...reads(aMember.usuarioId, b.id), ...reads(bMember.usuarioId, a.id)]) {
      const res = await t.app.inject({ url, headers: aMember.headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toMatch(/9876|5678|98,76|56,78/);
    }
  });

  it("A's member cannot change or cancel B's gift, with either user id", async () => {
    for (const userId of [aMember.usuarioId, bMember.usuarioId]) {
      const url = `/api/v1/usuario/${userId}/doacao-recorrente/${bGift.id}`;
      expect((await t.app.inject({ method: 'PATCH', url, headers: aMember.headers, payload: { status: 'pausada' } })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'PATCH', url, headers: aMember.headers, payload: { valor: 100_000 } })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url, headers: aMember.headers })).statusCode).toBe(404);
    }
    expect(await readGift(t.app, bGift.id)).toEqual(bGift);
  });

  it("B's token on A's host is refused (the token is bound to its church)", async () => {
    const headers = { ...bMember.headers, host: a.host };
    for (const url of [...reads(bMember.usuarioId, b.id), ...reads(bMember.usuarioId, a.id)]) {
      expect((await t.app.inject({ url, headers })).statusCode).toBe(401);
    }
    const url = `/api/v1/usuario/${bMember.usuarioId}/doacao-recorrente/${bGift.id}`;
    expect((await t.app.inject({ method: 'PATCH', url, headers, payload: { status: 'pausada' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(401);
    expect(await readGift(t.app, bGift.id)).toEqual(bGift);
  });

  it("A's own lists hold only A's rows", async () => {
    const gifts = (await t.app.inject({ url: reads(aMember.usuarioId, a.id)[0]!, headers: aMember.headers })).json();
    expect(gifts.map((g: { valor: number }) => g.valor)).toEqual([1_111]);
    const history = (await t.app.inject({ url: reads(aMember.usuarioId, a.id)[1]!, headers: aMember.headers })).json();
    expect(history.itens.map((i: { total: number }) => i.total)).toEqual([1_234]);
  });

  it('a church-A transaction that forgets its filter still sees none of B (row-level security)', async () => {
    const gifts = await t.app.database.withChurch(a.id, (tx) => tx.select({ igrejaId: doacaoRecorrente.igrejaId }).from(doacaoRecorrente));
    expect(gifts.length).toBeGreaterThan(0);
    expect(gifts.every((r) => r.igrejaId === a.id)).toBe(true);
    const payments = await t.app.database.withChurch(a.id, (tx) => tx.select({ igrejaId: pagamento.igrejaId }).from(pagamento));
    expect(payments.every((r) => r.igrejaId === a.id)).toBe(true);
  });
});
