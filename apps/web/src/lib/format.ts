import { currencyFormat } from '@congrega/contract/money';
import { currentLocale } from './language.ts';

/**
 * Dates, money and numbers with Intl in the user's locale (spec: currency formatted with the browser
 * locale). Money is integer cents plus an ISO currency code. Formatters are cached: building one is
 * costly and lists format many values.
 */
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

function toDate(value: string | number | Date): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function formatDate(
  value: string | number | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
  locale: string = currentLocale(),
): string {
  const date = toDate(value);
  if (!date) return '';
  return formatter(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options)).format(date);
}

export function formatDateTime(value: string | number | Date, locale: string = currentLocale()): string {
  return formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }, locale);
}

/** The time of day alone in the user's locale: "15:05" (pt-BR, es), "3:05 PM" (en). */
export function formatTime(value: string | number | Date, locale: string = currentLocale()): string {
  return formatDate(value, { hour: 'numeric', minute: '2-digit' }, locale);
}

/** Integer cents in `currency` (BRL, USD...) -> "R$ 1.234,56" / "$1,234.56" in the user's locale. */
export function formatMoney(cents: number, currency: string, locale: string = currentLocale()): string {
  return formatter(`m|${locale}|${currency}`, () => currencyFormat(locale, currency)).format(cents / 100);
}

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}, locale: string = currentLocale()): string {
  return formatter(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)).format(value);
}

/** Distance for the nearest-church list: "1,2 km" / "1.2 km". */
export function formatKm(km: number, locale: string = currentLocale()): string {
  return formatNumber(km, { style: 'unit', unit: 'kilometer', maximumFractionDigits: km < 10 ? 1 : 0 }, locale);
}

/**
 * A period in the user's locale, the shared parts said once: "12 – 14 de jul. de 2025" for days, "12 de jul. de
 * 2025, 19:00 – 22:00" within a day (Intl formatRange).
 */
export function formatDateRange(
  start: string | number | Date,
  end: string | number | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
  locale: string = currentLocale(),
): string {
  const from = toDate(start);
  const to = toDate(end);
  if (!from) return '';
  const f = formatter(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
  return to && to > from ? f.formatRange(from, to) : f.format(from);
}
