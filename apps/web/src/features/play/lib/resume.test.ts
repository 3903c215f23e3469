import { beforeEach, describe, expect, it } from 'vitest';
import { clock, readPosition, savePosition } from './resume.ts';

describe('Play resume positions', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the position per church, member and video; near the end starts over', () => {
    savePosition(1, 7, 3, 12.7, 20);
    expect(readPosition(1, 7, 3)).toBe(12);
    expect(readPosition(1, 8, 3)).toBe(0);
    expect(readPosition(2, 7, 3)).toBe(0);
    savePosition(1, 7, 3, 18, 20);
    expect(readPosition(1, 7, 3)).toBe(0);
  });

  it('formats a clock', () => {
    expect([clock(0), clock(65), clock(3_725)]).toEqual(['0:00', '1:05', '1:02:05']);
  });
});
