import { buildApp, type App } from '../app.ts';
import { testConfig } from '../config.ts';
import { createDatabase, type Database } from '../db/client.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * Several server copies on ONE database (PostgreSQL only: each copy has its own pool, as N processes behind a
 * proxy would), for the races that only show with real concurrency (the events oversell race, the recurring
 * runner). Call `setUp` in beforeAll and `dispose` in afterAll; `start()` builds one more copy (job workers off:
 * the test drives the work itself).
 */
export function serverCopies() {
  let shared: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  const copies: { app: App; database: Database }[] = [];
  return {
    copies,
    async setUp() {
      shared = await createTestDatabase();
    },
    async start(): Promise<App> {
      if (!shared) throw new Error('serverCopies: setUp() first');
      const database = await createDatabase({ databaseUrl: (shared.jobBackend as { connectionString: string }).connectionString });
      const app = await buildApp({ config: testConfig({ jobsWorkers: false }), database });
      await app.ready();
      copies.push({ app, database });
      return app;
    },
    async dispose() {
      for (const { app, database } of copies.splice(0)) {
        await app.close();
        await database.close();
      }
      await shared?.dispose();
    },
  };
}
