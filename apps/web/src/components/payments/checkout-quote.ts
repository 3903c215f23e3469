import type { TInstallmentOption } from '@congrega/contract/payments/payment';
import type { PaymentFigures } from './payment-summary.tsx';

/**
 * A quote of an order as the server answers it (payments' GET /pagamento/calcular-taxas, events' GET
 * /evento/{id}/calcular-taxas): the value, the fees the payer covers, one charge's total and the installment options,
 * each priced as the charge prices it. A checkout shows these figures and computes none.
 */
export interface CheckoutQuote {
  metodoPagamento: string;
  valor: number;
  taxas: number;
  total: number;
  parcelas: readonly TInstallmentOption[];
}

/** The options to choose from: the quote's (a method without installments: one charge of `total`), at most `max`. */
export function quoteOptions(quote: CheckoutQuote, max = Number.MAX_SAFE_INTEGER): TInstallmentOption[] {
  const options =
    quote.parcelas.length > 0
      ? quote.parcelas
      : [{ parcelas: 1, valorParcela: quote.total, valores: [quote.total], total: quote.total, juros: 0 }];
  return options.slice(0, Math.max(1, max));
}

/** The option of `parcelas` installments, or one charge when the quote no longer offers that many. */
export function chosenOption(options: readonly TInstallmentOption[], parcelas: number): TInstallmentOption {
  return options.find((o) => o.parcelas === parcelas) ?? options[0]!;
}

/** What the summary shows for a quote and the option chosen. */
export function quoteFigures(quote: CheckoutQuote, option: TInstallmentOption): PaymentFigures {
  return {
    valor: quote.valor,
    taxas: quote.taxas,
    total: option.total,
    parcelas: option.parcelas,
    valorParcela: option.valorParcela,
    juros: option.juros,
  };
}
