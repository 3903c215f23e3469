import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PERSONAL_DATA_HANDLERS } from './personal-data.registry.ts';

/** Column names that hold a member: the shared account, the client account (user/client). */
const MEMBER_COLUMN = /^(id_)?(usuario|conta|cliente|user|account)(_id)?$/;

describe('personal data registry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const query = async <T>(q: ReturnType<typeof sql>) => ((await t.app.database.db.execute(q)) as unknown as { rows: T[] }).rows;

  it('names every table that holds a user, account or client id (schema walk): a new one needs an eraser', async () => {
    const byName = await query<{ table_name: string; column_name: string }>(sql`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`);
    // Foreign keys to usuario or conta, whatever the column is called.
    const byReference = await query<{ table_name: string }>(sql`
      select conrelid::regclass::text as table_name from pg_constraint
      where contype = 'f' and confrelid in ('public.usuario'::regclass, 'public.conta'::regclass)`);
    const holding = new Set([
      ...byName.filter((c) => MEMBER_COLUMN.test(c.column_name)).map((c) => c.table_name),
      ...byReference.map((r) => r.table_name.replace(/^public\./, '')),
      'conta',
    ]);
    const covered = new Set(PERSONAL_DATA_HANDLERS.flatMap((h) => h.tables));
    expect([...holding].filter((table) => !covered.has(table)).sort()).toEqual([]);
    // The walk finds what we know is there (guards the walk itself).
    for (const known of ['usuario', 'nota_sermao', 'oracao', 'cartao_salvo', 'usuario_crianca', 'token_acao'])
      expect(holding).toContain(known);
  });

  it('names only tables that exist, each in one handler, with unique export keys', async () => {
    const tables = new Set(
      (await query<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public'`)).map(
        (r) => r.table_name,
      ),
    );
    const named = PERSONAL_DATA_HANDLERS.flatMap((h) => h.tables);
    expect(named.filter((n) => !tables.has(n))).toEqual([]);
    expect(new Set(named).size).toBe(named.length);
    const keys = PERSONAL_DATA_HANDLERS.map((h) => h.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.at(-1)).toBe('cadastro');
  });
});
