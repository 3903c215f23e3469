import { describe, expect, it } from 'vitest';
import { formatDate, formatKm, formatMoney, formatTime } from './format.ts';

describe('Intl formatting in the user locale', () => {
  it('formats money from integer cents per locale', () => {
    expect(formatMoney(123456, 'BRL', 'pt-BR').replace(/\s/g, ' ')).toBe('R$ 1.234,56');
    expect(formatMoney(123456, 'USD', 'en')).toBe('$1,234.56');
    expect(formatMoney(5, 'EUR', 'es').replace(/\s/g, ' ')).toBe('0,05 €');
    // Spanish has no sign of its own for the real: the narrow one, never "50,00 BRL".
    expect(formatMoney(5000, 'BRL', 'es').replace(/\s/g, ' ')).toBe('50,00 R$');
  });

  it('formats dates per locale and ignores invalid input', () => {
    const date = '2025-03-09T12:00:00Z';
    expect(formatDate(date, { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' }, 'pt-BR')).toBe('09/03/2025');
    expect(formatDate(date, { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' }, 'en')).toBe('3/9/2025');
    expect(formatDate('not a date', undefined, 'en')).toBe('');
  });

  it('formats the time of day alone', () => {
    const at = new Date(2025, 2, 9, 21, 7);
    expect(formatTime(at, 'en').replace(/\s/g, ' ')).toBe('9:07 PM');
    expect(formatTime(at, 'pt-BR')).toBe('21:07');
    expect(formatTime(at, 'es')).toBe('21:07');
    expect(formatTime('not a date', 'en')).toBe('');
  });

  it('formats distances', () => {
    expect(formatKm(1.25, 'en')).toBe('1.3 km');
    expect(formatKm(12.4, 'pt-BR')).toBe('12 km');
  });
});
