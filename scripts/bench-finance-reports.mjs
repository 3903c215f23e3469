// The money console's reports bench (issue 31: report queries over 100,000 payments of a church answer p99 <= 50 ms).
// Run: node --import tsx scripts/bench-finance-reports.mjs (PostgreSQL at BENCH_PG_URL, default postgres@127.0.0.1:5432).
// A throw-away database gets BENCH_REPORTS_PAYMENTS payments in 2026 at the measured church (a quarter of them event
// purchases with tickets, refunds, two reasons on a third of the gifts), BENCH_REPORTS_PREVIOUS in 2025 (the giving
// report's comparison), recurring gifts and a cash batch per Sunday, and BENCH_REPORTS_OTHERS churches of
// BENCH_REPORTS_OTHER_SIZE payments beside it; a treasurer with a second factor then asks each report of 2026 and its
// CSV through the app (app.inject: routing, the staff gate, the church transaction, the SQL), one at a time.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { createChurch, createMember } from '../apps/server/src/test/fixtures.ts';
import { grantPreset, staffLogin } from '../apps/server/src/modules/admin/admin.test-helpers.ts';
import { seedFinance } from './lib/bench-finance-reports-data.mjs';
import { seedPeople } from './lib/bench-people-data.mjs';
import { admin, databaseUrl, load, ms, pct } from './lib/bench-kit.mjs';

const PAYMENTS = Number(process.env.BENCH_REPORTS_PAYMENTS ?? 100_000);
const PREVIOUS = Number(process.env.BENCH_REPORTS_PREVIOUS ?? 50_000);
const OTHERS = Number(process.env.BENCH_REPORTS_OTHERS ?? 20);
const OTHER_SIZE = Number(process.env.BENCH_REPORTS_OTHER_SIZE ?? 10_000);
const RUNS = Number(process.env.BENCH_REPORTS_RUNS ?? 100);
const GOAL_P99_MS = 50;

const name = `congrega_bench_reports_${randomBytes(4).toString('hex')}`;
await admin(`create database ${name}`);
const url = databaseUrl(name);
const database = await createDatabase({ databaseUrl: url });
let app;
try {
  await database.migrate();
  app = await buildApp({ config: testConfig({ databaseUrl: url }), database });
  await app.ready();
  const church = await createChurch(app, 'videira');
  const others = [];
  for (let i = 0; i < OTHERS; i++) others.push(await createChurch(app, `outra${i}`));
  const started = Date.now();
  await seedPeople(database.db, church.id, 2_000, [], 0);
  await seedFinance(database.db, {
    churchId: church.id,
    payments: PAYMENTS,
    previousYearPayments: PREVIOUS,
    recurring: 3_000,
    otherChurchIds: others.map((c) => c.id),
    otherPayments: OTHER_SIZE,
  });
  const counted = (await database.db.execute(sql`select count(*)::int as n from pagamento where igreja_id = ${church.id}`)).rows[0].n;
  console.log(`seeded ${counted} payments at videira and ${OTHERS} x ${OTHER_SIZE} elsewhere in ${Date.now() - started} ms`);
  // A church's steady state: autovacuum has set the visibility map and the statistics.
  await database.db.execute(sql`vacuum analyze`);
  console.log(`database ${name}, load average ${load()} (${os.cpus().length} cores)`);
  const member = await createMember(app, church);
  await grantPreset(app, church, member, 'finance');
  const staff = await staffLogin(app, member, { totp: true });
  const kinds = ['giving', 'events', 'fees', 'refunds', 'recurring'];
  const mix = [
    ['floor: GET /admin/me', '/api/v1/admin/me'],
    ...kinds.flatMap((k) => [
      [k, `/api/v1/admin/videira/finance/reports/${k}?ano=2026`],
      [`${k} CSV`, `/api/v1/admin/videira/finance/reports/${k}/export?ano=2026`],
    ]),
  ];
  const all = [];
  const rows = [];
  for (const [label, path] of mix) {
    const times = [];
    let body = '';
    for (let i = 0; i < RUNS + 5; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: path, headers: staff.headers });
      const dt = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
      body = res.body;
      if (i >= 5) times.push(dt); // the first five warm the plan cache
    }
    times.sort((a, b) => a - b);
    if (!label.startsWith('floor')) all.push(...times);
    const size = label.endsWith('CSV')
      ? `${body.split('\r\n').length - 2} rows`
      : label.startsWith('floor')
        ? ''
        : `${JSON.parse(body).linhas.length} rows`;
    rows.push({ label, size, p50: ms(pct(times, 50)), p99: ms(pct(times, 99)) });
  }
  all.sort((a, b) => a - b);
  for (const r of rows)
    console.log(`${r.label.padEnd(22)} ${r.size.padStart(10)}  p50 ${String(r.p50).padStart(6)} ms  p99 ${String(r.p99).padStart(6)} ms`);
  const p99 = ms(pct(all, 99));
  console.log(`load average ${load()}`);
  console.log(
    `all reports (${all.length} requests): p50 ${ms(pct(all, 50))} ms, p99 ${p99} ms (goal <= ${GOAL_P99_MS} ms): ${p99 <= GOAL_P99_MS ? 'met' : 'MISSED'}`,
  );
} finally {
  await app?.close();
  await database.close();
  if (!process.env.BENCH_REPORTS_KEEP) await admin(`drop database if exists ${name} with (force)`);
}
