// The yearly receipts bench (issue 31: 2,000 yearly receipts generated in the job without blocking the web process;
// the p99 of member endpoints unchanged meanwhile). Run: npm run bench:receipts (PostgreSQL at BENCH_PG_URL).
// A throw-away database gets BENCH_RECEIPTS_GIVERS members at videira with BENCH_RECEIPTS_PAYMENTS payments over the
// three years before now; the app listens with its job workers on (as a production copy runs them). Member reads are
// loaded by autocannon in its own process (BENCH_CONNECTIONS connections, windows of BENCH_SECONDS), first with the
// app idle, then while the job draws last year's receipts, window after window until the generation is done.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { igreja } from '../apps/server/src/modules/church/church.schema.ts';
import { createMember } from '../apps/server/src/test/fixtures.ts';
import { createPayingChurch } from '../apps/server/src/modules/payments/payments.fixtures.ts';
import { grantPreset, staffLogin } from '../apps/server/src/modules/admin/admin.test-helpers.ts';
import { seedPeople } from './lib/bench-people-data.mjs';
import { seedPayments } from './lib/bench-finance-data.mjs';
import { root } from './lib/web-build.mjs';
import { admin, databaseUrl } from './lib/bench-kit.mjs';

const GIVERS = Number(process.env.BENCH_RECEIPTS_GIVERS ?? 2_000);
const PAYMENTS = Number(process.env.BENCH_RECEIPTS_PAYMENTS ?? 30_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

/** autocannon in a child process (never in the measured event loop): latency p50/p99 and requests/s of a window. */
function load(url, headers) {
  const args = ['-c', String(CONNECTIONS), '-d', String(SECONDS), '-j'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules/.bin/autocannon'), [...args, url], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      const r = JSON.parse(out);
      resolve({ p50: r.latency.p50, p99: r.latency.p99, rps: Math.round(r.requests.average), non2xx: r.non2xx + r.errors });
    });
  });
}

const name = `congrega_bench_receipts_${randomBytes(4).toString('hex')}`;
await admin(`create database ${name}`);
const url = databaseUrl(name);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-bench-receipts-'));
const database = await createDatabase({ databaseUrl: url });
let app;
try {
  await database.migrate();
  app = await buildApp({ config: testConfig({ databaseUrl: url, dataDir, jobsWorkers: true }), database });
  await app.ready();
  const db = database.db;
  const church = await createPayingChurch(app, 'videira');
  await db
    .update(igreja)
    .set({ razaoSocial: 'Igreja Evangélica Videira', cnpj: '11222333000181', cidade: 'São Paulo', estado: 'SP' })
    .where(eq(igreja.id, church.id));
  await seedPeople(db, church.id, GIVERS, [], 0);
  const memberIds = (await db.execute(sql`select id from usuario where igreja_id = ${church.id} order by id`)).rows.map((r) => r.id);
  await seedPayments(db, church.id, PAYMENTS, memberIds, Object.values(church.reasons), 'R');
  await db.execute(sql`vacuum analyze`);
  const treasurer = await createMember(app, church);
  await grantPreset(app, church, treasurer, 'finance');
  const staff = await staffLogin(app, treasurer, { totp: true });
  const member = await createMember(app, church);
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const target = `${origin}/api/v1/user/nota-sermao?igreja=${church.id}`;
  const headers = { host: church.host, authorization: member.headers.authorization };
  console.log(`database ${name}; ${GIVERS} members, ${PAYMENTS} payments; load average ${os.loadavg()[0].toFixed(1)}`);

  await load(target, headers); // warm-up (JIT, caches)
  const idle = await load(target, headers);
  console.log(`member read, app idle:      p50 ${idle.p50} ms, p99 ${idle.p99} ms, ${idle.rps} req/s, ${idle.non2xx} not 2xx`);

  const ano = new Date().getFullYear() - 1;
  const receipts = `/api/v1/admin/videira/finance/receipts`;
  const started = await app.inject({ method: 'POST', url: receipts, headers: staff.headers, payload: { ano } });
  if (started.statusCode >= 300) throw new Error(`start: ${started.statusCode} ${started.body}`);
  const t0 = performance.now();
  const state = async () => (await app.inject({ url: `${receipts}?ano=${ano}`, headers: staff.headers })).json().lote;
  const windows = [];
  for (let run = await state(); run.estado !== 'concluido'; run = await state()) {
    const w = await load(target, headers);
    const after = await state();
    windows.push(w);
    console.log(
      `member read, job drawing:   p50 ${w.p50} ms, p99 ${w.p99} ms, ${w.rps} req/s, ${w.non2xx} not 2xx (${after.gerados} of ${after.total} drawn)`,
    );
  }
  const seconds = (performance.now() - t0) / 1000;
  const done = await state();
  const p99s = windows.map((w) => w.p99).sort((a, b) => a - b);
  console.log(
    `${done.gerados} receipts drawn in ${seconds.toFixed(1)} s (${(done.gerados / seconds).toFixed(1)}/s); member read p99 ` +
      `${idle.p99} ms idle, while drawing median ${p99s[Math.floor(p99s.length / 2)] ?? '-'} ms, worst ${p99s.at(-1) ?? '-'} ms`,
  );
} finally {
  await app?.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (!process.env.BENCH_RECEIPTS_KEEP) await admin(`drop database if exists ${name} with (force)`);
}
