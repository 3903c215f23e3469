import { describe, expect, it } from 'vitest';
import { prayerDay } from './prayer-day.ts';

describe('prayerDay (the day a prayer counts for)', () => {
  it('follows the São Paulo calendar day, not UTC', () => {
    expect(prayerDay(new Date('2024-05-02T02:59:59Z'))).toBe('2024-05-01');
    expect(prayerDay(new Date('2024-05-02T03:00:00Z'))).toBe('2024-05-02');
  });

  it('formats as YYYY-MM-DD across year ends', () => {
    expect(prayerDay(new Date('2025-01-01T01:00:00Z'))).toBe('2024-12-31');
  });
});
