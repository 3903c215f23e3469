import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createChurch, createMember, type TestChurch, type TestMember } from './fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The tenant-isolation suite every feature runs (`<feature>.isolation.test.ts`): two churches, A and B; B's data
 * named on A's host must answer 404 (401 to visitors on member routes), B's token must be refused on A's host,
 * B's rows must be unchanged afterwards, A's lists must never show B, and a church-A transaction that forgets its
 * filter must still see nothing of B (row-level security). The feature lists its probes; this file runs them.
 */

/** Who sends a probe: A's member or staff (ROLE_ADMIN), a visitor on A's host, or B's member with B's token on A's host. */
export type Who = 'memberA' | 'staffA' | 'visitorA' | 'memberBOnA';

export interface IsolationWorld {
  app: App;
  a: TestChurch;
  b: TestChurch;
  memberA: TestMember;
  staffA: TestMember;
  memberB: TestMember;
}

/** Two churches (default slugs iso-a, iso-b) with a member each and a staff member at A. */
export async function twoChurches(
  app: App,
  options: { slugs?: [string, string]; church?: (app: App, slug: string) => Promise<TestChurch> } = {},
): Promise<IsolationWorld> {
  const [slugA, slugB] = options.slugs ?? ['iso-a', 'iso-b'];
  const church = options.church ?? ((app: App, slug: string) => createChurch(app, slug));
  const a = await church(app, slugA);
  const b = await church(app, slugB);
  const memberA = await createMember(app, a);
  const staffA = await createMember(app, a, { roles: ['ROLE_ADMIN'] });
  const memberB = await createMember(app, b);
  return { app, a, b, memberA, staffA, memberB };
}

/** Headers of a probe sent by `who`, always on A's host. */
export function headersOf(world: IsolationWorld, who: Who): Record<string, string> {
  if (who === 'visitorA') return { host: world.a.host };
  if (who === 'memberBOnA') return { ...world.memberB.headers, host: world.a.host };
  return world[who].headers;
}

/** A request naming B's data, sent on A's host. `S` is what the suite's `seed` returned (B's ids). */
export interface Probe<S, W extends IsolationWorld = IsolationWorld> {
  method?: HTTPMethods;
  url: (seed: S, world: W) => string;
  body?: (seed: S, world: W) => unknown;
  /** Extra headers, made per request (e.g. a fresh idempotency key). */
  headers?: () => Record<string, string>;
  /** Who sends it (default: the suite's `as`). */
  as?: readonly Who[];
  /** Expected status for A's member/staff (default the suite's `status`, 404); visitors and B's token: 401. */
  status?: number;
  visitorStatus?: number;
  /** Expected error code (default the suite's `code`, null: not checked); checked for A's member, staff and visitor. */
  code?: string | null;
  /** The probe's own further expectations on each answer. */
  check?: (res: LightMyRequestResponse) => void;
}

/** A list or wall of A's, read by A's member: answers 200 and never shows B's rows (`check` adds the suite's own). */
export interface ListCheck<S, W extends IsolationWorld = IsolationWorld> {
  url: (seed: S, world: W) => string;
  as?: Exclude<Who, 'memberBOnA'>;
  check?: (res: LightMyRequestResponse, seed: S, world: W) => void;
}

/** A church-scoped table: with its `igrejaId` column it gets the row-level-security backstop check. */
export type ChurchTable = PgTable & { igrejaId: PgColumn };
/** A table to check, with a row of B's that a church-A transaction must fail to insert (checked when given). */
export type RlsTable = ChurchTable | { table: ChurchTable; rowOfB: (churchB: number) => Record<string, unknown> };

export interface IsolationSuite<S, W extends IsolationWorld = IsolationWorld> {
  /** The app (default createTestApp()) and the world (default twoChurches()). */
  app?: () => Promise<TestApp>;
  world?: (app: App) => Promise<W>;
  /** Creates B's data (and A's, for the list checks) and returns B's ids for the probes. */
  seed: (world: W) => Promise<S>;
  probes?: readonly Probe<S, W>[];
  /** Who sends each probe unless it says (default A's member, A's staff and B's token on A's host). */
  as?: readonly Who[];
  status?: number;
  code?: string;
  /** Text of B's that no answer on A's host may contain. */
  secrets?: (seed: S, world: W) => readonly (string | RegExp)[];
  lists?: readonly ListCheck<S, W>[];
  /** A snapshot of B's rows, taken after seed and again after every probe: they must be equal. */
  unchanged?: (seed: S, world: W) => Promise<unknown>;
  /** Church-scoped tables B's seed wrote to: a church-A transaction that forgets its filter sees none of B's rows. */
  tables?: readonly RlsTable[];
}

export interface IsolationContext<S, W extends IsolationWorld = IsolationWorld> {
  readonly world: W;
  readonly seed: S;
  readonly app: App;
  /** Expects that the body names nothing of the suite's secrets. */
  noSecrets(body: string, label?: string): void;
}

const DEFAULT_AS: readonly Who[] = ['memberA', 'staffA', 'memberBOnA'];
const LABEL: Record<Who, string> = {
  memberA: "A's member",
  staffA: "A's staff",
  visitorA: "a visitor on A's host",
  memberBOnA: "B's member (B's token) on A's host",
};

/**
 * Declares the isolation suite of a feature. `more` adds the feature's own cases (they run after the probes and
 * before the unchanged and row-level-security checks), with the world and seed through the context.
 */
export function describeIsolation<S, W extends IsolationWorld = IsolationWorld>(
  feature: string,
  suite: IsolationSuite<S, W>,
  more?: (ctx: IsolationContext<S, W>) => void,
): void {
  describe(`${feature}: tenant isolation`, () => {
    let t: TestApp;
    let world: W;
    let seed: S;
    let before: unknown;

    const noSecrets = (body: string, label = '') => {
      for (const secret of suite.secrets?.(seed, world) ?? []) {
        if (typeof secret === 'string') expect(body, label).not.toContain(secret);
        else expect(body, label).not.toMatch(secret);
      }
    };
    const ctx: IsolationContext<S, W> = {
      get world() {
        return world;
      },
      get seed() {
        return seed;
      },
      get app() {
        return t.app;
      },
      noSecrets,
    };

    beforeAll(async () => {
      t = await (suite.app ?? (() => createTestApp()))();
      world = await (suite.world ?? ((app) => twoChurches(app) as Promise<W>))(t.app);
      seed = await suite.seed(world);
      before = await suite.unchanged?.(seed, world);
    });
    afterAll(() => t?.close());

    const probes = suite.probes ?? [];
    for (const who of ['memberA', 'staffA', 'visitorA', 'memberBOnA'] as const) {
      const mine = probes.filter((p) => (p.as ?? suite.as ?? DEFAULT_AS).includes(who));
      if (!mine.length) continue;
      const expected = (probe: Probe<S, W>) =>
        who === 'memberBOnA' ? 401 : who === 'visitorA' ? (probe.visitorStatus ?? 401) : (probe.status ?? suite.status ?? 404);
      const statuses = [...new Set(mine.map(expected))].join('/');
      it(`B's data named on A's host, as ${LABEL[who]}: ${statuses} and nothing of B`, async () => {
        for (const probe of mine) {
          const url = probe.url(seed, world);
          const label = `${probe.method ?? 'GET'} ${url} (${who})`;
          const body = probe.body?.(seed, world);
          const res = await t.app.inject({
            method: probe.method ?? 'GET',
            url,
            headers: { ...headersOf(world, who), ...probe.headers?.() },
            ...(body === undefined ? {} : { payload: body as object }),
          });
          const status = expected(probe);
          expect(res.statusCode, label).toBe(status);
          const code = probe.code === undefined ? suite.code : probe.code;
          if (who !== 'memberBOnA' && status !== 401 && code) expect(res.json().code, label).toBe(code);
          noSecrets(res.body, label);
          probe.check?.(res);
        }
      });
    }

    if (suite.lists?.length) {
      it("A's own lists never show B's rows", async () => {
        for (const list of suite.lists!) {
          const url = list.url(seed, world);
          const res = await t.app.inject({ url, headers: headersOf(world, list.as ?? 'memberA') });
          expect(res.statusCode, url).toBe(200);
          noSecrets(res.body, url);
          list.check?.(res, seed, world);
        }
      });
    }

    more?.(ctx);

    if (suite.unchanged) {
      it("leaves B's rows unchanged by the probes", async () => {
        expect(await suite.unchanged!(seed, world)).toEqual(before);
      });
    }

    if (suite.tables?.length) {
      it("a church-A transaction that forgets its filter sees nothing of B, and cannot change B's rows", async () => {
        for (const entry of suite.tables!) {
          const { table, rowOfB } = 'table' in entry ? entry : { table: entry, rowOfB: undefined };
          await expectRowLevelSecurity(t.app, world.a.id, world.b.id, table, rowOfB?.(world.b.id));
        }
      });
    }
  });
}

/**
 * The row-level-security backstop for one church-scoped table: inside withChurch(A) an unfiltered select sees
 * exactly A's rows; an update or delete aimed at B's rows touches none, and inserting `rowOfB` (when given) is
 * refused by the policy. B must have rows, or the check proves nothing.
 */
export async function expectRowLevelSecurity(
  app: App,
  churchA: number,
  churchB: number,
  table: ChurchTable,
  rowOfB?: Record<string, unknown>,
): Promise<void> {
  const db = app.database.db;
  // The app's own connection is the tables' owner (no row-level security): the truth to compare with.
  const countOf = async (church: number) => (await db.select({ id: table.igrejaId }).from(table).where(eq(table.igrejaId, church))).length;
  const [rowsOfA, rowsOfB] = [await countOf(churchA), await countOf(churchB)];
  expect(rowsOfB, "B's rows (seed some: the check needs them)").toBeGreaterThan(0);
  const seen = await app.database.withChurch(churchA, (tx) => tx.select({ igrejaId: table.igrejaId }).from(table));
  expect(seen.filter((r) => r.igrejaId !== churchA)).toEqual([]);
  expect(seen.length).toBe(rowsOfA);
  const touched = await app.database.withChurch(churchA, async (tx) => {
    const rowCount = (result: unknown) => (result as { rows: unknown[] }).rows.length;
    const updated = await tx.execute(sql`update ${table} set igreja_id = igreja_id where igreja_id = ${churchB} returning 1`);
    const deleted = await tx.execute(sql`delete from ${table} where igreja_id = ${churchB} returning 1`);
    return rowCount(updated) + rowCount(deleted);
  });
  expect(touched).toBe(0);
  if (rowOfB) {
    const error = await app.database
      .withChurch(churchA, (tx) => tx.insert(table).values(rowOfB as never))
      .then(
        () => undefined,
        (err: unknown) => err as Error & { cause?: Error },
      );
    // drizzle wraps the driver error; PostgreSQL's own message names the policy violation.
    expect(error?.cause?.message).toMatch(/row-level security policy/i);
  }
  expect(await countOf(churchB)).toBe(rowsOfB);
}
