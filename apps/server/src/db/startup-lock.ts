import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';

/** The advisory lock key of start-up schema work (any constant; pg-boss and the seed use keys of their own). */
const STARTUP_LOCK_KEY = 7_238_001;
const RETRY_MS = 200;

/**
 * Runs `work` while this process holds the start-up lock, so copies started together (a compose file, a rolling
 * deploy) do their schema work one at a time: migrations (the later copies find nothing left to do instead of failing
 * on a table another copy is creating) and the job queue's queues (pg-boss's create_queue deadlocks when two copies
 * create the same queues at once). The lock is a transaction lock held by an open transaction on one pooled connection
 * while `work` uses others: it works through a transaction-pooling pooler too (a session lock would be taken on
 * one server connection and released on another). A copy that finds it taken does not wait inside PostgreSQL (a
 * pooler with few server connections could then have none left for the migrating copy): it ends its transaction
 * and tries again shortly.
 */
export async function withStartupLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  for (;;) {
    const client = await pool.connect();
    let held = false;
    let result: T | undefined;
    try {
      await client.query('begin');
      // The lock's transaction sits idle while `work` runs elsewhere (a long migration can take minutes): a server
      // or pooler idle-in-transaction timeout would end it, free the lock and let a second copy migrate at once.
      await client.query('set local idle_in_transaction_session_timeout = 0');
      const { rows } = await client.query<{ held: boolean }>('select pg_try_advisory_xact_lock($1) as held', [STARTUP_LOCK_KEY]);
      held = rows[0]?.held === true;
      if (held) result = await work();
    } finally {
      // Ending the transaction releases the lock; a connection that cannot end it is dropped from the pool.
      const ended = await client.query(held ? 'commit' : 'rollback').then(
        () => undefined,
        (err: Error) => err,
      );
      client.release(ended);
    }
    if (held) return result as T;
    await sleep(RETRY_MS);
  }
}
