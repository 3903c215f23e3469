import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../db/client.ts';
import { adminQuery } from './global-setup.ts';

/**
 * A fresh, migrated database for one test file, cloned from the run's template (test/global-setup.ts):
 * in-memory PGlite loaded from the migrated dump by default, or, when DATABASE_URL is set, a new
 * throw-away PostgreSQL database created from the migrated template (dropped again on dispose).
 */
export async function createTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  const template = inject('dbTemplate');
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const database = await createDatabase({ pgliteTemplate: new Blob([fs.readFileSync(template)]) });
    return { ...database, dispose: () => database.close() };
  }
  const name = `congrega_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name} template ${template}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    async dispose() {
      await database.close();
      await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
