import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../../app.ts';
import type { TestMember } from '../../test/fixtures.ts';
import { TEST_CARDS, type PayingChurch } from '../payments/payments.fixtures.ts';
import { pagamento, pagamentoItem } from '../payments/payments.schema.ts';
import type { StaffSession } from './admin.test-helpers.ts';

/** Test-only builders of the money console's world: paid payments (through the checkout or as rows) and refunds. */

const future = () => `12/${(new Date().getFullYear() + 3) % 100}`;

export async function cardToken(app: App, church: PayingChurch, payer: TestMember, number: string = TEST_CARDS.approved) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/general/payment/church/${church.id}/card/token`,
    headers: payer.headers,
    payload: { numero: number, titular: 'Maria Silva', cvv: '123', validade: future() },
  });
  return res.json().token as string;
}

/** A member's gift paid through POST /pagamento/ (card approved at once, or a Pix left waiting). */
export async function giftOf(app: App, church: PayingChurch, payer: TestMember, method: 'cartao_credito' | 'pix', valor = 10_000) {
  const card = method === 'cartao_credito' ? { cartao: { token: await cardToken(app, church, payer) }, salvarCartao: false } : {};
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/pagamento/',
    headers: { ...payer.headers, 'accept-language': 'en', 'idempotency-key': randomUUID() },
    payload: { igreja: church.id, motivos: [{ id: church.reasons.dizimo, valor }], metodoPagamento: method, ...card },
  });
  if (res.statusCode >= 300) throw new Error(`gift ${res.statusCode} ${res.body}`);
  return paymentRow(app, res.json().id as number);
}

export async function paymentRow(app: App, id: number) {
  return (await app.database.db.select().from(pagamento).where(eq(pagamento.id, id)))[0]!;
}

/** A payment written as a row (lists, totals; boleto and cash paid at the church), with one item of `motivo`. */
export async function insertPayment(
  app: App,
  church: PayingChurch,
  values: Partial<typeof pagamento.$inferInsert> & { motivo?: number } = {},
) {
  const { motivo = church.reasons.oferta, ...rest } = values;
  const total = rest.total ?? 5_000;
  const [row] = await app.database.db
    .insert(pagamento)
    .values({
      igrejaId: church.id,
      codigo: `T${randomUUID().replaceAll('-', '').slice(0, 11).toUpperCase()}`,
      destinoTipo: 'doacao',
      descricao: 'Oferta',
      metodo: 'dinheiro',
      idGatewayPagamento: 8,
      moeda: 'BRL',
      valor: total - (rest.taxas ?? 0),
      total,
      valorParcela: total,
      status: 'aprovado',
      idioma: 'pt-BR',
      pagoEm: new Date(),
      ...rest,
    })
    .returning();
  await app.database.db
    .insert(pagamentoItem)
    .values({ igrejaId: church.id, idPagamento: row!.id, idPagamentoMotivo: motivo, valor: row!.valor });
  return row!;
}

export function refund(
  app: App,
  staff: StaffSession,
  church: { slug: string },
  paymentId: number,
  payload: Record<string, unknown>,
  key: string | null = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/admin/${church.slug}/finance/payments/${paymentId}/refunds`,
    headers: { ...staff.headers, 'accept-language': 'en', ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}
