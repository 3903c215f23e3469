import type {
  TDefaultGateway,
  TFeeQuote,
  TInstallmentOption,
  TInstallmentTable,
  TPaymentReason,
} from '@congrega/contract/payments/payment';
import type { TPaymentMethodCode } from '@congrega/contract/payments/constants';
import { priceOptions, type TGatewayInstallmentTerms, type TMethodTerms } from '@congrega/contract/payments/pricing';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentGateway } from './gateways/gateway.ts';
import { assertHostChurch } from './payments-context.ts';
import { findDefaultGateway, findMethod, listReasons } from './payments.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';

/** Quotes: public, priced by the function the charge prices with (packages/contract/src/payments/pricing.ts). */

export async function getDefaultGateway(app: FastifyInstance): Promise<TDefaultGateway> {
  const row = await findDefaultGateway(app.database.db);
  const gateway = row && app.paymentGateways.get(row.implementacao);
  if (!row || !gateway) throw new AppError('NOT_FOUND');
  const c = gateway.capabilities;
  return {
    idGatewayPagamento: row.id,
    nome: row.nome,
    sandbox: gateway.sandbox,
    capacidades: {
      metodos: [...c.methods],
      moedas: [...c.currencies],
      parcelamento: { semJuros: c.installments.withoutInterest, comJuros: c.installments.withInterest, maxParcelas: c.installments.max },
      limites: Object.fromEntries(Object.entries(c.limits).map(([m, l]) => [m, { minimo: l.min, maximo: l.max }])),
      webhooks: c.webhooks,
      tokenizacaoCartao: c.cardTokenization,
    },
  };
}

/** The order a quote prices: the same fields the charge (payment-core's `PaymentOrder`) is priced from. */
export interface QuoteRequest {
  metodo: TPaymentMethodCode;
  valor: number;
  flagUsuarioTaxa: boolean;
  /** A cap of the caller's own on the installments (an event's `maxParcelas`); the church's and gateway's apply too. */
  maxParcelas?: number;
}

export interface OrderQuote {
  taxas: number;
  total: number;
  parcelas: TInstallmentOption[];
}

/**
 * What an order would be charged, for every installment count the payer may choose: the church's terms of the method
 * and its gateway's installment rules, priced by the contract's `priceOrder`, the function the charge prices with
 * (payment-core.ts), so a screen shows the payment row's figures to the cent. Undefined when the church does not
 * take the method (or its gateway cannot charge it in the church's currency), as the charge refuses it.
 */
export async function quoteOrder(
  tx: Tx,
  church: TenantChurch,
  gatewayFor: (implementacao: string) => PaymentGateway | undefined,
  request: QuoteRequest,
): Promise<OrderQuote | undefined> {
  const method = await findMethod(tx, church.id, request.metodo);
  const gateway = method && gatewayFor(method.implementacao);
  if (
    !method ||
    !gateway ||
    !gateway.capabilities.methods.includes(request.metodo) ||
    !gateway.capabilities.currencies.includes(church.moeda)
  )
    return undefined;
  return priceQuote(method, gateway.capabilities.installments, request);
}

/** The pure part of `quoteOrder`: one charge's fees and total, and the installment options. */
export function priceQuote(terms: TMethodTerms, gateway: TGatewayInstallmentTerms, request: QuoteRequest): OrderQuote {
  const options = priceOptions(terms, gateway, request);
  const one = options[0]!;
  return {
    taxas: one.taxas,
    total: one.total,
    parcelas: options.map((o) => ({
      parcelas: o.parcelas,
      valorParcela: o.valorParcela,
      valores: o.valores,
      total: o.total,
      juros: o.juros,
    })),
  };
}

/** GET /pagamento/calcular-taxas: the fees of a method for a value and, for cards, every installment option. */
export async function quoteFees(
  app: FastifyInstance,
  church: TenantChurch,
  query: { igreja: number; metodoPagamento: TPaymentMethodCode; valor: number; flagUsuarioTaxa: boolean; maxParcelas?: number },
): Promise<TFeeQuote> {
  assertHostChurch(church, query.igreja);
  const quote = await app.database.withChurch(church.id, (tx) =>
    quoteOrder(tx, church, (impl) => app.paymentGateways.get(impl), {
      metodo: query.metodoPagamento,
      valor: query.valor,
      flagUsuarioTaxa: query.flagUsuarioTaxa,
      ...(query.maxParcelas === undefined ? {} : { maxParcelas: query.maxParcelas }),
    }),
  );
  if (!quote) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
  return {
    metodoPagamento: query.metodoPagamento,
    moeda: church.moeda,
    valor: query.valor,
    taxas: quote.taxas,
    total: quote.total,
    flagUsuarioTaxa: query.flagUsuarioTaxa,
    parcelas: quote.parcelas,
  };
}

/**
 * GET /igreja/{slug}/calcula-taxas-parcelamento-juros: the card installment table of a value (plus `valorTaxas` when
 * `flagTaxasAdministrativas`), up to `maxParcelas`, as the charge would price it. Interest is the church's card
 * term, not the caller's choice: `flagJuros` is read for the spec's callers, but a card charge applies the church's
 * monthly rate whatever it says, so the table does too (a quote never promises less than the charge takes).
 */
export async function quoteInstallments(
  app: FastifyInstance,
  church: TenantChurch,
  slug: string,
  query: { valor: number; flagJuros: boolean; flagTaxasAdministrativas: boolean; valorTaxas: number; maxParcelas: number },
): Promise<TInstallmentTable> {
  if (slug !== church.slug) throw new AppError('CHURCH_NOT_FOUND');
  const value = query.valor + (query.flagTaxasAdministrativas ? query.valorTaxas : 0);
  const quote = await app.database.withChurch(church.id, (tx) =>
    quoteOrder(tx, church, (impl) => app.paymentGateways.get(impl), {
      metodo: 'cartao_credito',
      valor: value,
      flagUsuarioTaxa: false,
      maxParcelas: query.maxParcelas,
    }),
  );
  // A church without cards: paying at once is all there is.
  const parcelas = quote?.parcelas ?? [{ parcelas: 1, valorParcela: value, valores: [value], total: value, juros: 0 }];
  return { data: { data: parcelas } };
}

/** GET /igreja/{slug}/pagamento-motivo/: public (the giving screen lists them before login). */
export async function getPaymentReasons(
  app: FastifyInstance,
  church: TenantChurch,
  slug: string,
  doacao: 'true' | 'false' | undefined,
): Promise<TPaymentReason[]> {
  if (slug !== church.slug) throw new AppError('CHURCH_NOT_FOUND');
  return app.database.withChurch(church.id, (tx) => listReasons(tx, church.id, doacao === 'true'));
}
