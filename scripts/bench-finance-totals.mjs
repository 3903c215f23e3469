// The payments list's totals (issue 31, migration 0067): the filtered set's count and sums read from the totals
// rollup against the raw aggregate over the church's payments, measured side by side in one run (each filter's two
// reads alternate, so both see the same load). Run: npm run bench:finance-totals (PostgreSQL at BENCH_PG_URL).
// A throw-away database gets BENCH_FINANCE_PAYMENTS payments at videira and BENCH_FINANCE_OTHERS churches with 20
// payments each beside it (the data of bench:finance); also times the seeding, which the rollups' commit-time
// recomputation now pays (before 0067 a church's rollup was built at its first report read).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { zonedTime } from '../packages/contract/src/datetime.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { churchOnlyPlans, paymentTotals } from '../apps/server/src/modules/payments/payment-search.repository.ts';
import { rolledUpTotals } from '../apps/server/src/modules/payments/payment-totals.repository.ts';
import { seedChurches, seedOtherPayments, seedPayments } from './lib/bench-finance-data.mjs';
import { admin, databaseUrl, load, ms, pct } from './lib/bench-kit.mjs';

const PAYMENTS = Number(process.env.BENCH_FINANCE_PAYMENTS ?? 100_000);
const OTHERS = Number(process.env.BENCH_FINANCE_OTHERS ?? 1_000);
const RUNS = Number(process.env.BENCH_FINANCE_RUNS ?? 60);
const ZONE = 'America/Sao_Paulo';

const name = `congrega_bench_totals_${randomBytes(4).toString('hex')}`;
await admin(`create database ${name}`);
const database = await createDatabase({ databaseUrl: databaseUrl(name) });
try {
  await database.migrate();
  const db = database.db;
  const [church] = await seedChurches(db, 1, 'videira');
  const reasons = (
    await db.execute(sql`insert into pagamento_motivo (igreja_id, nome) values (${church}, 'Dízimo'), (${church}, 'Missões') returning id`)
  ).rows.map((r) => r.id);
  let t0 = performance.now();
  await seedPayments(db, church, PAYMENTS, [], reasons, 'V');
  const seedOne = performance.now() - t0;
  t0 = performance.now();
  const others = await seedChurches(db, OTHERS, 'outra');
  for (let i = 0; i < others.length; i += 1_000) await seedOtherPayments(db, others.slice(i, i + 1_000), 20);
  const seedOthers = performance.now() - t0;
  await db.execute(sql`vacuum analyze`);
  console.log(
    `seeded ${PAYMENTS} payments at one church in ${Math.round(seedOne)} ms (one statement, rollups kept at its commit), ` +
      `${OTHERS} churches x 20 in ${Math.round(seedOthers)} ms; load average ${load()} (${os.cpus().length} cores)`,
  );
  const year = new Date().getFullYear();
  const day = (d) => {
    const [y, m, dd] = d.split('-').map(Number);
    return zonedTime(y, m, dd, 0, 0, ZONE);
  };
  const range = (from, to) => ({ from: day(from), to: day(to), days: { from, to } });
  const mix = [
    ['all', {}],
    ['status aprovado', { status: 'aprovado' }],
    ['method pix', { metodo: 'pix' }],
    ['destination event', { destino: 'inscricao_evento' }],
    ['one month', range(`${year}-03-01`, `${year}-04-01`)],
    ['pix, Jan 10 - Jun 20', { metodo: 'pix', ...range(`${year}-01-10`, `${year}-06-21`) }],
    ['two years, edge days', range(`${year - 2}-02-17`, `${year}-01-09`)],
  ];
  const rows = {};
  for (const [label, f] of mix) {
    const filter = { zone: ZONE, days: {}, ...f };
    const times = { raw: [], rollup: [] };
    for (let i = 0; i < RUNS + 3; i++) {
      for (const kind of i % 2 ? ['raw', 'rollup'] : ['rollup', 'raw']) {
        const start = performance.now();
        const result = await database.withChurch(church, async (tx) => {
          await churchOnlyPlans(tx);
          return kind === 'raw' ? paymentTotals(tx, church, filter) : rolledUpTotals(tx, church, filter);
        });
        if (i >= 3) times[kind].push(performance.now() - start);
        if (kind === 'rollup' && !result) throw new Error(`${label}: the rollup did not answer`);
        if (i === 0) rows[label] = { ...(rows[label] ?? {}), [kind]: JSON.stringify(result) };
      }
    }
    if (rows[label].raw !== rows[label].rollup) throw new Error(`${label}: ${rows[label].raw} != ${rows[label].rollup}`);
    for (const k of ['raw', 'rollup']) times[k].sort((a, b) => a - b);
    console.log(
      `${label.padEnd(22)} ${String(JSON.parse(rows[label].raw).quantidade).padStart(7)} payments  raw p50 ${ms(pct(times.raw, 50))} / p99 ${ms(pct(times.raw, 99))} ms` +
        `  rollup p50 ${ms(pct(times.rollup, 50))} / p99 ${ms(pct(times.rollup, 99))} ms`,
    );
  }
  console.log(`load average ${load()}`);
} finally {
  await database.close();
  if (!process.env.BENCH_FINANCE_KEEP) await admin(`drop database if exists ${name} with (force)`);
}
