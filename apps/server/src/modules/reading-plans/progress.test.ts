import { describe, expect, it } from 'vitest';
import { addDays, catchUpStart, daysBehind, firstUnread, scheduledDay } from './progress.ts';

describe('reading plan schedule', () => {
  it('counts the scheduled day from the start date, within the plan', () => {
    expect(scheduledDay('2026-01-01', '2026-01-01', 7)).toBe(1);
    expect(scheduledDay('2026-01-01', '2026-01-05', 7)).toBe(5);
    expect(scheduledDay('2026-01-01', '2026-03-01', 7)).toBe(7);
    expect(scheduledDay('2026-01-05', '2026-01-01', 7)).toBe(1);
    expect(scheduledDay('2026-02-28', '2026-03-01', 30)).toBe(2);
  });

  it('counts unread days before today and moves the start so the first unread day is today', () => {
    expect(daysBehind([1, 2], 5)).toBe(2);
    expect(daysBehind([1, 2, 3], 3)).toBe(0);
    // Day 1 of a plan started today: today's reading is not late.
    expect(daysBehind([], 1)).toBe(0);
    expect(daysBehind([1], 3)).toBe(1);
    expect(firstUnread([1, 2, 4], 7)).toBe(3);
    expect(firstUnread([1, 2, 3], 3)).toBe(4);
    const start = catchUpStart([1, 2, 4], 7, '2026-01-10');
    expect(start).toBe('2026-01-08');
    expect(scheduledDay(start, '2026-01-10', 7)).toBe(3);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
