import { describe, expect, it } from 'vitest';
import { zonedTime } from '@congrega/contract/datetime';
import { occurrenceAt } from './occurrence.ts';

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
