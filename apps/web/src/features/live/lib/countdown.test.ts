import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown.ts';

describe('countdown', () => {
  it('splits the time left and never goes below zero', () => {
    expect(countdownParts(90_061_000, 0)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1, done: false });
    expect(countdownParts(0, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
  });
});
