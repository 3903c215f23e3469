import { performance as nodePerformance } from 'node:perf_hooks';

// Each web test file runs in its own VM context (vitest.config.ts, pool vmForks), whose `performance` is jsdom's:
// it lacks the User Timing API (mark, getEntriesByName) that browsers have and the player marks with. Node's
// stands in, as it does under the default pool.
if (typeof performance.mark !== 'function') {
  Object.defineProperty(globalThis, 'performance', { value: nodePerformance, configurable: true, writable: true });
}
