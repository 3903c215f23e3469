import { describe, expect, it } from 'vitest';
import { LOGIN_SLOWDOWN_AFTER, LOGIN_SLOWDOWN_MAX_MS, loginSlowdownMs } from './limiters.ts';

describe('per-account login slow-down', () => {
  it('adds nothing below the threshold, then grows by 250 ms per failure up to the cap', () => {
    expect(loginSlowdownMs(0)).toBe(0);
    expect(loginSlowdownMs(LOGIN_SLOWDOWN_AFTER - 1)).toBe(0);
    expect(loginSlowdownMs(LOGIN_SLOWDOWN_AFTER)).toBe(250);
    expect(loginSlowdownMs(LOGIN_SLOWDOWN_AFTER + 3)).toBe(1000);
    expect(loginSlowdownMs(10_000)).toBe(LOGIN_SLOWDOWN_MAX_MS);
  });
});
