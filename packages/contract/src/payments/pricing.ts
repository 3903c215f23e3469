import type { TPaymentMethodCode } from './constants.ts';
import { MAX_INSTALLMENTS } from './constants.ts';
import { grossUpForFees, installmentPlan } from './installments.ts';

/**
 * The price of an order: what a payer is charged for a value with a method and an installment count. ONE function
 * prices both the quote a screen shows before paying (payments' fees.service.ts, events' fee quote) and the charge
 * (payments' payment-core.ts), so the figures on the screen (per installment, total, fees, the button) are the
 * payment row's to the cent.
 */

/** The church's terms of one method (its `igreja_metodo_pagamento` row). */
export interface TMethodTerms {
  /** Percentage fee in basis points (399 = 3,99 %). */
  taxaPercentual: number;
  /** Fixed fee per payment, cents. */
  taxaFixa: number;
  /** Most card installments the church allows. */
  maxParcelas: number;
  /** Card interest per month in basis points (199 = 1,99 %); 0: installments without interest. */
  jurosMensal: number;
}

/** What the method's gateway allows for installments. */
export interface TGatewayInstallmentTerms {
  withoutInterest: boolean;
  withInterest: boolean;
  max: number;
}

export interface TOrderToPrice {
  metodo: TPaymentMethodCode;
  /** Cents the church is owed, before fees the payer covers and installment interest. */
  valor: number;
  parcelas: number;
  /** The payer covers the method's fees. */
  flagUsuarioTaxa: boolean;
}

export interface TOrderPrice {
  /** The method's fees the payer covers (0 when they do not), cents. */
  taxas: number;
  parcelas: number;
  /** The first (largest) installment: the "3x de R$ ..." the payer sees. */
  valorParcela: number;
  /** Every installment; adds up to `total`. */
  valores: number[];
  /** What the payer is charged in all: value + taxas + juros. */
  total: number;
  /** Installment interest, cents (0 in one charge or without interest). */
  juros: number;
}

/** The value plus the fees the payer covers: what one charge costs, and what installments are computed on. */
export function withPayerFees(terms: Pick<TMethodTerms, 'taxaPercentual' | 'taxaFixa'>, valor: number, flagUsuarioTaxa: boolean): number {
  return flagUsuarioTaxa ? grossUpForFees({ valueCents: valor, percentBp: terms.taxaPercentual, fixedCents: terms.taxaFixa }) : valor;
}

/**
 * The price of an order, or undefined when its installment count is not allowed (not a card, over the church's or
 * the gateway's maximum, interest the gateway does not take, or an installment under the minimum): the charge then
 * refuses it (INSTALLMENTS_UNAVAILABLE) and a quote does not offer it.
 */
export function priceOrder(terms: TMethodTerms, gateway: TGatewayInstallmentTerms, order: TOrderToPrice): TOrderPrice | undefined {
  const withFees = withPayerFees(terms, order.valor, order.flagUsuarioTaxa);
  const taxas = withFees - order.valor;
  if (order.parcelas === 1) return { taxas, parcelas: 1, valorParcela: withFees, valores: [withFees], total: withFees, juros: 0 };
  const interest = terms.jurosMensal > 0;
  const allowed =
    order.metodo === 'cartao_credito' &&
    order.parcelas <= Math.min(terms.maxParcelas, gateway.max) &&
    (interest ? gateway.withInterest : gateway.withoutInterest);
  if (!allowed) return undefined;
  const option = installmentPlan({ valueCents: withFees, maxInstallments: order.parcelas, monthlyInterestBp: terms.jurosMensal }).find(
    (o) => o.parcelas === order.parcelas,
  );
  return (
    option && {
      taxas,
      parcelas: option.parcelas,
      valorParcela: option.valorParcela,
      valores: option.valores,
      total: option.total,
      juros: option.juros,
    }
  );
}

/**
 * Every installment count a payer may choose for a value and method, 1..k (k <= `maxParcelas`: an event's or a
 * screen's own cap), each priced by `priceOrder`: the options a quote answers and a checkout shows.
 */
export function priceOptions(
  terms: TMethodTerms,
  gateway: TGatewayInstallmentTerms,
  order: Omit<TOrderToPrice, 'parcelas'> & { maxParcelas?: number },
): TOrderPrice[] {
  const max = Math.min(order.maxParcelas ?? MAX_INSTALLMENTS, MAX_INSTALLMENTS);
  const options: TOrderPrice[] = [];
  for (let parcelas = 1; parcelas <= Math.max(1, max); parcelas++) {
    const price = priceOrder(terms, gateway, { ...order, parcelas });
    if (!price) break;
    options.push(price);
  }
  return options;
}
