import {
  calendarDay,
  formatCalendarDate as calendarDate,
  formatMonthName as monthName,
  formatMoment as moment,
  formatMomentRange as momentRange,
  formatWallClock as wallClock,
  runtimeTimeZone,
  type TDateStyle,
  type TMomentPlace,
  type TMomentStyle,
} from '@congrega/contract/datetime';
import { currencyFormat } from '@congrega/contract/money';
import { churchTimeZone } from './bootstrap.ts';
import { currentLocale } from './language.ts';

/**
 * Dates, money and numbers in the user's locale (spec: currency formatted with the browser locale). Money is
 * integer cents plus an ISO currency code. Number formatters are cached: building one is costly and lists format
 * many values. Dates and times go through the contract's datetime.ts, on the church's clock.
 */
const cache = new Map<string, Intl.NumberFormat>();

function formatter<T extends Intl.NumberFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

/**
 * Where a moment is read: the reader's language, the church's clock (the bootstrap's `fusoHorario`) and the
 * browser's zone, so a time is labelled with the church's zone when the reader is elsewhere (contract datetime.ts:
 * the one rule for dates and times, shared with the server's e-mails, PDF and link previews).
 */
export function momentPlace(locale: string = currentLocale()): TMomentPlace {
  return { locale, timeZone: churchTimeZone(), viewerTimeZone: runtimeTimeZone() };
}

/** An instant (ISO string, epoch ms, Date) on the church's clock: 'date' "9 de mar. de 2026", 'dateTime', 'time'... */
export function formatMoment(value: string | number | Date | null | undefined, style: TMomentStyle = 'date', locale?: string): string {
  return moment(value, style, momentPlace(locale));
}

/** A period on the church's clock, the shared parts said once ("12 – 14 de jul. de 2026"; "12 de jul., 19:00 – 22:00"). */
export function formatMomentRange(
  start: string | number | Date | null | undefined,
  end: string | number | Date | null | undefined,
  style: TMomentStyle = 'dateTime',
  locale?: string,
): string {
  return momentRange(start, end, style, momentPlace(locale));
}

/** A calendar date without time (YYYY-MM-DD: a birth date, a card's validity, a due date): the same day everywhere. */
export function formatCalendarDate(day: string | null | undefined, style: TDateStyle = 'date', locale: string = currentLocale()): string {
  return calendarDate(day, style, locale);
}

/** A month's name (1-12) in the reader's language: `long` for a table, `short` for a chart's axis. */
export function formatMonthName(month: number, width: 'long' | 'short' = 'long', locale: string = currentLocale()): string {
  return monthName(month, width, locale);
}

/** A weekly schedule's HH:MM on `timeZone`'s clock (the church's by default) in the reader's language. */
export function formatWallClock(hhmm: string, timeZone: string = churchTimeZone(), locale?: string): string {
  return wallClock(hhmm, { ...momentPlace(locale), timeZone });
}

/** Today: the church's calendar day (YYYY-MM-DD), wherever the reader is. */
export function churchToday(now: Date = new Date()): string {
  return calendarDay(now, churchTimeZone());
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
