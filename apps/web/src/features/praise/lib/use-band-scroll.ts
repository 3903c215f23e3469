import { useCallback, useEffect, useRef, useState } from 'react';

/** Room left above the followed line: under the app's sticky header (when it shows), plus a little air. */
function topOffset(): number {
  const header = document.querySelector('header');
  return Math.max(0, header?.getBoundingClientRect().bottom ?? 0) + 16;
}
const SEND_EVERY_MS = 250;
const MANUAL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

/**
 * The index of the first song line whose bottom is below the top offset (the line at the top of the screen); the
 * last line once the page is scrolled past every line (the room left under the song), null without lines.
 */
export function topLine(root: ParentNode = document): number | null {
  const offset = topOffset();
  let last: number | null = null;
  for (const el of root.querySelectorAll<HTMLElement>('[data-line]')) {
    last = Number(el.dataset.line);
    if (el.getBoundingClientRect().bottom > offset) return last;
  }
  return last;
}

/** Leader: reports the line at the top of the screen as the page scrolls (at most every 250 ms). */
export function useReportLine(on: boolean, report: (line: number) => void): void {
  useEffect(() => {
    if (!on) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const send = () => {
      timer = undefined;
      const line = topLine();
      if (line !== null) report(line);
    };
    const onScroll = () => {
      timer ??= setTimeout(send, SEND_EVERY_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [on, report]);
}

/**
 * Follower: brings the leader's line to the top of the screen whenever it changes, unless the musician scrolled by
 * hand (wheel, touch or the scrolling keys), which pauses following until "follow again". Programmatic scrolling
 * fires none of those events, so the two never fight.
 */
export function useFollowLine(on: boolean, line: number | undefined) {
  const [paused, setPaused] = useState(false);
  const pausedRef = useRef(false);
  const bring = useCallback((target: number | undefined) => {
    if (target === undefined) return;
    const el = document.querySelector<HTMLElement>(`[data-line="${target}"]`);
    if (!el) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - topOffset(), behavior: smooth ? 'smooth' : 'auto' });
  }, []);

  useEffect(() => {
    if (!on) return undefined;
    const pause = () => {
      if (pausedRef.current) return;
      pausedRef.current = true;
      setPaused(true);
      // The hand wins over a follow still gliding (smooth scrolling): stop it where it is, before the wheel or the
      // finger moves the page, so the glide does not carry the page back to the leader's line.
      window.scrollTo({ top: window.scrollY, behavior: 'instant' });
    };
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (MANUAL_KEYS.has(e.key) && !target?.closest('input, textarea, select, button, [contenteditable]')) pause();
    };
    window.addEventListener('wheel', pause, { passive: true });
    window.addEventListener('touchmove', pause, { passive: true });
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('wheel', pause);
      window.removeEventListener('touchmove', pause);
      window.removeEventListener('keydown', onKey);
    };
  }, [on]);

  useEffect(() => {
    if (on && !pausedRef.current) bring(line);
  }, [on, line, bring]);

  const followAgain = useCallback(() => {
    pausedRef.current = false;
    setPaused(false);
    bring(line);
  }, [bring, line]);

  return { paused: on && paused, followAgain };
}
