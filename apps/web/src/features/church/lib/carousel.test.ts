import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_DEFAULTS, positions, step, swipeDelta, throttle } from './carousel.ts';

describe('banner carousel rules', () => {
  afterEach(() => vi.useRealTimers());

  it('uses the spec defaults', () => {
    expect(CAROUSEL_DEFAULTS).toEqual({ itemsToShow: 1, transitionMs: 300, throttleMs: 16 });
  });

  it('counts stop positions for the items shown at once', () => {
    expect(positions(3, 1)).toBe(3);
    expect(positions(3, 2)).toBe(2);
    expect(positions(1, 3)).toBe(1);
    expect(positions(0, 1)).toBe(1);
  });

  it('wraps around both ends', () => {
    expect(step(2, 1, 3)).toBe(0);
    expect(step(0, -1, 3)).toBe(2);
    expect(step(1, 1, 3)).toBe(2);
    expect(step(0, 1, 0)).toBe(0);
  });

  it('turns a long enough swipe into one step, left meaning forward', () => {
    expect(swipeDelta(-80, 360)).toBe(1);
    expect(swipeDelta(80, 360)).toBe(-1);
    expect(swipeDelta(-30, 360)).toBe(0);
    expect(swipeDelta(-25, 100)).toBe(1);
  });

  it('throttles to one call per interval and keeps the last call', () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const f = throttle((n: number) => calls.push(n), 16);
    f(1);
    f(2);
    f(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(16);
    expect(calls).toEqual([1, 3]);
    f.cancel();
  });
});
