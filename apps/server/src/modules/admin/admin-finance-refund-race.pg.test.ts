import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPayer, createPayingChurch, type PayingChurch } from '../payments/payments.fixtures.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';
import { giftOf, refund } from './finance.test-helpers.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * Two treasurers refunding one payment at once from the same screen, each with their own Idempotency-Key: one
 * refund (one row, one refund at the gateway, the payment refunded once), the other answers 409 REFUND_STALE; the
 * same key sent twice at once is one refund answered to both. PostgreSQL only (PGlite has one connection, so
 * requests never overlap there).
 */
describe.skipIf(!onPostgres)('refunds: two at once', () => {
  let t: TestApp;
  let church: PayingChurch;
  let payer: TestMember;
  const staff: StaffSession[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPayingChurch(t.app, 'corrida-estorno', { methods: { cartao_credito: { gateway: 1 } } });
    payer = await createPayer(t.app, church);
    for (let i = 0; i < 2; i++) {
      const m = await createMember(t.app, church);
      await grantPreset(t.app, church, m, 'finance');
      staff.push(await staffLogin(t.app, m, { totp: true }));
    }
  });
  afterAll(() => t.close());

  const counts = async (paymentId: number, reference: string) => {
    const result = (await t.app.database.db.execute(sql`select
      (select count(*)::int from pagamento_estorno where id_pagamento = ${paymentId} and status <> 'recusado') as refunds,
      (select count(*)::int from sandbox_estorno where referencia = ${reference}) as gateway,
      (select valor_estornado from pagamento where id = ${paymentId}) as refunded`)) as unknown as {
      rows: { refunds: number; gateway: number; refunded: number }[];
    };
    return result.rows[0];
  };

  it('two staff, two keys: one refund, the other stale', async () => {
    for (let round = 0; round < 5; round++) {
      const paid = await giftOf(t.app, church, payer, 'cartao_credito', 6_000);
      const body = { valor: paid.total, motivo: `Rodada ${round}`, estornavelEsperado: paid.total };
      const answers = await Promise.all(staff.map((s) => refund(t.app, s, church, paid.id, body)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('REFUND_STALE');
      expect(await counts(paid.id, paid.gatewayReferencia!)).toEqual({ refunds: 1, gateway: 1, refunded: paid.total });
    }
  });

  it('one key sent twice at once: one refund, both answered with it', async () => {
    const paid = await giftOf(t.app, church, payer, 'cartao_credito', 4_000);
    const key = randomUUID();
    const body = { valor: 1_000, motivo: 'Duas abas', estornavelEsperado: paid.total };
    const answers = await Promise.all([
      refund(t.app, staff[0]!, church, paid.id, body, key),
      refund(t.app, staff[0]!, church, paid.id, body, key),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(await counts(paid.id, paid.gatewayReferencia!)).toEqual({ refunds: 1, gateway: 1, refunded: 1_000 });
  });
});
