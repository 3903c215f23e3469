import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // A ceiling, not a timing assertion (tests wait on state): a whole purchase journey in jsdom takes 1-2 s on
    // a quiet machine and went past vitest's 5 s default once on this 2-core machine under full load.
    testTimeout: 20_000,
  },
});
