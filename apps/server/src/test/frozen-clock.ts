import { vi } from 'vitest';

/**
 * Runs `work` with Date frozen at the moment it starts (timers stay real): a test that warms a cache and then
 * measures a repeat states "within the cache's life" as a fact, not as a race that a slow machine (a request of
 * more than the 5 s TTL between the two) loses.
 */
export async function withFrozenClock<T>(work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}
