import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SIGNATURE_HEADER, signWebhook } from './gateways/sandbox/webhook-signature.ts';
import { createPayer, createPayingChurch, TEST_CARDS, type PayingChurch } from './payments.fixtures.ts';
import { pagamento } from './payments.schema.ts';
import { webhookEvento } from './webhook-events.schema.ts';

const future = `12/${(new Date().getFullYear() + 3) % 100}`;

/**
 * The gateway's refund (issue 29 §1, for the money console): full or partial, never more than paid net of earlier
 * refunds, once per idempotency key; the sandbox posts a signed 'pagamento.estorno' that the webhook route verifies
 * like any event and answers 2xx (recorded once) or 4xx, never 5xx.
 */
describe('gateway refunds and their webhook', () => {
  let t: TestApp;
  let church: PayingChurch;
  let payer: TestMember;
  const gateway = () => t.app.paymentGateways.get('sandbox')!;
  const ctx = () => ({ churchId: church.id, now: new Date() });
  const pay = async (payload: Record<string, unknown>) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/pagamento/',
        headers: { ...payer.headers, 'idempotency-key': randomUUID() },
        payload: { igreja: church.id, motivos: [{ id: church.reasons.dizimo, valor: 10_000 }], ...payload },
      })
    ).json();
  const cardGift = async () => {
    const token = await t.app.inject({
      method: 'POST',
      url: `/api/v1/general/payment/church/${church.id}/card/token`,
      headers: payer.headers,
      payload: { numero: TEST_CARDS.approved, titular: 'Maria Silva', cvv: '123', validade: future },
    });
    const p = await pay({ metodoPagamento: 'cartao_credito', cartao: { token: token.json().token }, salvarCartao: false });
    return (await t.app.database.db.select().from(pagamento).where(eq(pagamento.id, p.id)))[0]!;
  };
  const refundEvents = () => t.app.database.db.select().from(webhookEvento).where(eq(webhookEvento.igrejaId, church.id));

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPayingChurch(t.app, 'estornos');
    payer = await createPayer(t.app, church, 'BR');
  });
  afterAll(() => t.close());

  it('refunds in part, then the rest, never more than paid; a key sent again answers its first result', async () => {
    const paid = await cardGift();
    const reference = paid.gatewayReferencia!;
    const key = randomUUID();
    const first = await gateway().refund(ctx(), { reference, amountCents: 4_000, idempotencyKey: key });
    expect(first).toMatchObject({ outcome: 'refunded', amountCents: 4_000, refundableCents: paid.total - 4_000 });
    expect(await gateway().refund(ctx(), { reference, amountCents: 4_000, idempotencyKey: key })).toEqual(first);
    const tooMuch = await gateway().refund(ctx(), { reference, amountCents: paid.total, idempotencyKey: randomUUID() });
    expect(tooMuch).toEqual({ outcome: 'refused', reason: 'exceeds_refundable', refundableCents: paid.total - 4_000 });
    const rest = await gateway().refund(ctx(), { reference, amountCents: paid.total - 4_000, idempotencyKey: randomUUID() });
    expect(rest).toMatchObject({ outcome: 'refunded', refundableCents: 0 });
    expect(await gateway().refund(ctx(), { reference, amountCents: 1, idempotencyKey: randomUUID() })).toMatchObject({
      outcome: 'refused',
      reason: 'exceeds_refundable',
    });
    // Each refund made posted its signed event, recorded once by the webhook route, which records a refund the
    // console never asked for (made at the gateway) as the payment's own: two refunds, two events, all of it refunded.
    expect((await refundEvents()).filter((e) => e.idPagamento === paid.id)).toHaveLength(2);
    const after = (await t.app.database.db.select().from(pagamento).where(eq(pagamento.id, paid.id)))[0]!;
    expect([after.valorEstornado, after.status]).toEqual([paid.total, 'estornado']);
  });

  it('two refunds at once of one charge never pass what was paid', async () => {
    const paid = await cardGift();
    const reference = paid.gatewayReferencia!;
    const results = await Promise.all(
      [0, 1, 2].map(() => gateway().refund(ctx(), { reference, amountCents: Math.floor(paid.total / 2), idempotencyKey: randomUUID() })),
    );
    expect(results.filter((r) => r.outcome === 'refunded')).toHaveLength(2);
  });

  it('an unpaid charge (a Pix waiting for the payer) or an unknown reference is not refundable', async () => {
    const pix = await pay({ metodoPagamento: 'pix' });
    const row = (await t.app.database.db.select().from(pagamento).where(eq(pagamento.id, pix.id)))[0]!;
    expect(await gateway().refund(ctx(), { reference: row.gatewayReferencia!, amountCents: 100, idempotencyKey: randomUUID() })).toEqual({
      outcome: 'refused',
      reason: 'not_refundable',
      refundableCents: 0,
    });
    expect(await gateway().refund(ctx(), { reference: 'sbx_unknown', amountCents: 100, idempotencyKey: randomUUID() })).toMatchObject({
      outcome: 'refused',
      reason: 'not_refundable',
    });
  });

  it('the refund webhook: verified like the others, recorded once, 4xx for a bad signature or body, never 5xx', async () => {
    const paid = await cardGift();
    const post = (event: unknown, secret = t.app.paymentGateways.sandboxSecret) => {
      const body = JSON.stringify(event);
      return t.app.inject({
        method: 'POST',
        url: '/webhooks/pagamento/sandbox',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(secret, body, new Date()) },
        payload: body,
      });
    };
    const refund = (dados: Record<string, unknown>, id = `evt_${randomUUID()}`) => ({
      id,
      tipo: 'pagamento.estorno',
      criadoEm: new Date().toISOString(),
      dados: { igreja: church.id, referencia: paid.gatewayReferencia, estorno: 'rf_1', valor: 500, ...dados },
    });
    const event = refund({});
    expect([(await post(event)).statusCode, (await post(event)).json()]).toEqual([200, { resultado: 'repetido' }]);
    expect((await post(refund({ referencia: 'sbx_nowhere' }))).json()).toEqual({ resultado: 'desconhecido' });
    expect((await post(refund({}), 'x'.repeat(43))).statusCode).toBe(401);
    for (const bad of [{ valor: 0 }, { valor: 'muito' }, { estorno: '' }, { extra: 1 }])
      expect((await post(refund(bad))).statusCode).toBe(401);
    // A new event id naming the gateway refund already recorded changes nothing; another gateway refund is recorded.
    expect((await post(refund({}))).json()).toEqual({ resultado: 'ignorado' });
    const fresh = await post(refund({ estorno: 'rf_2' }));
    expect([fresh.statusCode, fresh.json()]).toEqual([200, { resultado: 'aplicado' }]);
    // Settled into payments' own refund rows (issue 31): 500 refunded of it twice (rf_1 and rf_2), the payment still
    // approved for the rest.
    const row = (await t.app.database.db.select().from(pagamento).where(eq(pagamento.id, paid.id)))[0]!;
    expect([row.status, row.valorEstornado]).toEqual(['aprovado', 1_000]);
  });
});
