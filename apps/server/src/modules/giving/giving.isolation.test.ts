import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createMember, type TestMember } from '../../test/fixtures.ts';
import { describeIsolation, type IsolationWorld, type Probe } from '../../test/isolation.ts';
import { createPayer, createPayingChurch, TEST_CARDS, type PayingChurch } from '../payments/payments.fixtures.ts';
import { cartaoSalvo, pagamento } from '../payments/payments.schema.ts';
import { postSandboxEvent } from '../payments/sandbox-bank.service.ts';
import { insertDonation, insertRecurringGift } from './giving-account.fixtures.ts';
import { doacaoRecorrente } from './giving.schema.ts';
import { claimDueGifts } from './recurring-runner.repository.ts';

type World = IsolationWorld & { a: PayingChurch; b: PayingChurch };
type Seed = { bGiftId: number; bToken: string; bCardId: number; bChargeRef: string; aGiftId: number; aCardId: number };
const future = `12/${(new Date().getFullYear() + 2) % 100}`;
const WHO = ['memberA', 'staffA', 'visitorA', 'memberBOnA'] as const;

/** The three reads of the account area for a user id and a church. */
const reads = (user: (w: World) => TestMember, church: (w: World) => PayingChurch): Probe<Seed, World>[] => [
  { url: (_, w) => `/api/v1/usuario/${user(w).usuarioId}/doacao-recorrente/?igreja=${church(w).id}` },
  { url: (_, w) => `/api/v1/usuario/${user(w).usuarioId}/doacao/?igreja=${church(w).id}` },
  { url: (_, w) => `/api/v1/usuario/${user(w).usuarioId}/doacao/extrato/2025?igreja=${church(w).id}` },
];
/** A change of B's gift, naming A's member or B's member as its owner. */
const change = (user: (w: World) => TestMember): Probe<Seed, World>[] => {
  const url = (s: Seed, w: World) => `/api/v1/usuario/${user(w).usuarioId}/doacao-recorrente/${s.bGiftId}`;
  return [
    { method: 'PATCH', url, body: () => ({ status: 'pausada' }) },
    { method: 'PATCH', url, body: () => ({ valor: 100_000 }) },
    { method: 'PATCH', url, body: (s) => ({ cartao: { idCartao: s.aCardId } }) },
    { method: 'PATCH', url, body: (s) => ({ cartao: { idCartao: s.bCardId } }) },
    { method: 'DELETE', url },
  ];
};

/** Church B's recurring gifts, history, statement and saved cards probed from church A's host: nothing of B leaks or changes. */
describeIsolation<Seed, World>(
  'giving',
  {
    async world(app) {
      const [a, b] = [await createPayingChurch(app, 'doa-a'), await createPayingChurch(app, 'doa-b')];
      const staffA = await createMember(app, a, { roles: ['ROLE_ADMIN'] });
      return { app, a, b, memberA: await createPayer(app, a), staffA, memberB: await createPayer(app, b) };
    },
    async seed({ app, a, b, memberA, memberB }) {
      const saveCard = async (church: PayingChurch, member: TestMember) => {
        const token = (
          await app.inject({
            method: 'POST',
            url: `/api/v1/general/payment/church/${church.id}/card/token`,
            headers: member.headers,
            payload: { numero: TEST_CARDS.approved, titular: 'Titular', cvv: '123', validade: future },
          })
        ).json().token;
        const saved = await app.inject({
          method: 'POST',
          url: `/api/v1/usuario-cartao-gateway-pagamento/?igreja=${church.id}`,
          headers: member.headers,
          payload: { token },
        });
        return saved.json().id as number;
      };
      const aGift = await insertRecurringGift(app, a, memberA, a.reasons.dizimo, { valor: 1_111 });
      // B's gift is due: a runner transaction of A's must still not claim it.
      const bGift = await insertRecurringGift(app, b, memberB, b.reasons.dizimo, {
        valor: 9_876,
        proximaData: new Date(Date.now() - 60_000),
      });
      await insertDonation(app, a, memberA, {
        items: [{ motivo: a.reasons.oferta, valor: 1_234 }],
        criadoEm: new Date('2025-05-05T12:00:00Z'),
      });
      await insertDonation(app, b, memberB, {
        items: [{ motivo: b.reasons.oferta, valor: 5_678 }],
        criadoEm: new Date('2025-05-05T12:00:00Z'),
      });
      // A charge of B's gift under review, waiting for the gateway's verdict.
      const charge = await insertDonation(app, b, memberB, {
        items: [{ motivo: b.reasons.dizimo, valor: 9_876 }],
        status: 'em_analise',
        metodo: 'cartao_credito',
      });
      const bChargeRef = `sbx_iso_${charge.id}`;
      await app.database.db
        .update(pagamento)
        .set({
          gatewayReferencia: bChargeRef,
          idGatewayPagamento: 1,
          doacaoRecorrenteId: bGift.id,
          recorrenciaCiclo: 2,
          recorrenciaTentativa: 0,
        })
        .where(eq(pagamento.id, charge.id));
      return {
        bGiftId: bGift.id,
        bToken: bGift.cartaoToken,
        bCardId: await saveCard(b, memberB),
        bChargeRef,
        aGiftId: aGift.id,
        aCardId: await saveCard(a, memberA),
      };
    },
    as: WHO,
    probes: [
      ...reads(
        (w) => w.memberB,
        (w) => w.b,
      ),
      ...reads(
        (w) => w.memberA,
        (w) => w.b,
      ),
      ...reads(
        (w) => w.memberB,
        (w) => w.a,
      ),
      ...change((w) => w.memberA),
      ...change((w) => w.memberB),
      // A's own gift moved onto B's saved card: that card is not found at A.
      {
        method: 'PATCH',
        url: (s, w) => `/api/v1/usuario/${w.memberA.usuarioId}/doacao-recorrente/${s.aGiftId}`,
        body: (s) => ({ cartao: { idCartao: s.bCardId } }),
        as: ['memberA'],
        code: 'CARD_NOT_FOUND',
      },
    ],
    // B's amounts as numbers or money, never as a piece of a UUID, an id or a time of day (":56.789" is not 56.78).
    secrets: (s) => [s.bToken, /(?<![0-9a-f.])(?<!\d:)(9876|98[,.]76|5678|56[,.]78)(?![0-9])/],
    lists: [
      {
        url: (_, w) => `/api/v1/usuario/${w.memberA.usuarioId}/doacao-recorrente/?igreja=${w.a.id}`,
        check: (res) => expect(res.json().map((g: { valor: number }) => g.valor)).toEqual([1_111]),
      },
      {
        url: (_, w) => `/api/v1/usuario/${w.memberA.usuarioId}/doacao/?igreja=${w.a.id}`,
        check: (res) => expect(res.json().itens.map((i: { total: number }) => i.total)).toEqual([1_234]),
      },
    ],
    unchanged: async (_, { app, b }) => ({
      gifts: await app.database.db.select().from(doacaoRecorrente).where(eq(doacaoRecorrente.igrejaId, b.id)),
      payments: await app.database.db.select().from(pagamento).where(eq(pagamento.igrejaId, b.id)),
      cards: await app.database.db.select().from(cartaoSalvo).where(eq(cartaoSalvo.igrejaId, b.id)),
    }),
    tables: [doacaoRecorrente, pagamento, cartaoSalvo],
  },
  (ctx) => {
    it("a runner transaction of church A claims none of B's due gifts, even naming church B", async () => {
      const { a, b } = ctx.world;
      for (const church of [a.id, b.id]) {
        const claimed = await ctx.app.database.withChurch(a.id, (tx) => claimDueGifts(tx, church, new Date(), 100));
        expect(claimed.map((c) => c.gift.igrejaId)).not.toContain(b.id);
      }
    });

    // (B's payment rows are then compared by the unchanged check.)
    it("a gateway verdict naming church A with B's charge reference settles nothing of B", async () => {
      const event = { tipo: 'pagamento.status' as const, criadoEm: new Date().toISOString() };
      expect(
        await postSandboxEvent(ctx.app, {
          ...event,
          id: 'evt_iso_1',
          dados: { igreja: ctx.world.a.id, referencia: ctx.seed.bChargeRef, status: 'aprovado' },
        }),
      ).toBe(true);
      const [gift] = await ctx.app.database.db.select().from(doacaoRecorrente).where(eq(doacaoRecorrente.id, ctx.seed.bGiftId));
      expect(gift).toMatchObject({ ciclo: 2, tentativas: 0, status: 'ativa' });
    });
  },
);
