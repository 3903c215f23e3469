import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';

/** The advisory lock key of migrations (any constant; pg-boss and the seed use keys of their own). */
const MIGRATION_LOCK_KEY = 7_238_001;
const RETRY_MS = 200;

/**
 * Runs `migrate` while this process holds the migration lock, so copies started together (a compose file, a
 * rolling deploy) migrate one at a time and the later ones find nothing left to do instead of failing on a table
 * another copy is creating. The lock is a transaction lock held by an open transaction on one pooled connection
 * while `migrate` uses others: it works through a transaction-pooling pooler too (a session lock would be taken on
 * one server connection and released on another). A copy that finds it taken does not wait inside PostgreSQL (a
 * pooler with few server connections could then have none left for the migrating copy): it ends its transaction
 * and tries again shortly.
 */
export async function withMigrationLock(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  for (;;) {
    const client = await pool.connect();
    let held = false;
    try {
      await client.query('begin');
      const { rows } = await client.query<{ held: boolean }>('select pg_try_advisory_xact_lock($1) as held', [MIGRATION_LOCK_KEY]);
      held = rows[0]?.held === true;
      if (held) await migrate();
    } finally {
      // Ending the transaction releases the lock; a connection that cannot end it is dropped from the pool.
      const ended = await client.query(held ? 'commit' : 'rollback').then(
        () => undefined,
        (err: Error) => err,
      );
      client.release(ended);
    }
    if (held) return;
    await sleep(RETRY_MS);
  }
}
