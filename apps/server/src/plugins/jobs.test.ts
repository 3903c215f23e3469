import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { testConfig } from '../config.ts';
import { createDatabase, type Database } from '../db/client.ts';
import { createTestDatabase } from '../test/test-database.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * The job queue with two server copies on one PostgreSQL database (each its own pool and workers): every job runs
 * exactly once, and jobs queued before a restart run after it.
 */
describe.skipIf(!onPostgres)('job queue: two copies, one database', () => {
  let shared: Awaited<ReturnType<typeof createTestDatabase>>;
  const copies: { app: App; database: Database }[] = [];
  const ran: { copy: number; n: number }[] = [];

  async function startCopy(copy: number) {
    const database = await createDatabase({ databaseUrl: (shared.jobBackend as { connectionString: string }).connectionString });
    const app = await buildApp({ config: testConfig({ jobsWorkers: true }), database });
    app.jobs.define<{ n: number }>({
      name: 'test.count',
      handler: async ({ n }) => {
        ran.push({ copy, n });
      },
    });
    await app.ready();
    copies.push({ app, database });
    return app;
  }

  beforeAll(async () => {
    shared = await createTestDatabase();
  });
  afterAll(async () => {
    for (const { app, database } of copies) {
      await app.close();
      await database.close();
    }
    await shared.dispose();
  });

  // 40 jobs: eight batches of five (the workers' batch size), so both copies fetch several batches at once.
  it('runs each of 40 jobs once across two copies, both copies working', async () => {
    const a = await startCopy(1);
    await startCopy(2);
    await Promise.all(Array.from({ length: 40 }, (_, n) => a.jobs.send('test.count', { n })));
    await expect.poll(() => ran.length, { timeout: 60_000, interval: 200 }).toBeGreaterThanOrEqual(40);
    const counts = new Map<number, number>();
    for (const r of ran) counts.set(r.n, (counts.get(r.n) ?? 0) + 1);
    expect(counts.size).toBe(40);
    expect([...counts.values()].every((c) => c === 1)).toBe(true);
    expect(new Set(ran.map((r) => r.copy))).toEqual(new Set([1, 2]));
  });

  it('keeps jobs queued while every copy is down and runs them after a restart', async () => {
    for (const { app } of copies.splice(0)) await app.close();
    ran.length = 0;
    // Queued by a copy that does not work (JOBS_WORKERS=off), then stopped.
    const database = await createDatabase({ databaseUrl: (shared.jobBackend as { connectionString: string }).connectionString });
    const sender = await buildApp({ config: testConfig({ jobsWorkers: false }), database });
    sender.jobs.define({ name: 'test.count', handler: async () => undefined });
    await sender.ready();
    for (let n = 0; n < 10; n++) await sender.jobs.send('test.count', { n });
    await sender.close();
    await database.close();
    expect(ran).toHaveLength(0);
    await startCopy(3);
    await expect.poll(() => ran.length, { timeout: 60_000, interval: 200 }).toBe(10);
    expect(ran.every((r) => r.copy === 3)).toBe(true);
  });
});
