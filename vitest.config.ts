import { defineConfig } from 'vitest/config';

// One vitest run with three projects: the shared contract, the server (API tests through app.inject on
// in-memory PGlite, or on PostgreSQL when DATABASE_URL is set) and the web unit tests.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite instances are heavy (~300 MB); keep parallelism modest on 2-core machines.
          maxWorkers: 2,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
