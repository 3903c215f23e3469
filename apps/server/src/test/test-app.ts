import { buildApp, type App } from '../app.ts';
import { testConfig, type Config } from '../config.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: App;
  close(): Promise<void>;
}

/** Builds the whole app on a fresh database (see createTestDatabase); call close() in afterAll. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig(overrides), database, logStream: options.logStream });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
