/**
 * When a live service happens: pure time arithmetic, no SQL. A weekly service repeats on its day of the week at its
 * HH:MM in its IANA time zone (daylight saving included: the contract's zone arithmetic); a one-off stream has fixed
 * instants.
 */
import { zonedTime, zoneParts } from '@congrega/contract/datetime';

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
