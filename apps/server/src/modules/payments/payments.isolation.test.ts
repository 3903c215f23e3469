import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPayer, createPayingChurch, TEST_CARDS, type PayingChurch } from './payments.fixtures.ts';
import { cartaoSalvo, pagamento } from './payments.schema.ts';

/** Church B's payments, cards, tokens and reasons probed from church A's host: nothing of B is read or changed. */
describe('payments: tenant isolation', () => {
  let t: TestApp;
  let a: PayingChurch;
  let b: PayingChurch;
  let aMember: TestMember;
  let bMember: TestMember;
  let bPayment: { codigo: string; id: number };
  let bCardId: number;
  let bToken: string;
  const future = `12/${(new Date().getFullYear() + 2) % 100}`;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createPayingChurch(t.app, 'pag-a');
    b = await createPayingChurch(t.app, 'pag-b');
    aMember = await createPayer(t.app, a);
    bMember = await createPayer(t.app, b);
    const tokenize = (church: PayingChurch, member: TestMember) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/general/payment/church/${church.id}/card/token`,
        headers: member.headers,
        payload: { numero: TEST_CARDS.approved, titular: 'B', cvv: '123', validade: future },
      });
    bToken = (await tokenize(b, bMember)).json().token;
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/usuario-cartao-gateway-pagamento/?igreja=${b.id}`,
      headers: bMember.headers,
      payload: { token: (await tokenize(b, bMember)).json().token },
    });
    bCardId = saved.json().id;
    bPayment = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/pagamento/',
        headers: { ...bMember.headers, 'idempotency-key': randomUUID() },
        payload: { igreja: b.id, metodoPagamento: 'pix', motivos: [{ id: b.reasons.dizimo, valor: 1000 }] },
      })
    ).json();
  });
  afterAll(() => t.close());

  it("A's member cannot read B's payment, cards or pay with B's reasons, token or card", async () => {
    const h = aMember.headers;
    expect(
      (await t.app.inject({ url: `/api/v1/usuario/${bMember.usuarioId}/pagamento/?pedido=${bPayment.codigo}`, headers: h })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/v1/usuario/${aMember.usuarioId}/pagamento/?pedido=${bPayment.codigo}`, headers: h })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/usuario/${b.id}/${bMember.usuarioId}/cartoes`, headers: h })).statusCode).toBe(404);
    const pay = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/pagamento/', headers: { ...h, 'idempotency-key': randomUUID() }, payload });
    expect((await pay({ igreja: b.id, metodoPagamento: 'pix', motivos: [{ id: a.reasons.dizimo, valor: 1000 }] })).statusCode).toBe(404);
    expect((await pay({ igreja: a.id, metodoPagamento: 'pix', motivos: [{ id: b.reasons.dizimo, valor: 1000 }] })).json().code).toBe(
      'PAYMENT_REASON_NOT_FOUND',
    );
    const withToken = await pay({
      igreja: a.id,
      metodoPagamento: 'cartao_credito',
      cartao: { token: bToken },
      motivos: [{ id: a.reasons.dizimo, valor: 1000 }],
    });
    expect(withToken.json().code).toBe('CARD_TOKEN_INVALID');
    const withCard = await pay({
      igreja: a.id,
      metodoPagamento: 'cartao_credito',
      cartao: { idCartao: bCardId },
      motivos: [{ id: a.reasons.dizimo, valor: 1000 }],
    });
    expect(withCard.json().code).toBe('CARD_NOT_FOUND');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/usuario-cartao-gateway-pagamento/${bCardId}`, headers: h })).statusCode,
    ).toBe(404);
    expect((await t.app.database.db.select().from(cartaoSalvo).where(eq(cartaoSalvo.id, bCardId))).length).toBe(1);
  });

  it("B's token on A's host is refused, and the sandbox bank on A's host cannot settle B's Pix", async () => {
    expect(
      (await t.app.inject({ url: `/api/v1/usuario/${b.id}/${bMember.usuarioId}/cartoes`, headers: { ...bMember.headers, host: a.host } }))
        .statusCode,
    ).toBe(401);
    const [row] = await t.app.database.db.select().from(pagamento).where(eq(pagamento.codigo, bPayment.codigo));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sandbox-bank/pix',
      headers: { host: a.host },
      payload: { copiaECola: (row!.detalhes as { pix: { copiaECola: string } }).pix.copiaECola },
    });
    expect(res.statusCode).toBe(404);
    const [after] = await t.app.database.db.select().from(pagamento).where(eq(pagamento.codigo, bPayment.codigo));
    expect(after!.status).toBe('pendente');
  });

  it('a church-A transaction that forgets its filter still sees none of B (row-level security)', async () => {
    const rows = await t.app.database.withChurch(a.id, (tx) => tx.select({ igrejaId: pagamento.igrejaId }).from(pagamento));
    expect(rows.every((r) => r.igrejaId === a.id)).toBe(true);
    const cards = await t.app.database.withChurch(a.id, (tx) => tx.select({ igrejaId: cartaoSalvo.igrejaId }).from(cartaoSalvo));
    expect(cards.some((r) => r.igrejaId === b.id)).toBe(false);
  });
});
