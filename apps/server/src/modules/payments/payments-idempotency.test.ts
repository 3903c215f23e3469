import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPayer, createPayingChurch, TEST_CARDS, type PayingChurch } from './payments.fixtures.ts';
import { pagamento, sandboxCartaoToken } from './payments.schema.ts';

describe('Idempotency-Key on POST /pagamento/', () => {
  let t: TestApp;
  let church: PayingChurch;
  let payer: TestMember;
  const body = (valor = 2500) => ({ igreja: church.id, metodoPagamento: 'pix', motivos: [{ id: church.reasons.oferta, valor }] });
  const pay = (key: string, payload: object, member = payer) =>
    t.app.inject({ method: 'POST', url: '/api/v1/pagamento/', headers: { ...member.headers, 'idempotency-key': key }, payload });
  const paymentsOf = async (member: TestMember) =>
    (
      await t.app.database.db
        .select({ n: count() })
        .from(pagamento)
        .where(and(eq(pagamento.igrejaId, church.id), eq(pagamento.idUsuario, member.usuarioId)))
    )[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPayingChurch(t.app, 'idempotencia');
    payer = await createPayer(t.app, church);
  });
  afterAll(() => t.close());

  it('the same key and body answer the first result again; another body with that key is refused', async () => {
    const key = randomUUID();
    const first = await pay(key, body());
    const second = await pay(key, body());
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const changed = await pay(key, body(9900));
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('a declined card is replayed as the same refusal, not charged again', async () => {
    const future = `12/${(new Date().getFullYear() + 2) % 100}`;
    const token = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/general/payment/church/${church.id}/card/token`,
        headers: payer.headers,
        payload: { numero: TEST_CARDS.declined, titular: 'Ana', cvv: '321', validade: future },
      })
    ).json().token;
    const key = randomUUID();
    const payload = { ...body(), metodoPagamento: 'cartao_credito', cartao: { token } };
    expect((await pay(key, payload)).statusCode).toBe(402);
    const replay = await pay(key, payload);
    expect(replay.statusCode).toBe(402);
    expect(replay.json().code).toBe('PAYMENT_DECLINED');
  });

  it('keys are per member: the same key from two members makes two payments', async () => {
    const key = randomUUID();
    const other = await createPayer(t.app, church);
    const a = await pay(key, body());
    const b = await pay(key, body(), other);
    expect(a.json().codigo).not.toBe(b.json().codigo);
  });

  it('50 concurrent calls with one key make one payment and one charge', async () => {
    const member = await createPayer(t.app, church);
    const future = `12/${(new Date().getFullYear() + 2) % 100}`;
    const token = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/general/payment/church/${church.id}/card/token`,
        headers: member.headers,
        payload: { numero: TEST_CARDS.approved, titular: 'Ana', cvv: '321', validade: future },
      })
    ).json().token;
    const key = randomUUID();
    const payload = { ...body(), metodoPagamento: 'cartao_credito', cartao: { token }, salvarCartao: false };
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(key, payload, member)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    expect(new Set(answers.map((a) => a.json().codigo)).size).toBe(1);
    expect(await paymentsOf(member)).toBe(1);
    const [vault] = await t.app.database.db.select().from(sandboxCartaoToken).where(eq(sandboxCartaoToken.token, token));
    expect(vault?.usadoEm).not.toBeNull();
  });

  it('a validation refusal does not use up the key: the corrected request goes through with it', async () => {
    const key = randomUUID();
    const low = await pay(key, { ...body(), motivos: [{ id: church.reasons.missoes, valor: 100 }] });
    expect(low.statusCode).toBe(422);
    const fixed = await pay(key, { ...body(), motivos: [{ id: church.reasons.missoes, valor: 600 }] });
    expect(fixed.statusCode).toBe(201);
  });
});
