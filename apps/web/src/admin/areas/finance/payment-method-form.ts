import { ZPaymentMethodBody, type TAdminPaymentMethod } from '@congrega/contract/admin/payment-methods';
import { z } from 'zod';
import { amountText, parseAmount } from '../../../lib/amount.ts';

/**
 * A payment method's form: what is typed in the console's language -> the contract's body, then the contract's own
 * schema (the form validates exactly what is sent; field names are the body's, so the server's errors land on them).
 * Amounts are typed as money ("1.234,56"), percentages as percent ("3,99" = 399 basis points: hundredths of a
 * percent, the same two decimals, so the money parser reads both). A blank fee or interest is 0; a blank limit is none.
 */
export interface PaymentMethodFormValues {
  maxParcelas: string;
  taxaPercentual: string;
  taxaFixa: string;
  valorMinimo: string;
  valorMaximo: string;
  jurosMensal: string;
  flagAtivo: boolean;
}

const hundredths = (blank: 0 | null) =>
  z.string().transform((text, ctx) => {
    const value = parseAmount(text);
    if (value === null) return blank;
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message: 'validation.amount' });
      return z.NEVER;
    }
    return value;
  });
const wholeNumber = z.string().transform((text, ctx) => {
  if (/^\s*\d{1,3}\s*$/.test(text)) return Number(text);
  ctx.addIssue({ code: 'custom', message: 'validation.integer' });
  return z.NEVER;
});

export const ZPaymentMethodForm = z
  .object({
    maxParcelas: wholeNumber,
    taxaPercentual: hundredths(0),
    taxaFixa: hundredths(0),
    valorMinimo: hundredths(null),
    valorMaximo: hundredths(null),
    jurosMensal: hundredths(0),
    flagAtivo: z.boolean(),
  })
  .pipe(ZPaymentMethodBody) as unknown as z.ZodType<z.output<typeof ZPaymentMethodBody>, PaymentMethodFormValues>;

export function paymentMethodValues(m: TAdminPaymentMethod, lang: string): PaymentMethodFormValues {
  const text = (v: number | null) => (v === null ? '' : amountText(v, lang));
  return {
    maxParcelas: String(m.maxParcelas),
    taxaPercentual: text(m.taxaPercentual),
    taxaFixa: text(m.taxaFixa),
    valorMinimo: text(m.valorMinimo),
    valorMaximo: text(m.valorMaximo),
    jurosMensal: text(m.jurosMensal),
    flagAtivo: m.flagAtivo,
  };
}
