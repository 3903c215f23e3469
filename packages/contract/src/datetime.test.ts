import { afterEach, describe, expect, it } from 'vitest';
import {
  calendarDay,
  churchDay,
  formatCalendarDate,
  formatMonthName,
  formatMoment,
  formatMomentRange,
  formatWallClock,
  resolveTimeZone,
  runtimeTimeZone,
  zonedTime,
} from './datetime.ts';

const SP = 'America/Sao_Paulo';
// A conference from 19:00 on 2 Jan to 22:00 on 2 Jan... in São Paulo: 22:00 UTC to 01:00 UTC the next day.
const START = '2027-01-02T22:00:00Z';
const END = '2027-01-03T01:00:00Z';
const squash = (s: string) => s.replace(/\s/g, ' ');
const originalTz = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalTz;
});

describe.each(['America/Sao_Paulo', 'UTC', 'Asia/Tokyo'])('under the browser zone %s', (zone) => {
  const place = (locale: string) => {
    process.env.TZ = zone;
    return { locale, timeZone: SP, viewerTimeZone: runtimeTimeZone() };
  };
  const away = zone !== SP;

  it('shows a moment on the church clock, naming the zone only when the reader is elsewhere', () => {
    const p = place('pt-BR');
    expect(p.viewerTimeZone).toBe(zone);
    expect(squash(formatMoment(START, 'dateTime', p))).toBe(away ? '2 de jan. de 2027, 19:00 BRT' : '2 de jan. de 2027, 19:00');
    expect(squash(formatMoment(END, 'time', place('en')))).toBe(away ? '10:00 PM GMT-3' : '10:00 PM');
    expect(formatMoment(END, 'dateLong', place('pt-BR'))).toBe('2 de janeiro de 2027');
  });

  it('writes a time after midnight the way the language does: 00:42 in Brazil, 12:42 AM in English', () => {
    const at = '2027-01-03T03:42:00Z'; // 00:42 in São Paulo
    expect(squash(formatMoment(at, 'time', place('pt-BR')))).toBe(away ? '00:42 BRT' : '00:42');
    expect(squash(formatMoment(at, 'time', place('en')))).toBe(away ? '12:42 AM GMT-3' : '12:42 AM');
  });

  it('says a period on the church clock: the conference ends on 2 January everywhere', () => {
    expect(squash(formatMomentRange(START, END, 'dateTime', place('pt-BR')))).toBe(
      away ? '2 de jan. de 2027 19:00 – 22:00 BRT' : '2 de jan. de 2027 19:00 – 22:00',
    );
    expect(formatMomentRange(START, END, 'dateLong', place('pt-BR'))).toBe('2 de janeiro de 2027');
    expect(formatMomentRange(START, START, 'date', place('en'))).toBe('Jan 2, 2027');
  });

  it('keeps calendar dates and weekly wall-clock times as they are', () => {
    expect(formatCalendarDate('2026-03-09', 'dateLong', place('pt-BR').locale)).toBe('9 de março de 2026');
    expect(formatCalendarDate('2026-03-09T00:00:00Z', 'dateShort', 'en')).toBe('3/9/26');
    expect(squash(formatWallClock('19:30', place('en'), new Date(START)))).toBe(away ? '7:30 PM GMT-3' : '7:30 PM');
  });

  it("takes the church's calendar day as today, whatever the runtime's zone", () => {
    place('en');
    // 22:05 UTC on 1 Dec is 19:05 on 1 Dec in São Paulo, 07:05 on 2 Dec in Tokyo; 01:30 UTC is still 1 Dec there.
    expect(calendarDay(new Date('2026-12-01T22:05:00Z'), SP)).toBe('2026-12-01');
    expect(calendarDay(new Date('2026-12-02T01:30:00Z'), SP)).toBe('2026-12-01');
    expect(calendarDay(new Date('2026-12-02T03:00:00Z'), SP)).toBe('2026-12-02');
    expect(calendarDay(new Date('2026-12-02T01:30:00Z'), 'Asia/Tokyo')).toBe('2026-12-02');
    expect(churchDay('Not/AZone', new Date('2026-12-02T01:30:00Z'))).toBe('2026-12-01');
  });
});

describe('datetime helpers', () => {
  it('names the zone where the reader is unknown (e-mails, PDFs)', () => {
    expect(squash(formatMoment(START, 'dateTimeLong', { locale: 'pt-BR', timeZone: SP }))).toBe('2 de janeiro de 2027 às 19:00 BRT');
    expect(squash(formatMoment(START, 'date', { locale: 'es', timeZone: SP }))).toBe('2 ene 2027');
  });

  it('answers nothing for missing or invalid values and falls back to the default zone', () => {
    const p = { locale: 'en', timeZone: SP };
    expect(formatMoment(null, 'date', p)).toBe('');
    expect(formatMoment('not a date', 'date', p)).toBe('');
    expect(formatMomentRange(undefined, END, 'date', p)).toBe('');
    expect(formatCalendarDate('soon', 'date', 'en')).toBe('');
    expect(resolveTimeZone('Mars/Olympus')).toBe(SP);
    expect(resolveTimeZone(null)).toBe(SP);
    expect(resolveTimeZone('America/Chicago')).toBe('America/Chicago');
  });

  it('finds the instant of a wall-clock time across daylight saving', () => {
    expect(zonedTime(2026, 11, 29, 18, 0, SP).toISOString()).toBe('2026-11-29T21:00:00.000Z');
    expect(zonedTime(2026, 7, 5, 10, 0, 'America/Chicago').toISOString()).toBe('2026-07-05T15:00:00.000Z');
    expect(zonedTime(2026, 1, 4, 10, 0, 'America/Chicago').toISOString()).toBe('2026-01-04T16:00:00.000Z');
  });
});

describe('formatMonthName', () => {
  it("names a month in the reader's language, long or short, whatever the runtime zone", () => {
    expect(formatMonthName(3, 'long', 'pt-BR')).toBe('março');
    expect(formatMonthName(12, 'long', 'en')).toBe('December');
    expect(formatMonthName(1, 'short', 'en')).toBe('Jan');
    expect(formatMonthName(9, 'long', 'es')).toBe('septiembre');
  });
});
