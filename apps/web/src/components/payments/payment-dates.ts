import { formatDate } from '../../lib/format.ts';

/** "14:35" in the user's language and time zone. */
export function formatHour(iso: string): string {
  return formatDate(iso, { hour: '2-digit', minute: '2-digit' });
}

/** "21/11/2026": the day of a date-time, in the user's time zone. */
export function formatDay(iso: string): string {
  return formatDate(iso, { dateStyle: 'short' });
}

/** A calendar date without time ("2026-11-24", a boleto's due date): the same day everywhere. */
export function formatCalendarDate(date: string): string {
  return formatDate(`${date.slice(0, 10)}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
}

const DAY_MS = 86_400_000;

/** Whole days from one instant to another, rounded up (a cash deadline 3 days after the order: 3). */
export function daysBetween(fromIso: string, toIso: string): number {
  return Math.max(1, Math.ceil((Date.parse(toIso) - Date.parse(fromIso)) / DAY_MS));
}
