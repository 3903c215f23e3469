import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrateJobQueue } from './job-queue-schema.ts';
import { withStartupLock } from './startup-lock.ts';

/** Either driver's drizzle database; repositories only use the shared query builder API. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle (same query API as Db). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  kind: 'pglite' | 'postgres';
  /** Owner connection: migrations, seeds and global (non church-scoped) tables only. */
  db: Db;
  /**
   * Runs `work` in a transaction restricted to one church: on both engines it switches to the
   * congrega_app role and sets app.church_id, so row-level security hides every other church's rows
   * even if a query forgets its `igreja_id` filter. Every church-scoped repository call goes through here.
   */
  withChurch<T>(churchId: number, work: (tx: Tx) => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  /**
   * Runs start-up schema work one copy at a time (db/startup-lock.ts): migrate() takes it, the job queue creates its
   * queues under it. PGlite has one process: it just runs.
   */
  startupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (to clone a migrated database in tests). */
  dump?(): Promise<Blob>;
  /** Statements sent through drizzle and church transactions opened, since start (tests and benchmarks read it). */
  stats: QueryStats;
  /** How the job queue (pg-boss) reaches this database: its own pool on PostgreSQL, the PGlite instance otherwise. */
  jobBackend: JobBackend;
  /**
   * Whether a statement may be sent as a named prepared statement (parsed once per connection). False behind a
   * transaction-pooling pooler (`DATABASE_POOLER=transaction`): there a client's connection is a different server
   * connection each transaction, so a name prepared on one is unknown (or already taken) on the next.
   */
  namedStatements: boolean;
}

/** pg-boss's `connectionString`, or its `db` adapter (a single PGlite connection shared with the app). */
export type JobBackend =
  { connectionString: string } | { db: { executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> } };

export interface QueryStats {
  statements: number;
  churchTransactions: number;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

// int8 (count(*), bigint) comes back as a string from node-postgres but as a number from PGlite:
// parse it to a number on both so callers see one type. Our counts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite files live in DATA_DIR/pglite; unset = in memory. */
  dataDir?: string;
  /** PGlite only: start from a dumped data directory (tests reuse one migrated template). */
  pgliteTemplate?: Blob;
  /**
   * PostgreSQL only: an error of an idle pooled connection (the server restarted, an admin ended the backend).
   * The pool drops that connection and the next query opens a new one; without a listener the error would
   * end the process.
   */
  onIdleConnectionError?: (err: Error) => void;
  /**
   * PostgreSQL only: `transaction` when DATABASE_URL is a pooler in transaction pooling mode (PgBouncer
   * `pool_mode = transaction`): no named prepared statements. Everything else already holds there: the church scope
   * and role are set per transaction (set_config(..., true)), advisory locks are transaction locks, no LISTEN.
   */
  pooler?: 'none' | 'transaction';
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // Pipeline mode: statements issued without waiting for each other share one flight (see runInChurchPipelined).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, pipeline: true });
    pool.on('error', (err) => options.onIdleConnectionError?.(err));
    const stats = newStats();
    const db = drizzlePg(pool, { logger: counter(stats) }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      stats,
      withChurch: (churchId, work) => runInChurchPipelined(pool, stats, churchId, work),
      // Copies starting together migrate one after the other (the second finds nothing left to do).
      migrate: () =>
        withStartupLock(pool, async () => {
          await migratePg(drizzlePg(pool), { migrationsFolder });
          await migrateJobQueue({ connectionString: options.databaseUrl! });
        }),
      startupLock: (work) => withStartupLock(pool, work),
      close: () => pool.end(),
      jobBackend: { connectionString: options.databaseUrl },
      namedStatements: options.pooler !== 'transaction',
    };
  }
  let dataPath: string | undefined;
  if (options.dataDir) {
    dataPath = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dataPath, { recursive: true });
  }
  // The extensions the migrations create (0026: the People search's trigram indexes), as PostgreSQL has them.
  const client = new PGlite({ dataDir: dataPath, loadDataDir: options.pgliteTemplate, extensions: { pg_trgm, btree_gin } });
  const stats = newStats();
  const db = drizzlePglite(client, { logger: counter(stats) }) as unknown as Db;
  const jobBackend = pgliteJobBackend(client);
  return {
    kind: 'pglite',
    db,
    stats,
    withChurch: (churchId, work) => runInChurch(db, stats, churchId, work),
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
      await migrateJobQueue(jobBackend);
    },
    startupLock: (work) => work(),
    close: () => client.close(),
    dump: async () => (await client.dumpDataDir('none')) as Blob,
    jobBackend,
    namedStatements: true,
  };
}

/** pg-boss's `db` adapter over the PGlite instance. */
function pgliteJobBackend(client: PGlite): JobBackend {
  return {
    db: {
      // pg-boss sends several statements in one text only without parameters (its locked maintenance commands).
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values) as Promise<{ rows: Record<string, unknown>[] }>;
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      },
    },
  };
}

function newStats(): QueryStats {
  return { statements: 0, churchTransactions: 0 };
}

/** Counts statements only: drizzle's logger would otherwise receive the SQL and its parameters. */
function counter(stats: QueryStats) {
  return {
    logQuery() {
      stats.statements += 1;
    },
  };
}

function assertChurchId(churchId: number): void {
  if (!Number.isSafeInteger(churchId) || churchId <= 0) throw new Error(`invalid church id ${churchId}`);
}

/** PGlite (in process, no network): drizzle's transaction, then the church scope. */
async function runInChurch<T>(db: Db, stats: QueryStats, churchId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  assertChurchId(churchId);
  stats.churchTransactions += 1;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.church_id', ${String(churchId)}, true), set_config('role', 'congrega_app', true)`);
    return work(tx);
  });
}

/**
 * BEGIN and the church scope in ONE simple-protocol message (one write, one reply): several statements in one text
 * cannot take parameters, so the id is written in, which assertChurchId makes safe (a positive safe integer).
 */
const beginInChurch = (churchId: number) =>
  `begin; select set_config('app.church_id', '${churchId}', true), set_config('role', 'congrega_app', true)`;
/** One drizzle handle per pooled connection (connections are reused, so this is built once each). */
const connectionDbs = new WeakMap<pg.PoolClient, Db>();

/**
 * PostgreSQL: BEGIN with the church scope (one message) and the work's first statements go out in one flight
 * (pipeline mode) instead of one round trip each; statements the work issues together (Promise.all) share a flight too. An
 * error anywhere aborts the transaction, so the work fails and everything is rolled back.
 */
async function runInChurchPipelined<T>(pool: pg.Pool, stats: QueryStats, churchId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  assertChurchId(churchId);
  stats.churchTransactions += 1;
  const client = await pool.connect();
  let tx = connectionDbs.get(client);
  if (!tx) {
    tx = drizzlePg(client, { logger: counter(stats) }) as unknown as Db;
    connectionDbs.set(client, tx);
  }
  let broken: Error | undefined;
  try {
    stats.statements += 3; // begin, church scope (one message), commit (sent here, not through drizzle)
    const opened = client.query(beginInChurch(churchId));
    opened.catch(() => undefined); // a failure here fails the work's own statements; it is awaited below
    try {
      const result = await work(tx as unknown as Tx);
      await opened;
      await client.query('commit');
      return result;
    } catch (err) {
      await client.query('rollback').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw err;
    }
  } finally {
    client.release(broken);
  }
}
