/**
 * When a live service happens: pure time arithmetic, no SQL. A weekly service repeats on its day of the week at its
 * HH:MM in its IANA time zone (daylight saving included: the contract's zone arithmetic); a one-off stream has fixed
 * instants. Staff may put a service live by hand (`aoVivoDesde`: live whatever the schedule, for at most
 * LIVE_MANUAL_MAX_HOURS) and end it (`encerradoEm`: a weekly occurrence that began by then is over, so its next one
 * shows; a one-off stream is over).
 */
import { LIVE_MANUAL_MAX_HOURS } from '@congrega/contract/admin/live';
import { zonedTime, zoneParts } from '@congrega/contract/datetime';

export interface ServiceTimes {
  tipo: string;
  diaSemana: number | null;
  horario: string | null;
  duracaoMinutos: number;
  fusoHorario: string;
  inicio: Date | null;
  fim: Date | null;
  aoVivoDesde?: Date | null;
  encerradoEm?: Date | null;
}

export interface Occurrence {
  inicio: Date;
  fim: Date;
  aoVivo: boolean;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const MANUAL_MAX = LIVE_MANUAL_MAX_HOURS * 60 * MINUTE;

/** The scheduled occurrence live at `at`, else the next one, leaving out what was ended by hand. */
function scheduledAt(service: ServiceTimes, at: number): Occurrence | undefined {
  const ended = service.encerradoEm?.getTime();
  if (service.tipo === 'avulso') {
    if (ended !== undefined || !service.inicio || !service.fim || service.fim.getTime() <= at) return undefined;
    return { inicio: service.inicio, fim: service.fim, aoVivo: service.inicio.getTime() <= at };
  }
  if (service.diaSemana === null || !service.horario) return undefined;
  const [hour, minute] = service.horario.split(':').map(Number) as [number, number];
  const duration = service.duracaoMinutos * MINUTE;
  // Candidate days from a week back to two weeks ahead, in the zone's calendar: the first whose end is still ahead
  // (and that had not begun when it was ended by hand).
  for (let offset = -7; offset <= 14; offset += 1) {
    const p = zoneParts(at + offset * DAY, service.fusoHorario);
    const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay();
    if (weekday !== service.diaSemana) continue;
    const inicio = zonedTime(p.year, p.month, p.day, hour, minute, service.fusoHorario);
    const fim = new Date(inicio.getTime() + duration);
    if (ended !== undefined && inicio.getTime() <= ended) continue;
    if (fim.getTime() > at) return { inicio, fim, aoVivo: inicio.getTime() <= at };
  }
  return undefined;
}

/** Whether the service was put live by hand and that still holds at `at`. */
export function liveByHand(service: ServiceTimes, at: number): boolean {
  const since = service.aoVivoDesde?.getTime();
  return since !== undefined && since <= at && at < since + MANUAL_MAX;
}

/** The occurrence live at `now`, else the next one; undefined for a one-off stream that has ended. */
export function occurrenceAt(service: ServiceTimes, now: Date): Occurrence | undefined {
  const at = now.getTime();
  const scheduled = scheduledAt(service, at);
  if (!liveByHand(service, at)) return scheduled;
  const since = service.aoVivoDesde!.getTime();
  // Live by hand: from then on; it ends no sooner than the scheduled occurrence it stands for (one under way, or
  // one due within its duration) and is shown as running for at least another minute.
  const standsFor = scheduled && scheduled.inicio.getTime() <= since + service.duracaoMinutos * MINUTE ? scheduled.fim.getTime() : 0;
  const fim = Math.max(standsFor, since + service.duracaoMinutos * MINUTE, at + MINUTE);
  return { inicio: new Date(since), fim: new Date(fim), aoVivo: true };
}

/**
 * What `encerradoEm` to store when staff end the service at `now`: now, or, when it was live by hand for a weekly
 * occurrence still to begin (gone live early), that occurrence's start, so it does not go live again by itself.
 */
export function endMark(service: ServiceTimes, now: Date): Date {
  const at = now.getTime();
  if (service.tipo === 'avulso' || !liveByHand(service, at)) return now;
  const next = scheduledAt(service, at);
  const since = service.aoVivoDesde!.getTime();
  if (next && next.inicio.getTime() > at && next.inicio.getTime() <= since + service.duracaoMinutos * MINUTE) return next.inicio;
  return now;
}
