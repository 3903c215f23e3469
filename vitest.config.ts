import { defineConfig } from 'vitest/config';

// One vitest run with three projects: the shared contract, the server (API tests through app.inject on
// in-memory PGlite, or on PostgreSQL when DATABASE_URL is set) and the web unit tests.
export default defineConfig({
  test: {
    // Each server test file opens its own PGlite (~300 MB) or PostgreSQL database: keep parallelism modest.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
