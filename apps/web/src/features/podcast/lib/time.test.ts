import { describe, expect, it } from 'vitest';
import { formatClock, parseOffset } from './time.ts';

describe('podcast time', () => {
  it('formats a clock and reads a shared offset', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(75.9)).toBe('1:15');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(parseOffset('30')).toBe(30);
    expect(parseOffset('12.8')).toBe(12);
    for (const bad of [null, '', '-5', 'abc']) expect(parseOffset(bad)).toBe(0);
  });
});
