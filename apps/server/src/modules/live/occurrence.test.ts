import { describe, expect, it } from 'vitest';
import { zonedTime } from '@congrega/contract/datetime';
import { endMark, occurrenceAt } from './occurrence.ts';

const weekly = (diaSemana: number, horario: string, fusoHorario = 'America/Sao_Paulo', duracaoMinutos = 90) => ({
  tipo: 'semanal',
  diaSemana,
  horario,
  duracaoMinutos,
  fusoHorario,
  inicio: null,
  fim: null,
});

describe('live service occurrences', () => {
  it('converts a wall-clock time in a zone (with and without daylight saving)', () => {
    expect(zonedTime(2026, 11, 29, 18, 0, 'America/Sao_Paulo').toISOString()).toBe('2026-11-29T21:00:00.000Z');
    expect(zonedTime(2026, 7, 5, 10, 0, 'America/Chicago').toISOString()).toBe('2026-07-05T15:00:00.000Z');
    expect(zonedTime(2026, 12, 6, 10, 0, 'America/Chicago').toISOString()).toBe('2026-12-06T16:00:00.000Z');
  });

  it('gives the next weekly occurrence, or the current one while it runs', () => {
    // Wednesday 2026-11-25 12:00 in São Paulo.
    const now = new Date('2026-11-25T15:00:00Z');
    expect(occurrenceAt(weekly(0, '18:00'), now)).toEqual({
      inicio: new Date('2026-11-29T21:00:00Z'),
      fim: new Date('2026-11-29T22:30:00Z'),
      aoVivo: false,
    });
    expect(occurrenceAt(weekly(3, '11:30'), now)).toMatchObject({ inicio: new Date('2026-11-25T14:30:00Z'), aoVivo: true });
    // Ended an hour ago today: next week.
    expect(occurrenceAt(weekly(3, '09:00', 'America/Sao_Paulo', 60), now)?.inicio).toEqual(new Date('2026-12-02T12:00:00Z'));
  });

  it('handles one-off streams: live between start and end, nothing after the end', () => {
    const s = { ...weekly(0, '00:00'), tipo: 'avulso', inicio: new Date('2026-11-25T14:00:00Z'), fim: new Date('2026-11-25T16:00:00Z') };
    expect(occurrenceAt(s, new Date('2026-11-25T13:00:00Z'))?.aoVivo).toBe(false);
    expect(occurrenceAt(s, new Date('2026-11-25T15:00:00Z'))?.aoVivo).toBe(true);
    expect(occurrenceAt(s, new Date('2026-11-25T16:00:00Z'))).toBeUndefined();
  });
});

describe('live by hand', () => {
  const HOUR = 3_600_000;
  it('is live from the instant staff went live, whatever the schedule, for at most 12 hours', () => {
    const now = new Date('2026-11-25T15:00:00Z');
    const early = { ...weekly(3, '20:00'), aoVivoDesde: new Date(now.getTime() - HOUR) };
    expect(occurrenceAt(early, now)).toMatchObject({ inicio: early.aoVivoDesde, aoVivo: true });
    expect(occurrenceAt(early, new Date(now.getTime() + 12 * HOUR))?.aoVivo).toBe(false);
    const over = { ...weekly(0, '00:00'), tipo: 'avulso', inicio: new Date('2026-11-20T10:00:00Z'), fim: new Date('2026-11-20T11:00:00Z') };
    expect(occurrenceAt({ ...over, aoVivoDesde: now }, now)).toMatchObject({ aoVivo: true });
  });

  it('ends the occurrence under way (a weekly service shows next week; gone live early, the one due is consumed)', () => {
    // Wednesday 12:00 in São Paulo; the service is 11:30 to 13:00.
    const now = new Date('2026-11-25T15:00:00Z');
    const running = weekly(3, '11:30');
    expect(endMark(running, now)).toEqual(now);
    expect(occurrenceAt({ ...running, encerradoEm: now }, now)?.inicio).toEqual(new Date('2026-12-02T14:30:00Z'));
    // Live by hand at 11:50 for the 12:30 service, ended at 12:00: the 12:30 one does not go live by itself.
    const early = { ...weekly(3, '12:30'), aoVivoDesde: new Date(now.getTime() - 10 * 60_000) };
    const mark = endMark(early, now);
    expect(mark).toEqual(new Date('2026-11-25T15:30:00Z'));
    expect(occurrenceAt({ ...early, aoVivoDesde: null, encerradoEm: mark }, now)?.inicio).toEqual(new Date('2026-12-02T15:30:00Z'));
    const oneOff = { ...weekly(0, '00:00'), tipo: 'avulso', inicio: now, fim: new Date(now.getTime() + HOUR), encerradoEm: now };
    expect(occurrenceAt(oneOff, now)).toBeUndefined();
  });
});
