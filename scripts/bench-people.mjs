// The People search bench (issue 30: 10,000 members of a church, among many churches, answer p99 <= 50 ms) and the
// CSV export's memory. Run: npm run bench:people (PostgreSQL at BENCH_PG_URL, default postgres@127.0.0.1:5432).
// A throw-away database gets BENCH_PEOPLE_MEMBERS members at the measured church and BENCH_PEOPLE_OTHERS churches of
// BENCH_PEOPLE_OTHER_SIZE members beside it (names, e-mails, phones and CPFs drawn from a seeded generator); a church
// admin with a second factor then asks each query of the mix through the app (app.inject: routing, the staff gate,
// the church transaction, the SQL), one at a time, and the figures are per query and over the whole mix.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { createChurch, createMember } from '../apps/server/src/test/fixtures.ts';
import { staffLogin } from '../apps/server/src/modules/admin/admin.test-helpers.ts';
import { seedPeople } from './lib/bench-people-data.mjs';
import { admin, databaseUrl, mb, ms, pct } from './lib/bench-kit.mjs';

const MEMBERS = Number(process.env.BENCH_PEOPLE_MEMBERS ?? 10_000);
const OTHERS = Number(process.env.BENCH_PEOPLE_OTHERS ?? 40);
const OTHER_SIZE = Number(process.env.BENCH_PEOPLE_OTHER_SIZE ?? 2_500);
const RUNS = Number(process.env.BENCH_PEOPLE_RUNS ?? 150);
const GOAL_P99_MS = 50;

// BENCH_PEOPLE_DB=<name>: measure again on a database an earlier run kept (BENCH_PEOPLE_KEEP=1), migrations re-run.
const reuse = process.env.BENCH_PEOPLE_DB;
const name = reuse ?? `congrega_bench_people_${randomBytes(4).toString('hex')}`;
if (!reuse) await admin(`create database ${name}`);
const url = databaseUrl(name);
const database = await createDatabase({ databaseUrl: url });
let app;
try {
  await database.migrate();
  app = await buildApp({ config: testConfig({ databaseUrl: url }), database });
  await app.ready();
  const church = reuse ? await findBenchChurch(database.db) : await createChurch(app, 'videira');
  let congregations;
  if (reuse)
    congregations = (await database.db.execute(sql`select id from congregacao where igreja_id = ${church.id} order by id`)).rows.map(
      (r) => r.id,
    );
  else {
    const others = [];
    for (let i = 0; i < OTHERS; i++) others.push(await createChurch(app, `outra${i}`));
    const started = Date.now();
    ({ congregations } = await seedPeople(
      database.db,
      church.id,
      MEMBERS,
      others.map((c) => c.id),
      OTHER_SIZE,
    ));
    console.log(`seeded ${MEMBERS} members at videira and ${OTHERS} x ${OTHER_SIZE} elsewhere in ${Date.now() - started} ms`);
  }
  // A church's steady state: autovacuum has set the visibility map (index-only counts) and the statistics.
  await database.db.execute(sql`vacuum analyze usuario`);
  console.log(
    `database ${name}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} (${os.cpus().length} cores)`,
  );
  const staff = await staffLogin(app, await createMember(app, church, { roles: ['ROLE_ADMIN'] }), { totp: true });
  const c = congregations[0];
  const mix = [
    ['floor: GET /admin/me', null],
    ['list, first page', ''],
    ['list, page 40', 'page=40'],
    ['list, newest first', 'sort=joined&dir=desc'],
    ['name "ma" (start)', 'q=ma'],
    ['name "ana"', 'q=ana'],
    ['name "maria silva"', 'q=maria%20silva'],
    ['surname "oliveira"', 'q=oliveira'],
    ['part "ber"', 'q=ber'],
    ['rare "zuleica"', 'q=zuleica'],
    ['e-mail "ana.souza.1"', 'q=ana.souza.1'],
    ['phone digits "98765"', 'q=98765'],
    ['CPF as typed "529.982"', 'q=529.982'],
    ['congregation', `congregacao=${c}`],
    ['congregation + "ma"', `congregacao=${c}&q=ma`],
  ];
  const urlOf = (query) => (query === null ? '/api/v1/admin/me' : `/api/v1/admin/videira/people?${query}`);
  const all = [];
  const rows = [];
  for (const [label, query] of mix) {
    const times = [];
    for (let i = 0; i < RUNS + 5; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: urlOf(query), headers: staff.headers });
      const dt = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
      if (i >= 5) times.push(dt); // the first five warm the plan cache
    }
    times.sort((a, b) => a - b);
    if (query !== null) all.push(...times); // the floor is reported, not part of the mix
    const last = JSON.parse((await app.inject({ method: 'GET', url: urlOf(query), headers: staff.headers })).body);
    rows.push({ label, total: last.total ?? '', p50: ms(pct(times, 50)), p99: ms(pct(times, 99)) });
  }
  all.sort((a, b) => a - b);
  for (const r of rows)
    console.log(
      `${r.label.padEnd(26)} ${String(r.total).padStart(6)} found  p50 ${String(r.p50).padStart(6)} ms  p99 ${String(r.p99).padStart(6)} ms`,
    );
  const p99 = ms(pct(all, 99));
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `whole mix (${all.length} requests): p50 ${ms(pct(all, 50))} ms, p99 ${p99} ms (goal <= ${GOAL_P99_MS} ms): ${p99 <= GOAL_P99_MS ? 'met' : 'MISSED'}`,
  );

  // The CSV export: resident memory before and at its peak while the whole church streams out.
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  // node:http, not fetch: fetch cannot set the Host header the admin origin needs.
  const res = await new Promise((resolve, reject) =>
    http.get(`${base}/api/v1/admin/videira/people/export`, { headers: staff.headers }, resolve).on('error', reject),
  );
  if (res.statusCode !== 200) throw new Error(`export: ${res.statusCode}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  clearInterval(timer);
  console.log(
    `CSV export: ${lines - 1} rows, ${mb(bytes)} MB streamed; RSS ${mb(before)} MB before, ${mb(peak)} MB at peak (+${mb(peak - before)} MB)`,
  );
} finally {
  await app?.close();
  await database.close();
  if (!reuse && !process.env.BENCH_PEOPLE_KEEP) await admin(`drop database if exists ${name} with (force)`);
}

async function findBenchChurch(db) {
  const r = await db.execute(sql`select id, slug from igreja where slug = 'videira'`);
  return { ...r.rows[0], host: 'videira.localhost' };
}
