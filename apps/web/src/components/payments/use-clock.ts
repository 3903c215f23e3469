import { useSyncExternalStore } from 'react';

/**
 * The current time in whole seconds, ticking once a second while a component shows it (countdowns). One timer
 * serves every subscriber; it stops when the last one goes.
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => listeners.forEach((l) => l()), 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function useNowSeconds(): number {
  return useSyncExternalStore(subscribe, nowSeconds, nowSeconds);
}

/** Seconds left until `iso` (0 once passed). */
export function useSecondsUntil(iso: string): number {
  const now = useNowSeconds();
  const end = Math.floor(Date.parse(iso) / 1000);
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

/** 125 -> "02:05"; an hour or more -> "1:02:05". */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
