import { formatCalendarDate as calendarDate, formatMoment } from '../../lib/format.ts';

/** "14:35" in the user's language, on the church's clock (lib/format.ts). */
export function formatHour(iso: string): string {
  return formatMoment(iso, 'time');
}

/** "21/11/2026": the day of a date-time, on the church's clock. */
export function formatDay(iso: string): string {
  return formatMoment(iso, 'dateShort');
}

/** A calendar date without time ("2026-11-24", a boleto's due date): the same day everywhere. */
export function formatCalendarDate(date: string): string {
  return calendarDate(date, 'dateLong');
}

const DAY_MS = 86_400_000;

/** Whole days from one instant to another, rounded up (a cash deadline 3 days after the order: 3). */
export function daysBetween(fromIso: string, toIso: string): number {
  return Math.max(1, Math.ceil((Date.parse(toIso) - Date.parse(fromIso)) / DAY_MS));
}
