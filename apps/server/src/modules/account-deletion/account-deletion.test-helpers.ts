import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.ts';

/** Every text/json cell of every public table containing one of `needles` (case-insensitive), as "table.column". */
export async function findEverywhere(t: TestApp, needles: string[]): Promise<string[]> {
  const db = t.app.database.db;
  const columns = (await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`)) as unknown as {
    rows: Array<{ table_name: string; column_name: string }>;
  };
  const hits: string[] = [];
  for (const { table_name, column_name } of columns.rows) {
    for (const needle of needles) {
      const res = (await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text ilike ${`%${needle}%`}`,
      )) as unknown as { rows: Array<{ n: number }> };
      if (res.rows[0]!.n > 0) hits.push(`${table_name}.${column_name} ~ ${needle}`);
    }
  }
  return hits;
}

/** Every file under `dir` (none when it does not exist). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}
