import { MAX_PAYMENT_CENTS } from '@congrega/contract/payments/constants';

/**
 * A typed amount -> integer cents, whatever the locale's separators: "1.234,56" (pt-BR, es), "1,234.56" (en),
 * "50", "50,5", "R$ 50". A separator followed by one or two digits at the end is the decimal one; a separator
 * followed by groups of three digits groups thousands. Anything else (letters, three decimals, a negative) is not
 * an amount: undefined. An empty text is null (no amount yet).
 */
export function parseAmount(text: string): number | null | undefined {
  const cleaned = text.replace(/[\s\u00a0]/g, '').replace(/^[^\d.,-]*/, '');
  if (!cleaned) return text.trim() ? undefined : null;
  if (!/^\d[\d.,]*$/.test(cleaned)) return undefined;
  const decimal = /[.,](\d{1,2})$/.exec(cleaned);
  const whole = decimal ? cleaned.slice(0, decimal.index) : cleaned;
  // What is left may only group thousands: "1.234", "1,234,567" (one kind of separator), or plain digits.
  if (!/^\d{1,3}([.,]\d{3})*$/.test(whole) && !/^\d+$/.test(whole)) return undefined;
  const groupSeparators = new Set(whole.replace(/\d/g, ''));
  if (groupSeparators.size > 1) return undefined;
  if (decimal && groupSeparators.has(cleaned[decimal.index]!)) return undefined;
  const units = Number(whole.replace(/[.,]/g, ''));
  const cents = decimal ? Number(decimal[1]!.padEnd(2, '0')) : 0;
  const value = units * 100 + cents;
  return Number.isSafeInteger(value) && value <= MAX_PAYMENT_CENTS ? value : undefined;
}

/** Cents as the amount input shows them in the user's locale, without the currency sign: "1.234,56" / "1,234.56". */
export function amountText(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}
