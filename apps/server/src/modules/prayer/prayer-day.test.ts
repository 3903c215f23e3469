import { describe, expect, it } from 'vitest';
import { prayerDay } from './prayer-day.ts';

describe('prayerDay (the day a prayer counts for)', () => {
  it("follows the church's calendar day, not UTC", () => {
    expect(prayerDay('America/Sao_Paulo', new Date('2024-05-02T02:59:59Z'))).toBe('2024-05-01');
    expect(prayerDay('America/Sao_Paulo', new Date('2024-05-02T03:00:00Z'))).toBe('2024-05-02');
    expect(prayerDay('America/Chicago', new Date('2024-05-02T03:00:00Z'))).toBe('2024-05-01');
    expect(prayerDay('Asia/Tokyo', new Date('2024-05-01T15:00:00Z'))).toBe('2024-05-02');
  });

  it('formats as YYYY-MM-DD across year ends, a zone it does not know taken as São Paulo', () => {
    expect(prayerDay('America/Sao_Paulo', new Date('2025-01-01T01:00:00Z'))).toBe('2024-12-31');
    expect(prayerDay('Nowhere/Else', new Date('2025-01-01T01:00:00Z'))).toBe('2024-12-31');
  });
});
