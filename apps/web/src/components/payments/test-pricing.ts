import { priceOptions, priceOrder, type TGatewayInstallmentTerms, type TMethodTerms } from '@congrega/contract/payments/pricing';
import type { TPaymentMethod } from '@congrega/contract/church';
import { PAYMENT_METHOD_CODES, type TPaymentMethodCode } from '@congrega/contract/payments/constants';
import { vi } from 'vitest';
import { setBootstrapForTests } from '../../lib/bootstrap.ts';

/**
 * Test-only: the server's pricing (the contract's `priceOrder`, which the quotes and the charge price with) over the
 * demo church's terms, answering the quote endpoints as the server does, and reading back what a checkout shows. The
 * checkout-figures tests render each checkout for every method and installment count and compare its figures with
 * `priceOrder` of the same order (apps/server/.../checkout-figures.test.ts holds quote == payment row).
 */
export const TEST_TERMS: Record<TPaymentMethodCode, TMethodTerms> = {
  cartao_credito: { taxaPercentual: 399, taxaFixa: 39, maxParcelas: 12, jurosMensal: 199 },
  pix: { taxaPercentual: 99, taxaFixa: 0, maxParcelas: 1, jurosMensal: 0 },
  boleto: { taxaPercentual: 0, taxaFixa: 349, maxParcelas: 1, jurosMensal: 0 },
  dinheiro: { taxaPercentual: 0, taxaFixa: 0, maxParcelas: 1, jurosMensal: 0 },
  carteira_digital: { taxaPercentual: 150, taxaFixa: 0, maxParcelas: 1, jurosMensal: 0 },
  ach: { taxaPercentual: 80, taxaFixa: 0, maxParcelas: 1, jurosMensal: 0 },
};
export const TEST_GATEWAY: TGatewayInstallmentTerms = { max: 12, withInterest: true, withoutInterest: true };

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The server's quote of an order, as GET /pagamento/calcular-taxas and GET /evento/{id}/calcular-taxas answer it. */
export function serverQuote(metodo: TPaymentMethodCode, valor: number, flagUsuarioTaxa: boolean, maxParcelas?: number) {
  const options = priceOptions(TEST_TERMS[metodo], TEST_GATEWAY, {
    metodo,
    valor,
    flagUsuarioTaxa,
    ...(maxParcelas ? { maxParcelas } : {}),
  });
  const parcelas = options.map((o) => ({
    parcelas: o.parcelas,
    valorParcela: o.valorParcela,
    valores: o.valores,
    total: o.total,
    juros: o.juros,
  }));
  return { metodoPagamento: metodo, moeda: 'BRL', valor, taxas: options[0]!.taxas, total: options[0]!.total, flagUsuarioTaxa, parcelas };
}

/**
 * Answers the quote endpoints of a URL as the server would (`eventPassesFees`: the event's fee rule), or undefined.
 * The spec's installment table (calcula-taxas-parcelamento-juros) applies the church's interest whatever flagJuros says.
 */
export function quoteAnswer(url: string, eventPassesFees = false): Response | undefined {
  const q = new URL(url, 'http://x').searchParams;
  const valor = Number(q.get('valor'));
  const max = q.get('maxParcelas') ? Number(q.get('maxParcelas')) : undefined;
  if (url.includes('calcula-taxas-parcelamento-juros'))
    return json({ data: { data: serverQuote('cartao_credito', valor, false, max).parcelas } });
  const metodo = q.get('metodoPagamento') as TPaymentMethodCode;
  if (/\/evento\/\d+\/calcular-taxas/.test(url)) {
    const quote = serverQuote(metodo, valor, eventPassesFees, 12);
    return json({ ...quote, parcelas: metodo === 'cartao_credito' ? quote.parcelas : [] });
  }
  if (url.includes('/pagamento/calcular-taxas')) return json(serverQuote(metodo, valor, q.get('flagUsuarioTaxa') === 'true', max));
  return undefined;
}

/** The figures a payer is charged for an order (what the charge writes on the payment row). */
export function chargedFigures(metodo: TPaymentMethodCode, valor: number, flagUsuarioTaxa: boolean, parcelas: number) {
  const price = priceOrder(TEST_TERMS[metodo], TEST_GATEWAY, { metodo, valor, flagUsuarioTaxa, parcelas })!;
  return { total: price.total, fees: price.taxas, parcelas: price.parcelas, installment: price.valorParcela, button: price.total };
}

/** "R$ 1.234,56" -> cents: the last amount in the text. */
export function cents(text: string): number {
  const amounts = text.match(/\d{1,3}(?:[.,\s\u00a0]\d{3})*[.,]\d{2}/g);
  if (!amounts) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Number(amounts.at(-1)!.replace(/\D/g, ''));
}

/** What the checkout shows: the summary's total, fees and installment, and the amount on the pay button. */
export function shownFigures(root: ParentNode, button: HTMLElement, parcelas: number) {
  const figure = (name: string) => root.querySelector(`.payment-summary [data-figure="${name}"]`)?.textContent ?? '';
  const total = cents(figure('total'));
  return {
    total,
    fees: figure('fees') ? cents(figure('fees')) : 0,
    parcelas: figure('installment') ? parcelas : 1,
    installment: figure('installment') ? cents(figure('installment')) : total,
    button: cents(button.textContent ?? ''),
  };
}

/** A t() that shows its parameters, so the tests read the amounts a translated text carries ("payment.pay R$ 1,00"). */
export function tWithParams(key: string, params?: Record<string, unknown>): string {
  return params ? `${key} ${Object.values(params).join(' | ')}` : key;
}

/** Every method at the church (card up to 12x). */
export const TEST_METHODS: TPaymentMethod[] = PAYMENT_METHOD_CODES.map((codigo, i) => ({
  id: i + 1,
  codigo,
  nome: codigo,
  idGatewayPagamento: 1,
  maxParcelas: 12,
}));

/** The church with every method, and a fetch answering the quotes as the server does (no saved cards). */
export function stubCheckout(eventPassesFees = false): void {
  setBootstrapForTests({ igreja: { id: 1, slug: 'videira', nome: 'Igreja', moeda: 'BRL' }, metodosPagamento: TEST_METHODS } as never);
  const none = () => new Response(JSON.stringify({ cartoes: [] }), { status: 200, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => quoteAnswer(url, eventPassesFees) ?? none()),
  );
}
