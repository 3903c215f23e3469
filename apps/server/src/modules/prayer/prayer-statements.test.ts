// @module-tag engine: differs by engine, so CI runs it on PGlite as well as PostgreSQL (ARCHITECTURE.md "Testing").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withFrozenClock } from '../../test/frozen-clock.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createPrayer, createPrayerTestApp, createPrayerWorld, type PrayerWorld } from './prayer.fixtures.ts';

/**
 * One transaction per use case: what a request costs the database, counted (database.stats). Before this
 * pattern the member wall took two church transactions and 6 statements (10 on PostgreSQL with BEGIN/COMMIT),
 * and a request with its messages four transactions; then one transaction and 5 (7); now the client account comes
 * with the session check and the total with the page: 3 (5, of which BEGIN and the church scope are one message).
 * Now the page itself is shared by every reader and microcached (prayer-wall-cache.ts): on a warm cache the third
 * statement is the member's own "prayed today" marks on that page, a primary-key lookup instead of the page query.
 */
describe('prayer use cases cost one church transaction each', () => {
  let t: TestApp;
  let w: PrayerWorld;
  let prayerId: string;

  beforeAll(async () => {
    t = await createPrayerTestApp();
    w = await createPrayerWorld(t.app, 'contagem');
    prayerId = await createPrayer(t.app, w.author);
  });
  afterAll(() => t.close());

  // The clock stands still between the warm-up and the measured request (caches live 5 s; test/frozen-clock.ts).
  const cost = (request: () => Promise<{ statusCode: number }>, status = 200, warm = request) =>
    withFrozenClock(async () => {
      await warm(); // warm the host, bootstrap and module caches
      const before = { ...t.app.database.stats };
      const res = await request();
      expect(res.statusCode).toBe(status);
      return {
        transactions: t.app.database.stats.churchTransactions - before.churchTransactions,
        statements: t.app.database.stats.statements - before.statements,
      };
    });

  it('the member prayer wall cold: one transaction, three statements (session check with the client account, church scope, own marks on the cached page)', async () => {
    const wall = () => t.app.inject({ url: `/api/v1/oracao/${w.church.slug}`, headers: w.other.headers });
    // node-postgres also sends BEGIN (in one message with the church scope) and COMMIT (PGlite runs them inside its client).
    const statements = t.app.database.kind === 'postgres' ? 5 : 3;
    // Warm the host, bootstrap and module caches and the page with a visitor: the member's session and marks are cold.
    expect(await cost(wall, 200, () => t.app.inject({ url: `/api/v1/oracao/${w.church.slug}`, headers: { host: w.church.host } }))).toEqual(
      {
        transactions: 1,
        statements,
      },
    );
  });

  it("the member prayer wall warm: repeated within the caches' life it sends no statement at all", async () => {
    const wall = () => t.app.inject({ url: `/api/v1/oracao/${w.church.slug}`, headers: w.author.headers });
    // Session check (plugins/auth.ts), page (WALL_CACHE_MS) and the member's marks (MARKS_CACHE_MS), all in memory.
    expect(await cost(wall)).toEqual({ transactions: 0, statements: 0 });
  });

  it('a wall page past the end still tells the total, cached like any page (no marks on an empty page: only the session check)', async () => {
    const past = () => t.app.inject({ url: `/api/v1/oracao/${w.church.slug}?page=5&limit=1`, headers: w.staff.headers });
    const visitor = () => t.app.inject({ url: `/api/v1/oracao/${w.church.slug}?page=5&limit=1`, headers: { host: w.church.host } });
    expect(await cost(past, 200, visitor)).toEqual({ transactions: 0, statements: 1 });
    expect((await past()).json()).toMatchObject({ oracoes: [], total: 1, page: 5, limit: 1 });
  });

  it('a request with its messages: one transaction', async () => {
    const detail = () => t.app.inject({ url: `/api/v1/oracao/${w.church.slug}/${prayerId}`, headers: w.other.headers });
    expect((await cost(detail)).transactions).toBe(1);
  });

  it('praying: one transaction (viewer, visibility and the counted prayer together)', async () => {
    const prayNow = () =>
      t.app.inject({ method: 'POST', url: '/api/v1/oracao/orar/', headers: w.other.headers, payload: { idOracao: prayerId } });
    expect((await cost(prayNow)).transactions).toBe(1);
  });
});
