import { zonedTime, zoneParts } from '@congrega/contract/datetime';

/**
 * When the demo events happen, computed so that the dates say what the seed's words say ("Sexta a domingo" starts on
 * a Friday): each event falls on the first given weekday at least `afterDays` from now, at a wall-clock hour of its
 * church's time zone (videira: São Paulo, grace: Austin), daylight saving included.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export const SAO_PAULO = 'America/Sao_Paulo';
export const AUSTIN = 'America/Chicago';

/** Weekday numbers as Date.getUTCDay counts them. */
export const WEEKDAY = { sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6 } as const;

/** The zone's wall clock at `instant`: calendar fields and weekday (the contract's zoneParts). */
export function wallClock(instant: Date, zone: string) {
  const { year, month, day, hour, minute } = zoneParts(instant, zone);
  return { year, month, day, hour, minute, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** `hour`:00 in `zone` on the first `weekday` at least `afterDays` days after `now` (any weekday: null). */
export function onWeekday(now: number, zone: string, afterDays: number, weekday: number | null, hour: number): Date {
  const from = wallClock(new Date(now + afterDays * DAY_MS), zone);
  const ahead = weekday === null ? 0 : (weekday - from.weekday + 7) % 7;
  const day = new Date(Date.UTC(from.year, from.month - 1, from.day + ahead));
  return zonedTime(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), hour, 0, zone);
}

/** `hour`:00 in `zone`, `days` calendar days after the day of `start`. */
export function daysAfter(start: Date, zone: string, days: number, hour: number): Date {
  const from = wallClock(start, zone);
  const day = new Date(Date.UTC(from.year, from.month - 1, from.day + days));
  return zonedTime(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), hour, 0, zone);
}

/** Videira's conference: Friday to Sunday about a month ahead, titled with the year it takes place in. */
export function conferenceSchedule(now: number) {
  const dataInicio = onWeekday(now, SAO_PAULO, 30, WEEKDAY.friday, 19);
  return {
    titulo: `Conferência Videira ${wallClock(dataInicio, SAO_PAULO).year}`,
    dataInicio,
    dataFim: daysAfter(dataInicio, SAO_PAULO, 2, 22),
  };
}
