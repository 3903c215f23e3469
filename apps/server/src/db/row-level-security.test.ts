// @module-tag engine: differs by engine, so CI runs it on PGlite as well as PostgreSQL (ARCHITECTURE.md "Testing").
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';

/**
 * Every table with an `igreja_id` column is church data: row-level security must be enabled AND forced on it,
 * with the church_isolation policy, so a query that forgets its church filter still sees only the host church.
 * A new feature table that misses `congrega_enable_church_rls` in its migration fails here.
 */
describe('row-level security covers every church-scoped table', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  /** Church-scoped tables that are global lookups by design, each with its reason. */
  const EXEMPT: Record<string, string> = {
    igreja_dominio: 'host -> church lookup (tenant resolution) runs before any church is known',
    token_acao:
      'one-time links of the shared provider account, found by secret hash; igreja_id only names the church where a link may be redeemed, checked in the query',
  };

  it('finds the church tables and each has forced RLS and its policy', async () => {
    type Row = { table: string; enabled: boolean; forced: boolean; policies: number };
    const result = (await database.db.execute(sql`
      select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
             (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname and p.policyname = 'church_isolation') as policies
      from information_schema.columns col
      join pg_class c on c.relname = col.table_name
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = col.table_schema
      where col.table_schema = 'public' and col.column_name = 'igreja_id' and c.relkind = 'r'
      order by c.relname`)) as unknown as { rows: Row[] };
    const { rows } = result;
    expect(rows.length).toBeGreaterThan(5);
    const missing = rows
      .filter((r) => !(r.table in EXEMPT))
      .filter((r) => !r.enabled || !r.forced || Number(r.policies) !== 1)
      .map((r) => `${r.table} (enabled=${r.enabled}, forced=${r.forced}, policies=${r.policies})`);
    expect(missing).toEqual([]);
  });
});
