import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a migrated data-directory dump. PostgreSQL: name of a migrated template database. */
    dbTemplate: string;
  }
}

/**
 * Migrates one database per test run and lets every test file clone it (test-database.ts), instead of
 * running all migrations again in each file: a PGlite data-directory dump, or a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const database = await createDatabase({});
    await database.migrate();
    const dump = await database.dump!();
    await database.close();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-tpl-')), 'pglite.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('dbTemplate', file);
    return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }

  const name = `congrega_tpl_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  await database.close();
  project.provide('dbTemplate', name);
  return () => adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
}

export async function adminQuery(baseUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
