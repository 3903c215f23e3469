import { defineConfig } from 'vitest/config';

// One vitest run with three projects: the shared contract, the server (API tests through app.inject on
// in-memory PGlite, or on PostgreSQL when DATABASE_URL is set) and the web unit tests.
export default defineConfig({
  test: {
    // Each server test file opens its own PGlite (~300 MB) or PostgreSQL database: keep parallelism modest.
    maxWorkers: 2,
    // `engine`: what differs between PGlite and PostgreSQL (db client, row-level security, statement counts, the
    // job queue's adapter). A file carries `// @module-tag engine`, a single test `{ tags: ['engine'] }`. When the
    // server suite runs on PostgreSQL (TEST_POSTGRES_URL, .ci/run), scripts/test.mjs runs these again on PGlite.
    tags: [{ name: 'engine', description: 'differs by database engine: CI runs it on PGlite and on PostgreSQL' }],
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          // Files of a worker share one module graph instead of importing the whole server again per file (half
          // the suite's CPU: 95 s -> 48 s on notes/prayer/groups). Each file still builds its own app and database
          // (test-database.ts); module state a test changes must be put back by that test (vi.restoreAllMocks).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
