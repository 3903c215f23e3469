import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { testConfig } from '../config.ts';
import { createDatabase, type Database } from '../db/client.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * PostgreSQL tests that run several server copies on one database (each its own pool, as N processes behind a
 * proxy would): registers the shared database's set-up and tear-down in the calling `describe`, and `start()` builds
 * one more copy (closed at the end).
 */
export function serverCopies() {
  let shared: Awaited<ReturnType<typeof createTestDatabase>>;
  const copies: { app: App; database: Database }[] = [];
  beforeAll(async () => {
    shared = await createTestDatabase();
  });
  afterAll(async () => {
    for (const { app, database } of copies) {
      await app.close();
      await database.close();
    }
    await shared.dispose();
  });
  return {
    copies,
    async start(): Promise<App> {
      const database = await createDatabase({ databaseUrl: (shared.jobBackend as { connectionString: string }).connectionString });
      const app = await buildApp({ config: testConfig({ jobsWorkers: false }), database });
      await app.ready();
      copies.push({ app, database });
      return app;
    },
  };
}

/**
 * Makes copy `app`'s sandbox gateway "die" from its `n`th charge on (the charge throws inside its transaction, after
 * the batch was recorded), like a process killed mid-run; the returned function revives it.
 */
export function killSandboxChargesFrom(app: App, n: number): () => void {
  const gateway = app.paymentGateways.get('sandbox')!;
  const charge = gateway.charge.bind(gateway);
  let calls = 0;
  const patched = Object.assign(Object.create(Object.getPrototypeOf(gateway) as object) as object, gateway, {
    charge: async (...args: Parameters<typeof charge>) => {
      if (++calls >= n) throw new Error('process killed');
      return charge(...args);
    },
  }) as typeof gateway;
  const registry = app.paymentGateways;
  const get = registry.get.bind(registry);
  registry.get = (key: string) => (key === 'sandbox' ? patched : get(key));
  return () => {
    registry.get = get;
  };
}
