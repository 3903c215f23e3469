/**
 * When a live service happens: pure time arithmetic, no SQL. A weekly service repeats on its day of the week at its
 * HH:MM in its IANA time zone (daylight saving included, through Intl); a one-off stream has fixed instants.
 */
export interface ServiceTimes {
  tipo: string;
  diaSemana: number | null;
  horario: string | null;
  duracaoMinutos: number;
  fusoHorario: string;
  inicio: Date | null;
  fim: Date | null;
}

export interface Occurrence {
  inicio: Date;
  fim: Date;
  aoVivo: boolean;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function zoneParts(at: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    weekday: 'short',
  }).formatToParts(new Date(at));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '0';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    second: Number(get('second')),
  };
}

/** Milliseconds the zone is ahead of UTC at the instant `at`. */
function zoneOffset(at: number, timeZone: string): number {
  const p = zoneParts(at, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(at / 1000) * 1000;
}

/** The instant of a wall-clock time in a zone. */
export function zonedTime(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - zoneOffset(wall, timeZone);
  return new Date(wall - zoneOffset(first, timeZone));
}

/** The occurrence live at `now`, else the next one; undefined for a one-off stream that has ended. */
export function occurrenceAt(service: ServiceTimes, now: Date): Occurrence | undefined {
  const at = now.getTime();
  if (service.tipo === 'avulso') {
    if (!service.inicio || !service.fim || service.fim.getTime() <= at) return undefined;
    return { inicio: service.inicio, fim: service.fim, aoVivo: service.inicio.getTime() <= at };
  }
  if (service.diaSemana === null || !service.horario) return undefined;
  const [hour, minute] = service.horario.split(':').map(Number) as [number, number];
  const duration = service.duracaoMinutos * MINUTE;
  // Candidate days from a week back to a week ahead, in the zone's calendar: the first whose end is still ahead.
  for (let offset = -7; offset <= 7; offset += 1) {
    const p = zoneParts(at + offset * DAY, service.fusoHorario);
    const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay();
    if (weekday !== service.diaSemana) continue;
    const inicio = zonedTime(p.year, p.month, p.day, hour, minute, service.fusoHorario);
    const fim = new Date(inicio.getTime() + duration);
    if (fim.getTime() > at) return { inicio, fim, aoVivo: inicio.getTime() <= at };
  }
  return undefined;
}

/** Whether a string is an IANA zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
