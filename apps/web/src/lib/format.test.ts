import { afterEach, describe, expect, it } from 'vitest';
import type { TBootstrap } from '@congrega/contract/church';
import { setBootstrapForTests } from './bootstrap.ts';
import { churchToday, formatCalendarDate, formatKm, formatMoment, formatMomentRange, formatMoney, formatWallClock } from './format.ts';

const squash = (s: string) => s.replace(/\s/g, ' ');
const originalTz = process.env.TZ;
// Only the church's zone matters here.
const church = (fusoHorario: string) => setBootstrapForTests({ igreja: { fusoHorario } } as TBootstrap);

afterEach(() => {
  process.env.TZ = originalTz;
  setBootstrapForTests(undefined);
});

describe('Intl formatting in the user locale', () => {
  it('formats money from integer cents per locale', () => {
    expect(formatMoney(123456, 'BRL', 'pt-BR').replace(/\s/g, ' ')).toBe('R$ 1.234,56');
    expect(formatMoney(123456, 'USD', 'en')).toBe('$1,234.56');
    expect(formatMoney(5, 'EUR', 'es').replace(/\s/g, ' ')).toBe('0,05 €');
    // Spanish has no sign of its own for the real: the narrow one, never "50,00 BRL".
    expect(formatMoney(5000, 'BRL', 'es').replace(/\s/g, ' ')).toBe('50,00 R$');
  });

  it('formats distances', () => {
    expect(formatKm(1.25, 'en')).toBe('1.3 km');
    expect(formatKm(12.4, 'pt-BR')).toBe('12 km');
  });
});

// The browser's zone is the runtime's: each case sets TZ before formatting.
describe.each(['America/Sao_Paulo', 'UTC', 'Asia/Tokyo'])("dates on the church's clock in a browser in %s", (zone) => {
  const away = zone !== 'America/Sao_Paulo';
  const tz = () => {
    process.env.TZ = zone;
  };

  it('shows the 19:00 conference at 19:00, naming the zone only away from it', () => {
    church('America/Sao_Paulo');
    tz();
    const range = formatMomentRange('2027-01-02T22:00:00Z', '2027-01-03T01:00:00Z', 'dateTime', 'pt-BR');
    expect(squash(range)).toBe(away ? '2 de jan. de 2027 19:00 – 22:00 BRT' : '2 de jan. de 2027 19:00 – 22:00');
    expect(formatMomentRange('2027-01-02T22:00:00Z', '2027-01-03T01:00:00Z', 'date', 'pt-BR')).toBe('2 de jan. de 2027');
    // A member's own moment (a chat message, a purchase) on the same clock.
    expect(squash(formatMoment('2027-01-02T22:07:00Z', 'time', 'en'))).toBe(away ? '7:07 PM GMT-3' : '7:07 PM');
  });

  it("follows the church's zone, not São Paulo's, for a church in Chicago", () => {
    church('America/Chicago');
    tz();
    expect(squash(formatMoment('2027-01-02T22:00:00Z', 'dateTime', 'en'))).toBe('Jan 2, 2027, 4:00 PM CST');
    expect(squash(formatWallClock('10:30', undefined, 'en'))).toBe('10:30 AM CST');
  });

  it('keeps calendar dates and answers nothing for invalid ones', () => {
    church('America/Sao_Paulo');
    tz();
    expect(formatCalendarDate('2025-03-09', 'dateShort', 'pt-BR')).toBe('09/03/2025');
    expect(formatCalendarDate('2025-03-09', 'dateLong', 'en')).toBe('March 9, 2025');
    expect(formatMoment('not a date', 'date', 'en')).toBe('');
  });

  it("says today is the church's day: 22:30 in São Paulo is still 1 Dec, though 2 Dec in UTC and Tokyo", () => {
    church('America/Sao_Paulo');
    tz();
    expect(churchToday(new Date('2026-12-02T01:30:00Z'))).toBe('2026-12-01');
  });
});
