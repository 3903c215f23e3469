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

/** The zone's wall clock at `instant`: calendar fields and weekday. */
export function wallClock(instant: Date, zone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  return {
    year,
    month,
    day,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

/** The instant the zone's clock reads `hour`:00 on that calendar day (checked twice: an offset change moves it). */
export function zonedTime(zone: string, year: number, month: number, day: number, hour: number): Date {
  const wanted = Date.UTC(year, month - 1, day, hour);
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const seen = wallClock(new Date(guess), zone);
    guess += wanted - Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
  }
  return new Date(guess);
}

/** `hour`:00 in `zone` on the first `weekday` at least `afterDays` days after `now` (any weekday: null). */
export function onWeekday(now: number, zone: string, afterDays: number, weekday: number | null, hour: number): Date {
  const from = wallClock(new Date(now + afterDays * DAY_MS), zone);
  const ahead = weekday === null ? 0 : (weekday - from.weekday + 7) % 7;
  const day = new Date(Date.UTC(from.year, from.month - 1, from.day + ahead));
  return zonedTime(zone, day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), hour);
}

/** `hour`:00 in `zone`, `days` calendar days after the day of `start`. */
export function daysAfter(start: Date, zone: string, days: number, hour: number): Date {
  const from = wallClock(start, zone);
  const day = new Date(Date.UTC(from.year, from.month - 1, from.day + days));
  return zonedTime(zone, day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), hour);
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
