import { useEffect } from 'react';

/** Speeds offered, in pixels per second. */
export const SCROLL_SPEEDS = [10, 20, 35, 55, 80] as const;

/** Scrolls the page down steadily while `on`; stops by itself at the bottom (the caller's state is told). */
export function useAutoScroll(on: boolean, speed: number, onEnd: () => void): void {
  useEffect(() => {
    if (!on) return;
    let frame = 0;
    let last = performance.now();
    let carry = 0;
    const tick = (now: number) => {
      carry += ((now - last) / 1000) * speed;
      last = now;
      const whole = Math.floor(carry);
      if (whole > 0) {
        carry -= whole;
        window.scrollBy(0, whole);
      }
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1) return onEnd();
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [on, speed, onEnd]);
}
