/**
 * THE way Congrega shows a date or a time, on every screen, e-mail, PDF and link preview (web and server alike).
 *
 * The rule: every moment is shown on the church's clock (`igreja.fusoHorario`): its events, services, meetings and
 * schedules, and a member's own moments too (a purchase, a payment, a Pix deadline, a chat message, a saved note),
 * so one moment reads the same on the page, in the e-mail and in the PDF, and a chat message lines up with the
 * service it was sent during. A time is followed by the zone's short name ("19:00 BRT", "7:00 PM CST") when the
 * reader's zone has another offset at that moment, and always where the reader is unknown (e-mails, PDFs). Calendar
 * dates that carry no time (a birth date, a card's validity, a boleto's due date: `YYYY-MM-DD`) are the same day
 * everywhere. "Today" is the church's calendar day (`calendarDay`), on the server and on the web.
 *
 * Only this file builds an Intl.DateTimeFormat (ESLint holds it).
 */

/** Where the product's churches mostly are: the zone of a church row that names none (or an unknown one). */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

const STYLES = {
  /** 9 de mar. de 2026 */
  date: { dateStyle: 'medium' },
  /** 09/03/2026 */
  dateShort: { dateStyle: 'short' },
  /** 9 de março de 2026 */
  dateLong: { dateStyle: 'long' },
  /** 9 mar. */
  dayMonth: { day: 'numeric', month: 'short' },
  /** março (a month's name: the yearly receipts' rows) */
  month: { month: 'long' },
  /** 9 de mar. de 2026, 19:00 */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 9 de março de 2026 19:00 */
  dateTimeLong: { dateStyle: 'long', timeStyle: 'short' },
  /** segunda-feira, 9 de março de 2026 19:00 */
  dateTimeFull: { dateStyle: 'full', timeStyle: 'short' },
  /** 19:00, 00:42 (pt-BR), 7:00 PM (en): the language's own short time, as in dateTime */
  time: { timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type TMomentStyle = keyof typeof STYLES;
/** Styles without a time of day (what a calendar date can be shown as). */
export type TDateStyle = 'date' | 'dateShort' | 'dateLong' | 'dayMonth' | 'month';
const TIMED: ReadonlySet<TMomentStyle> = new Set(['dateTime', 'dateTimeLong', 'dateTimeFull', 'time']);

export interface TMomentPlace {
  /** The reader's language (BCP 47). */
  locale: string;
  /** The church's IANA zone: the clock every moment is shown on. */
  timeZone: string;
  /** The reader's zone (the browser's). Omitted where the reader is unknown (e-mail, PDF): the zone is then named. */
  viewerTimeZone?: string;
}

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    cache.set(key, f);
  }
  return f;
}

function toDate(value: string | number | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Whether the runtime knows `zone` as an IANA time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    formatter('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A church's stored zone, or DEFAULT_TIME_ZONE when it names none this runtime knows. */
export function resolveTimeZone(zone: string | null | undefined): string {
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** The zone this runtime runs in (the browser's, on the web). */
export function runtimeTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The wall clock of the instant `at` in `timeZone`. */
export function zoneParts(at: number | Date, timeZone: string) {
  const parts = formatter('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at instanceof Date ? at : new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? '0');
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** Milliseconds `timeZone` is ahead of UTC at the instant `at`. */
export function zoneOffset(at: number, timeZone: string): number {
  const p = zoneParts(at, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(at / 1000) * 1000;
}

/** The instant of a wall-clock time in a zone (daylight saving included). */
export function zonedTime(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - zoneOffset(wall, timeZone);
  return new Date(wall - zoneOffset(first, timeZone));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day (YYYY-MM-DD) the instant `at` falls on in `timeZone`: the church's "today" for `new Date()`. */
export function calendarDay(at: Date | number, timeZone: string): string {
  const p = zoneParts(at, timeZone);
  return `${String(p.year).padStart(4, '0')}-${pad(p.month)}-${pad(p.day)}`;
}

/** "Today" at a church: its calendar day at `now` in its stored zone (the default zone when it names none). */
export function churchDay(timeZone: string | null | undefined, now: Date = new Date()): string {
  return calendarDay(now, resolveTimeZone(timeZone));
}

/** The zone's short name at `at` in `locale`: "BRT" (pt-BR), "GMT-3" (en), "CST". */
export function zoneLabel(at: Date, timeZone: string, locale: string): string {
  const part = formatter(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

function needsLabel(at: Date, place: TMomentPlace): boolean {
  if (!place.viewerTimeZone) return true;
  const ms = at.getTime();
  return zoneOffset(ms, place.viewerTimeZone) !== zoneOffset(ms, place.timeZone);
}

function labelled(text: string, at: Date, style: TMomentStyle, place: TMomentPlace, also?: Date): string {
  if (!TIMED.has(style)) return text;
  if (!needsLabel(at, place) && !(also && needsLabel(also, place))) return text;
  return `${text} ${zoneLabel(at, place.timeZone, place.locale)}`;
}

/** An instant (ISO string, epoch ms or Date) on the church's clock; '' for a missing or invalid value. */
export function formatMoment(value: string | number | Date | null | undefined, style: TMomentStyle, place: TMomentPlace): string {
  const at = toDate(value);
  if (!at) return '';
  const text = formatter(place.locale, { ...STYLES[style], timeZone: place.timeZone }).format(at);
  return labelled(text, at, style, place);
}

/**
 * A period on the church's clock, the shared parts said once: "12 – 14 de jul. de 2026" for days,
 * "12 de jul. de 2026, 19:00 – 22:00" within a day (Intl formatRange). No end (or not after the start): the start.
 */
export function formatMomentRange(
  start: string | number | Date | null | undefined,
  end: string | number | Date | null | undefined,
  style: TMomentStyle,
  place: TMomentPlace,
): string {
  const from = toDate(start);
  const to = toDate(end);
  if (!from) return '';
  if (!to || to <= from) return formatMoment(from, style, place);
  const text = formatter(place.locale, { ...STYLES[style], timeZone: place.timeZone }).formatRange(from, to);
  return labelled(text, from, style, place, to);
}

/** A calendar date without a time (YYYY-MM-DD, or the date part of an ISO string): the same day in every zone. */
export function formatCalendarDate(day: string | null | undefined, style: TDateStyle, locale: string): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  if (!match) return '';
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return Number.isNaN(at.getTime()) ? '' : formatter(locale, { ...STYLES[style], timeZone: 'UTC' }).format(at);
}

/** A month's name (1-12) in `locale`, `long` (março) or `short` (mar.): the money console's reports. */
export function formatMonthName(month: number, width: 'long' | 'short', locale: string): string {
  return formatter(locale, { month: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1, 12)));
}

/**
 * A wall-clock time of a weekly schedule ("19:30" in `place.timeZone`, a service's or a group's) in the reader's
 * language ("19:30", "7:30 PM"), with the zone named when the reader's differs at `now`.
 */
export function formatWallClock(hhmm: string, place: TMomentPlace, now: Date = new Date()): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(hhmm);
  if (!match) return hhmm;
  const at = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  const text = formatter(place.locale, { ...STYLES.time, timeZone: 'UTC' }).format(at);
  return needsLabel(now, place) ? `${text} ${zoneLabel(now, place.timeZone, place.locale)}` : text;
}
