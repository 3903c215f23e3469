import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with the repo scripts (no type declarations)
import { pgbouncerPath, startPgBouncer } from '../../../../scripts/lib/pgbouncer.mjs';
import { buildApp, type App } from '../app.ts';
import { testConfig } from '../config.ts';
import { findLiveSession } from '../core/session.repository.ts';
import { adminQuery } from '../test/global-setup.ts';
import { createChurch, createMember, type TestChurch, type TestMember } from '../test/fixtures.ts';
import { grantPreset, staffLogin } from '../modules/admin/admin.test-helpers.ts';
import { checkIn, doorEvent, ticketsOf } from '../modules/admin/door.test-helpers.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { createDatabase, type Database } from './client.ts';

interface PgBouncer {
  url(database: string): string;
  stop(): Promise<void>;
}

const onPostgres = Boolean(process.env.DATABASE_URL);
const ownerRole = onPostgres ? decodeURIComponent(new URL(process.env.DATABASE_URL!).username || 'postgres') : '';
const hasPgBouncer = Boolean(pgbouncerPath());
if (onPostgres && !hasPgBouncer)
  process.stdout.write('pgbouncer tests skipped: pgbouncer is not installed (apt-get install -y pgbouncer)\n');

type Rows<T> = { rows: T[] };
const rows = async <T>(query: Promise<unknown>): Promise<T[]> => ((await query) as Rows<T>).rows;

interface Scope {
  church: string;
  role: string;
  pid: number;
  seen: number[];
}

/** What a transaction sees: its scope, its server connection and the churches of the RLS-forced rows it can read. */
const scopeSql = sql`select current_setting('app.church_id', true) as church, current_user as role, pg_backend_pid() as pid,
  (select coalesce(array_agg(distinct igreja_id order by igreja_id), '{}') from igreja_visual) as seen`;

/**
 * PgBouncer (Debian's) in transaction pooling mode in front of the run's PostgreSQL: each client transaction gets
 * whichever server connection is free, so the church scope must be set per transaction (set_config(..., true), what
 * withChurch does), never per session. Proved over pools of one and two server connections shared by many client
 * connections of two churches, beside a control showing that a session setting does cross transactions there; then
 * the app itself through it (DATABASE_POOLER=transaction): migrations of two copies at once, the session check,
 * church reads and writes, the job queue.
 */
describe.skipIf(!onPostgres || !hasPgBouncer)('PgBouncer transaction pooling', () => {
  let shared: Awaited<ReturnType<typeof createTestDatabase>>;
  let name: string;
  const bouncers: PgBouncer[] = [];
  const databases: Database[] = [];
  const apps: App[] = [];
  let churches: [TestChurch, TestChurch];

  const bouncer = async (poolSize: number): Promise<PgBouncer> => {
    const started = (await startPgBouncer({ targetUrl: process.env.DATABASE_URL, poolSize })) as PgBouncer;
    bouncers.push(started);
    return started;
  };
  const pooled = async (url: string, pooler: 'none' | 'transaction' = 'transaction') => {
    const database = await createDatabase({ databaseUrl: url, pooler });
    databases.push(database);
    return database;
  };
  const appOn = async (database: Database, define?: (app: App) => void) => {
    const app = await buildApp({ config: testConfig(), database });
    define?.(app);
    await app.ready();
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    shared = await createTestDatabase();
    name = new URL((shared.jobBackend as { connectionString: string }).connectionString).pathname.slice(1);
    const owner = await appOn(shared);
    churches = [await createChurch(owner, 'pool-a'), await createChurch(owner, 'pool-b')];
  });
  afterAll(async () => {
    for (const app of apps.slice(1)) await app.close();
    for (const database of databases) await database.close();
    await apps[0]?.close();
    for (const started of bouncers) await started.stop();
    await shared.dispose();
  });

  it.each([1, 2])('400 interleaved church transactions over %i server connection(s) each see their own church only', async (poolSize) => {
    const database = await pooled((await bouncer(poolSize)).url(name));
    const ids = churches.map((c) => c.id);
    // Two statements per transaction, awaited one after the other: other transactions run between them.
    const results = await Promise.all(
      Array.from({ length: 400 }, (_, i) => {
        const churchId = ids[Math.floor(i / 3) % 2]!;
        return database.withChurch(churchId, async (tx) => {
          const [first] = await rows<Scope>(tx.execute(scopeSql));
          const [second] = await rows<Scope>(tx.execute(scopeSql));
          return { churchId, first: first!, second: second! };
        });
      }),
    );
    for (const { churchId, first, second } of results) {
      expect(first).toEqual({ church: String(churchId), role: 'congrega_app', pid: first.pid, seen: [churchId] });
      expect(second).toEqual(first);
    }
    const churchesByPid = new Map<number, Set<number>>();
    for (const { churchId, first } of results) churchesByPid.set(first.pid, (churchesByPid.get(first.pid) ?? new Set()).add(churchId));
    // Ten client connections, at most poolSize server connections, and one of them served both churches.
    expect(churchesByPid.size).toBeLessThanOrEqual(poolSize);
    expect([...churchesByPid.values()].some((set) => set.size === 2)).toBe(true);
    // The owner's statements on those same server connections afterwards: no church, no restricted role.
    const after = await Promise.all(Array.from({ length: 20 }, () => rows<Scope>(database.db.execute(scopeSql))));
    for (const [row] of after) expect(row).toMatchObject({ church: '', role: ownerRole, seen: ids });
  });

  it('control: a session-level setting does reach the next transaction of another client there', async () => {
    const database = await pooled((await bouncer(1)).url(name));
    await database.db.execute(sql`select set_config('app.church_id', ${String(churches[1].id)}, false)`);
    try {
      const [leaked] = await rows<Scope>(database.db.execute(scopeSql));
      expect(leaked!.church).toBe(String(churches[1].id));
      // A church transaction on that very connection still sees only its own church: its scope is its own.
      const [scoped] = await database.withChurch(churches[0].id, (tx) => rows<Scope>(tx.execute(scopeSql)));
      expect(scoped).toMatchObject({ church: String(churches[0].id), role: 'congrega_app', seen: [churches[0].id] });
    } finally {
      await database.db.execute(sql`select set_config('app.church_id', '', false)`);
    }
  });

  it('named prepared statements break there; the session check without a name does not', async () => {
    const url = (await bouncer(1)).url(name);
    const claims = (i: number) => ({ contaId: i + 1, churchId: churches[0].id, sessionVersion: 0, sessionId: crypto.randomUUID() });
    const run = async (database: Database) =>
      Promise.allSettled(Array.from({ length: 20 }, (_, i) => findLiveSession(database, claims(i))));
    const named = await run(await pooled(url, 'none'));
    const refusals = named.filter((r) => r.status === 'rejected').map((r) => String((r.reason as Error).cause ?? r.reason));
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.every((message) => /prepared statement "congrega_live_session" (already exists|does not exist)/.test(message))).toBe(
      true,
    );
    const unnamed = await run(await pooled(url, 'transaction'));
    expect(unnamed.every((r) => r.status === 'fulfilled')).toBe(true);
  });

  it('the app through it: two copies migrate an empty database and start at once, then members read and write their church', async () => {
    const fresh = `${name}_fresh`;
    await adminQuery(process.env.DATABASE_URL!, `create database ${fresh}`);
    try {
      const url = (await bouncer(2)).url(fresh);
      const [a, b] = [await pooled(url), await pooled(url)];
      await Promise.all([a.migrate(), b.migrate()]);
      // Then both start at once: the job queue's queues are created one copy at a time too.
      await Promise.all([appOn(a), appOn(b)]);
      const [applied] = await rows<{ n: number }>(a.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
      const [expected] = await rows<{ n: number }>(shared.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
      expect(applied!.n).toBe(expected!.n);
    } finally {
      for (const app of apps.splice(1)) await app.close();
      for (const database of databases.splice(-2)) await database.close();
      for (const started of bouncers.splice(-1)) await started.stop();
      await adminQuery(process.env.DATABASE_URL!, `drop database if exists ${fresh} with (force)`);
    }

    const ran: number[] = [];
    const app = await appOn(await pooled((await bouncer(2)).url(name)), (built) =>
      built.jobs.define<{ n: number }>({ name: 'test.pooled', handler: async ({ n }) => void ran.push(n) }),
    );
    const members: { church: TestChurch; member: TestMember }[] = [];
    for (let i = 0; i < 10; i++) members.push({ church: churches[i % 2]!, member: await createMember(app, churches[i % 2]!) });
    const answers = await Promise.all(
      members.map(async ({ church, member }) => {
        const created = await app.inject({
          method: 'POST',
          url: `/api/v1/nota-sermao/?igreja=${church.id}`,
          headers: member.headers,
          payload: { titulo: `nota ${member.usuarioId}` },
        });
        const list = await app.inject({ url: `/api/v1/user/nota-sermao?igreja=${church.id}`, headers: member.headers });
        return { member, created: created.statusCode, titles: list.json().notas.map((n: { titulo: string }) => n.titulo) };
      }),
    );
    for (const { member, created, titles } of answers) {
      expect(created).toBe(201);
      expect(titles).toEqual([`nota ${member.usuarioId}`]);
    }

    // The job queue (pg-boss, its own pool) through the same pooler: each job queued once, run once.
    await Promise.all(Array.from({ length: 10 }, (_, n) => app.jobs.send('test.pooled', { n })));
    expect(await app.jobs.drain('test.pooled')).toBe(10);
    expect(ran.sort((x, y) => x - y)).toEqual(Array.from({ length: 10 }, (_, n) => n));
  });

  it('the door through it: the staff gate and the scan statement unnamed, parallel scans of one ticket admit it once', async () => {
    const app = await appOn(await pooled((await bouncer(2)).url(name)));
    const church = churches[0];
    const event = await doorEvent(app, church, 'Culto no pooler');
    const member = await createMember(app, church);
    await grantPreset(app, church, member, 'door_staff', event.id);
    const staff = await staffLogin(app, member);
    const tickets = await ticketsOf(app, church, event, 'confirmada', ['P1', 'P2', 'P3', 'P4', 'P5']);
    // Each ticket at two doors at once: ten scans over two server connections.
    const answers = await Promise.all(
      tickets.flatMap((ticket) =>
        [1, 2].map((door) => checkIn(app, staff, church, event.id, { codigo: ticket.codigo, porta: `P${door}` })),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const verdicts = answers.map((a) => a.json().veredito as string);
    expect(verdicts.filter((v) => v === 'admitido')).toHaveLength(5);
    expect(verdicts.filter((v) => v === 'ja_admitido')).toHaveLength(5);
  });
});
