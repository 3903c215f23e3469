import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createMember, type TestMember } from '../../test/fixtures.ts';
import { describeIsolation, type IsolationWorld, type Probe } from '../../test/isolation.ts';
import { createPayer, createPayingChurch, TEST_CARDS, type PayingChurch } from './payments.fixtures.ts';
import { cartaoSalvo, pagamento } from './payments.schema.ts';

type World = IsolationWorld & { a: PayingChurch; b: PayingChurch };
type Seed = { token: string; cardId: number; payment: { codigo: string; id: number }; pixCode: string };
const future = `12/${(new Date().getFullYear() + 2) % 100}`;

/** POST /pagamento/ on A's host by A's member (and B's token, refused): each with a fresh idempotency key. */
const pay = (body: (s: Seed, w: World) => object, expected: Pick<Probe<Seed, World>, 'status' | 'code'> = {}): Probe<Seed, World> => ({
  method: 'POST',
  url: () => '/api/v1/pagamento/',
  headers: () => ({ 'idempotency-key': randomUUID() }),
  body,
  as: ['memberA', 'memberBOnA'],
  ...expected,
});

/** A card payment to A of A's reason, with B's card token or saved card. */
const byCard = (cartao: (s: Seed) => object, expected: Pick<Probe<Seed, World>, 'status' | 'code'>) =>
  pay(
    (s, w) => ({
      igreja: w.a.id,
      metodoPagamento: 'cartao_credito',
      cartao: cartao(s),
      motivos: [{ id: w.a.reasons.dizimo, valor: 1000 }],
    }),
    expected,
  );

/** Church B's payments, cards, tokens and reasons probed from church A's host: nothing of B is read or changed. */
describeIsolation<Seed, World>('payments', {
  async world(app) {
    const [a, b] = [await createPayingChurch(app, 'pag-a'), await createPayingChurch(app, 'pag-b')];
    const staffA = await createMember(app, a, { roles: ['ROLE_ADMIN'] });
    return { app, a, b, memberA: await createPayer(app, a), staffA, memberB: await createPayer(app, b) };
  },
  async seed({ app, b, memberB }) {
    const tokenize = async (member: TestMember) =>
      (
        await app.inject({
          method: 'POST',
          url: `/api/v1/general/payment/church/${b.id}/card/token`,
          headers: member.headers,
          payload: { numero: TEST_CARDS.approved, titular: 'B', cvv: '123', validade: future },
        })
      ).json().token as string;
    const token = await tokenize(memberB);
    const saved = await app.inject({
      method: 'POST',
      url: `/api/v1/usuario-cartao-gateway-pagamento/?igreja=${b.id}`,
      headers: memberB.headers,
      payload: { token: await tokenize(memberB) },
    });
    const payment = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/pagamento/',
        headers: { ...memberB.headers, 'idempotency-key': randomUUID() },
        payload: { igreja: b.id, metodoPagamento: 'pix', motivos: [{ id: b.reasons.dizimo, valor: 1000 }] },
      })
    ).json();
    const [row] = await app.database.db.select().from(pagamento).where(eq(pagamento.codigo, payment.codigo));
    const pixCode = (row!.detalhes as { pix: { copiaECola: string } }).pix.copiaECola;
    return { token, cardId: saved.json().id, payment, pixCode };
  },
  probes: [
    { url: (s, w) => `/api/v1/usuario/${w.memberB.usuarioId}/pagamento/?pedido=${s.payment.codigo}` },
    { url: (s, w) => `/api/v1/usuario/${w.memberA.usuarioId}/pagamento/?pedido=${s.payment.codigo}`, as: ['memberA', 'memberBOnA'] },
    { url: (_, w) => `/api/v1/usuario/${w.b.id}/${w.memberB.usuarioId}/cartoes` },
    { method: 'DELETE', url: (s) => `/api/v1/usuario-cartao-gateway-pagamento/${s.cardId}` },
    // Paying on A's host: to B, or with B's reason, card token or saved card.
    pay((_, w) => ({ igreja: w.b.id, metodoPagamento: 'pix', motivos: [{ id: w.a.reasons.dizimo, valor: 1000 }] })),
    pay((_, w) => ({ igreja: w.a.id, metodoPagamento: 'pix', motivos: [{ id: w.b.reasons.dizimo, valor: 1000 }] }), {
      code: 'PAYMENT_REASON_NOT_FOUND',
    }),
    byCard((s) => ({ token: s.token }), { status: 422, code: 'CARD_TOKEN_INVALID' }),
    byCard((s) => ({ idCartao: s.cardId }), { code: 'CARD_NOT_FOUND' }),
    // The sandbox bank on A's host cannot settle B's Pix.
    {
      method: 'POST',
      url: () => '/api/v1/sandbox-bank/pix',
      body: (s) => ({ copiaECola: s.pixCode }),
      as: ['visitorA'],
      visitorStatus: 404,
    },
  ],
  unchanged: async (_, { app, b }) => {
    const db = app.database.db;
    const payments = await db.select({ id: pagamento.id, status: pagamento.status }).from(pagamento).where(eq(pagamento.igrejaId, b.id));
    expect(payments).toMatchObject([{ status: 'pendente' }]);
    const cards = await db.select().from(cartaoSalvo).where(eq(cartaoSalvo.igrejaId, b.id));
    expect(cards).toHaveLength(1);
    return { payments, cards };
  },
  tables: [pagamento, cartaoSalvo],
});
