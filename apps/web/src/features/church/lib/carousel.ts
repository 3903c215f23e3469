/** Carousel defaults of the spec (section 9): 1 item per view, 300 ms transition, 16 ms throttle. */
export const CAROUSEL_DEFAULTS = { itemsToShow: 1, transitionMs: 300, throttleMs: 16 } as const;

/** Number of positions the carousel can stop at. */
export function positions(count: number, itemsToShow: number): number {
  return Math.max(1, count - Math.max(1, itemsToShow) + 1);
}

/** Moves by `delta` positions, wrapping around both ends. */
export function step(index: number, delta: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + delta) % total) + total) % total;
}

/**
 * Where a finished swipe goes: a drag of at least a fifth of the slide (or 50 px on narrow ones) moves
 * one position, left swipe forward; shorter drags snap back.
 */
export function swipeDelta(dragPx: number, slideWidthPx: number): -1 | 0 | 1 {
  const threshold = Math.min(50, slideWidthPx / 5);
  if (Math.abs(dragPx) < Math.max(threshold, 1)) return 0;
  return dragPx < 0 ? 1 : -1;
}

/** Leading + trailing throttle: at most one call per `ms`, and the last call is never lost. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number): ((...args: A) => void) & { cancel(): void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const wait = ms - (Date.now() - last);
    if (wait <= 0) {
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      if (pending) run(pending);
      pending = undefined;
    }, wait);
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
