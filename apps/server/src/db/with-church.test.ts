// @module-tag engine: differs by engine, so CI runs it on PGlite as well as PostgreSQL (ARCHITECTURE.md "Testing").
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import type { Tx } from './client.ts';

type Rows<T> = { rows: T[] } | T[];
const rowsOf = <T>(r: Rows<T>): T[] => (Array.isArray(r) ? r : r.rows);

/**
 * withChurch on the engine of the run (PGlite by default, PostgreSQL with DATABASE_URL, where BEGIN, the church
 * scope and the work's statements are pipelined): scope applied, failures roll back and never leak a connection.
 */
describe('withChurch', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  const scope = async (tx: Tx) =>
    rowsOf(
      (await tx.execute(sql`select current_setting('app.church_id', true) as church, current_user as role`)) as unknown as Rows<{
        church: string;
        role: string;
      }>,
    )[0];

  it('runs the work as congrega_app with app.church_id set, and statements issued together all succeed', async () => {
    const [a, b] = await database.withChurch(7, (tx) => Promise.all([scope(tx), scope(tx)]));
    expect(a).toEqual({ church: '7', role: 'congrega_app' });
    expect(b).toEqual(a);
  });

  it('rolls back and rejects with the database error; the scope does not outlive the transaction', async () => {
    await expect(
      database.withChurch(7, async (tx) => {
        await tx.execute(sql`select set_config('app.marker', 'kept?', false)`);
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toSatisfy((err: Error) => /division by zero/.test(`${err.message} ${(err.cause as Error | undefined)?.message}`));
    const after = rowsOf(
      (await database.db.execute(
        sql`select current_setting('app.church_id', true) as church, current_setting('app.marker', true) as marker`,
      )) as unknown as Rows<{ church: string | null; marker: string | null }>,
    )[0];
    expect(after?.church ?? '').toBe('');
    expect(after?.marker ?? '').toBe('');
  });

  it('a thrown error rolls back too, and many failures in a row never exhaust the pool', async () => {
    for (let i = 0; i < 15; i++) {
      await expect(
        database.withChurch(3, async (tx) => {
          await scope(tx);
          throw new Error(`work failed ${i}`);
        }),
      ).rejects.toThrow(`work failed ${i}`);
    }
    expect(await database.withChurch(3, scope)).toEqual({ church: '3', role: 'congrega_app' });
  });

  it('refuses a church id that is not a positive safe integer before touching the database', async () => {
    for (const bad of [0, -1, 1.5, Number.NaN, 2 ** 53]) {
      await expect(database.withChurch(bad, scope)).rejects.toThrow(/invalid church id/);
    }
  });
});
