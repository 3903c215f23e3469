import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './client.ts';

const databaseUrl = process.env.DATABASE_URL;

/**
 * PostgreSQL can end an idle pooled connection at any time (a restart, `drop database ... with (force)`,
 * an admin's pg_terminate_backend). The pool must report it to its listener and carry on with a new
 * connection: an unhandled 'error' event would end the whole server.
 */
describe.skipIf(!databaseUrl)('PostgreSQL pool: an idle connection ended by the server', () => {
  it('is reported once to onIdleConnectionError and the next query opens a new connection', async () => {
    const lost: Error[] = [];
    const database = await createDatabase({ databaseUrl, onIdleConnectionError: (err) => lost.push(err) });
    try {
      const first = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
      const pid = first.rows[0]!.pid;
      const admin = await createDatabase({ databaseUrl });
      try {
        await admin.db.execute(sql`select pg_terminate_backend(${pid})`);
      } finally {
        await admin.close();
      }
      await expect.poll(() => lost.length).toBe(1);
      expect((lost[0] as Error & { code?: string }).code).toBe('57P01');
      const next = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
      expect(next.rows[0]!.pid).not.toBe(pid);
    } finally {
      await database.close();
    }
  });
});
