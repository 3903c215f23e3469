import { randomUUID } from 'node:crypto';
import { PAYMENT_METHOD_CODES } from '@congrega/contract/payments/constants';
import type { TFeeQuote, TInstallmentOption } from '@congrega/contract/payments/payment';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buy, createEvent, holders, type TestEvent } from '../events/events.fixtures.ts';
import { cardToken, createPlayChurch, subscribeRequest, type PlayChurch } from '../play/play.fixtures.ts';
import { createPayer } from './payments.fixtures.ts';
import { pagamento } from './payments.schema.ts';

/**
 * What a member is shown before paying is what the payment row says, to the cent, on every checkout: for each
 * method, each "payer covers the fees" setting and each installment count the quote offers, the quote's figures
 * (fees, total, per installment) are compared with the row the charge writes. The web's checkout figures come
 * only from these quotes (apps/web/src/components/payments/checkout-figures.test.tsx holds that side).
 */
type Figures = { valor: number; taxas: number; total: number; parcelas: number; valorParcela: number };

describe('checkout figures: the quote a screen shows is the payment row the charge writes', () => {
  let t: TestApp;
  let church: PlayChurch;
  let member: TestMember;
  let savedCard: number;

  beforeAll(async () => {
    t = await createTestApp();
    // Card: 3,99 % + R$ 0,39, up to 12x at 1,99 % a month; Pix 0,99 %; boleto R$ 3,49; the others free.
    church = await createPlayChurch(t.app, 'figuras');
    member = await createPayer(t.app, church, 'BR');
    // One saved card pays every card case (tokenizing is rate limited).
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/usuario-cartao-gateway-pagamento/?igreja=${church.id}`,
      headers: member.headers,
      payload: { token: await cardToken(t.app, church, member) },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    savedCard = saved.json().id;
  });
  afterAll(() => t.close());

  const row = async (codigo: string): Promise<Figures> => {
    const [r] = await t.app.database.db.select().from(pagamento).where(eq(pagamento.codigo, codigo));
    return { valor: r!.valor, taxas: r!.taxas, total: r!.total, parcelas: r!.parcelas, valorParcela: r!.valorParcela };
  };
  const shown = (valor: number, taxas: number, o: TInstallmentOption): Figures => ({
    valor,
    taxas,
    total: o.total,
    parcelas: o.parcelas,
    valorParcela: o.valorParcela,
  });
  const paymentPart = (metodo: string, parcelas: number) => ({
    metodoPagamento: metodo,
    parcelas,
    ...(metodo === 'cartao_credito' ? { cartao: { idCartao: savedCard }, salvarCartao: false } : {}),
    ...(metodo === 'ach'
      ? { ach: { titular: 'Ana Teste', numeroConta: '000123456789', numeroRoteamento: '011000015', tipoConta: 'corrente' } }
      : {}),
  });

  describe.each([false, true])('giving (flagUsuarioTaxa %s)', (cover) => {
    it.each(PAYMENT_METHOD_CODES)(
      '%s: every installment option of GET /pagamento/calcular-taxas is what POST /pagamento/ charges',
      async (metodo) => {
        const valor = 16_000;
        const res = await t.app.inject({
          url: `/api/v1/pagamento/calcular-taxas?igreja=${church.id}&metodoPagamento=${metodo}&valor=${valor}&flagUsuarioTaxa=${cover}`,
          headers: member.headers,
        });
        expect(res.statusCode).toBe(200);
        const quote = res.json() as TFeeQuote;
        expect(quote.parcelas[0]).toMatchObject({ parcelas: 1, total: quote.total });
        expect(quote.parcelas.length).toBe(metodo === 'cartao_credito' ? 12 : 1);
        // The spec's installment table of the same value answers the same options, whatever `flagJuros` asks.
        const table = await t.app.inject({
          url: `/api/v1/igreja/${church.slug}/calcula-taxas-parcelamento-juros?valor=${quote.total}&maxParcelas=12&flagJuros=false`,
          headers: { host: church.host },
        });
        if (metodo === 'cartao_credito' && !cover) expect(table.json().data.data).toEqual(quote.parcelas);
        for (const option of quote.parcelas) {
          const paid = await t.app.inject({
            method: 'POST',
            url: '/api/v1/pagamento/',
            headers: { ...member.headers, 'idempotency-key': randomUUID() },
            payload: {
              igreja: church.id,
              motivos: [{ id: church.reasons.oferta, valor }],
              flagUsuarioTaxa: cover,
              allowRecurrency: false,
              ...paymentPart(metodo, option.parcelas),
            },
          });
          expect(paid.statusCode, paid.body).toBe(201);
          expect(await row(paid.json().codigo)).toEqual(shown(valor, quote.taxas, option));
        }
      },
    );
  });

  describe.each([false, true])('event tickets (flagRepassarTaxas %s)', (passOn) => {
    let event: TestEvent;
    beforeAll(async () => {
      event = await createEvent(t.app, church, {
        titulo: `Conferência ${passOn}`,
        flagRepassarTaxas: passOn,
        maxParcelas: 12,
        tickets: [{ nome: 'Inteira', valor: 15_000, taxa: 1_000 }],
      });
    });

    it.each(PAYMENT_METHOD_CODES)('%s: every option of GET /evento/{id}/calcular-taxas is what the purchase charges', async (metodo) => {
      const valor = 32_000; // two "Inteira": (150,00 + 10,00) x 2
      const res = await t.app.inject({
        url: `/api/v1/evento/${event.id}/calcular-taxas?valor=${valor}&metodoPagamento=${metodo}`,
        headers: member.headers,
      });
      expect(res.statusCode).toBe(200);
      const quote = res.json() as { taxas: number; total: number; parcelas: TInstallmentOption[] };
      const options =
        metodo === 'cartao_credito'
          ? quote.parcelas
          : [{ parcelas: 1, valorParcela: quote.total, valores: [], total: quote.total, juros: 0 }];
      if (metodo === 'cartao_credito') expect(options.length).toBe(12);
      for (const option of options) {
        const paid = await buy(t.app, church, event, member, {
          ingressos: [{ id: event.tickets[0]!.id, quantidade: 2, titulares: holders(2) }],
          valorTotal: quote.total,
          ...paymentPart(metodo, option.parcelas),
        });
        expect(paid.statusCode, paid.body).toBe(201);
        expect(await row(paid.json().pagamento.codigo)).toEqual(shown(valor, quote.taxas, option));
      }
    });
  });

  it('Play: each plan charges the first charge its plan shows (fees included)', async () => {
    const plans = (await t.app.inject({ url: `/api/v1/igreja/${church.slug}/plano-assinatura/`, headers: member.headers })).json()
      .planos as { id: number; valor: number; taxaAdesao: number; totalPrimeiraCobranca: number }[];
    expect(plans.length).toBe(2);
    for (const plan of plans) {
      const subscriber = await createPayer(t.app, church, 'BR');
      const res = await subscribeRequest(t.app, church, subscriber, {
        planoAssinatura: plan.id,
        valor: plan.totalPrimeiraCobranca,
        cartao: { token: await cardToken(t.app, church, subscriber) },
      });
      expect(res.statusCode, res.body).toBe(201);
      const base = plan.valor + plan.taxaAdesao;
      const one = { parcelas: 1, valorParcela: plan.totalPrimeiraCobranca, valores: [], total: plan.totalPrimeiraCobranca, juros: 0 };
      expect(await row(res.json().pagamento.codigo)).toEqual(shown(base, plan.totalPrimeiraCobranca - base, one));
    }
  });
});
