// The money console bench (issue 31: the payments list over 100,000 payments of a church among 10,000 churches answers
// p99 <= 50 ms; the CSV of 100,000 rows streams with RSS growth <= 50 MB). The reports: npm run bench:finance-reports.
// Run: npm run bench:finance (PostgreSQL at BENCH_PG_URL, default postgres@127.0.0.1:5432).
// A throw-away database gets BENCH_FINANCE_PAYMENTS payments at the measured church (videira, with
// BENCH_FINANCE_MEMBERS members paying 4 in 5 of them, guests the rest) and BENCH_FINANCE_OTHERS churches with
// BENCH_FINANCE_OTHER_SIZE payments each beside it; a treasurer with a second factor then asks each query of the mix
// through the app (app.inject: routing, the staff gate, the church transaction, the SQL), one at a time.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { createMember } from '../apps/server/src/test/fixtures.ts';
import { createPayingChurch } from '../apps/server/src/modules/payments/payments.fixtures.ts';
import { grantPreset, staffLogin } from '../apps/server/src/modules/admin/admin.test-helpers.ts';
import { seedPeople } from './lib/bench-people-data.mjs';
import { seedChurches, seedOtherPayments, seedPayments } from './lib/bench-finance-data.mjs';
import { admin, databaseUrl, load, mb, ms, pct } from './lib/bench-kit.mjs';

const PAYMENTS = Number(process.env.BENCH_FINANCE_PAYMENTS ?? 100_000);
const MEMBERS = Number(process.env.BENCH_FINANCE_MEMBERS ?? 5_000);
const OTHERS = Number(process.env.BENCH_FINANCE_OTHERS ?? 10_000);
const OTHER_SIZE = Number(process.env.BENCH_FINANCE_OTHER_SIZE ?? 20);
const RUNS = Number(process.env.BENCH_FINANCE_RUNS ?? 100);
const GOAL_P99_MS = 50;
const GOAL_RSS_MB = 50;

const name = `congrega_bench_finance_${randomBytes(4).toString('hex')}`;
await admin(`create database ${name}`);
const url = databaseUrl(name);
const database = await createDatabase({ databaseUrl: url });
let app;
try {
  await database.migrate();
  app = await buildApp({ config: testConfig({ databaseUrl: url }), database });
  await app.ready();
  const db = database.db;
  const church = await createPayingChurch(app, 'videira');
  const started = Date.now();
  await seedPeople(db, church.id, MEMBERS, [], 0);
  const memberIds = (await db.execute(sql`select id from usuario where igreja_id = ${church.id} order by id`)).rows.map((r) => r.id);
  const reasons = Object.values(church.reasons);
  await seedPayments(db, church.id, PAYMENTS, memberIds, reasons, 'V');
  const others = await seedChurches(db, OTHERS, 'outra');
  for (let i = 0; i < others.length; i += 1_000) await seedOtherPayments(db, others.slice(i, i + 1_000), OTHER_SIZE);
  console.log(
    `seeded ${PAYMENTS} payments at videira (${MEMBERS} members) and ${OTHERS} churches x ${OTHER_SIZE} payments in ${Date.now() - started} ms`,
  );
  // A church's steady state: autovacuum has set the visibility map and the statistics.
  await db.execute(sql`vacuum analyze`);
  console.log(`database ${name}, load average ${load()} (${os.cpus().length} cores)`);

  const m = await createMember(app, church);
  await grantPreset(app, church, m, 'finance');
  const staff = await staffLogin(app, m, { totp: true });
  const some = (
    await db.execute(sql`
    select p.id, p.codigo, u.nome, u.email, u.cpf, u.id as usuario from pagamento p join usuario u on u.id = p.id_usuario
    where p.igreja_id = ${church.id} and u.cpf is not null order by p.id limit 1 offset ${Math.floor(PAYMENTS / 23)}
  `)
  ).rows[0];
  const year = new Date().getFullYear();
  const base = '/api/v1/admin/videira/finance';
  const mix = [
    ['floor: GET /admin/me', '/api/v1/admin/me'],
    ['list, first page', `${base}/payments`],
    ['list, page 200', `${base}/payments?page=200`],
    ['status aprovado', `${base}/payments?status=aprovado`],
    ['method pix', `${base}/payments?metodo=pix`],
    ['destination event', `${base}/payments?destino=inscricao_evento`],
    ['reason (fund)', `${base}/payments?motivo=${church.reasons.missoes}`],
    ['one month', `${base}/payments?de=${year}-03-01&ate=${year}-03-31`],
    ['guests', `${base}/payments?pagador=convidado`],
    ['refunded', `${base}/payments?comEstorno=true`],
    ['one member', `${base}/payments?usuarioId=${some.usuario}`],
    ['order code', `${base}/payments?q=${some.codigo}`],
    ['name "maria"', `${base}/payments?q=maria`],
    ['e-mail', `${base}/payments?q=${encodeURIComponent(some.email)}`],
    ['CPF digits', `${base}/payments?q=${String(some.cpf).replace(/\D/g, '').slice(0, 6)}`],
    ['pix + month + fund', `${base}/payments?metodo=pix&de=${year}-01-01&ate=${year}-06-30&motivo=${church.reasons.dizimo}`],
    ['a payment', `${base}/payments/${some.id}`],
  ];
  const all = [];
  const rows = [];
  for (const [label, path] of mix) {
    const times = [];
    let last;
    for (let i = 0; i < RUNS + 5; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: path, headers: staff.headers });
      const dt = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
      if (i >= 5) times.push(dt); // the first five warm the plan cache
      last = res;
    }
    times.sort((a, b) => a - b);
    if (!label.startsWith('floor')) all.push(...times);
    const body = JSON.parse(last.body);
    rows.push({ label, total: body.itens ? body.total : '', p50: ms(pct(times, 50)), p99: ms(pct(times, 99)) });
  }
  all.sort((a, b) => a - b);
  for (const r of rows)
    console.log(
      `${r.label.padEnd(22)} ${String(r.total).padStart(7)} found  p50 ${String(r.p50).padStart(6)} ms  p99 ${String(r.p99).padStart(6)} ms`,
    );
  const p99 = ms(pct(all, 99));
  console.log(`load average ${load()}`);
  console.log(
    `whole mix (${all.length} requests): p50 ${ms(pct(all, 50))} ms, p99 ${p99} ms (goal <= ${GOAL_P99_MS} ms): ${p99 <= GOAL_P99_MS ? 'met' : 'MISSED'}`,
  );
  const slowest = rows.filter((r) => !r.label.startsWith('floor')).sort((a, b) => b.p99 - a.p99)[0];
  console.log(`slowest query: ${slowest.label} (p99 ${slowest.p99} ms)`);

  // The CSV export of every payment: resident memory before and at its peak while the church streams out.
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const t0 = performance.now();
  // node:http, not fetch: fetch cannot set the Host header the admin origin needs.
  const res = await new Promise((resolve, reject) =>
    http.get(`${origin}${base}/payments/export`, { headers: staff.headers }, resolve).on('error', reject),
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
  const growth = peak - before;
  console.log(
    `CSV export: ${lines - 1} rows, ${mb(bytes)} MB in ${Math.round(performance.now() - t0)} ms; RSS ${mb(before)} MB before, ` +
      `${mb(peak)} MB at peak (+${mb(growth)} MB, goal <= ${GOAL_RSS_MB} MB): ${mb(growth) <= GOAL_RSS_MB ? 'met' : 'MISSED'}`,
  );
} finally {
  await app?.close();
  await database.close();
  if (!process.env.BENCH_FINANCE_KEEP) await admin(`drop database if exists ${name} with (force)`);
}
