// `npm run bench`: requests/s and latency of /api/v1/igreja/?hostname= and /healthz on the same run, on
// embedded PGlite and (when reachable) the local PostgreSQL, plus the church home's first-load JavaScript
// against a bare React + React Router page (scripts/bench-bundle.mjs). Loopback only; bounded in time.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from './lib/web-build.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = 3210;
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function waitHealthy(url, child, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy');
}

function load(pathname, host) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `http://127.0.0.1:${PORT}${pathname}`, headers: { host }, connections: CONNECTIONS, duration: DURATION },
      (err, r) => (err ? reject(err) : resolve({ path: pathname, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors })),
    );
  });
}

async function benchEngine(engine, databaseUrl) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-bench-'));
  const env = {
    ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret', LOG_LEVEL: 'warn', SEED_DEMO: 'true',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
  };
  if (!databaseUrl) delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    await waitHealthy(`http://127.0.0.1:${PORT}/healthz`, child);
    const host = `videira.localhost:${PORT}`;
    // Warm-up (JIT, caches), then measure both endpoints on the same run.
    await fetch(`http://127.0.0.1:${PORT}/api/v1/igreja/?hostname=videira.localhost`, { headers: { host } });
    const church = await load('/api/v1/igreja/?hostname=videira.localhost', host);
    const health = await load('/healthz', host);
    return { engine, results: [church, health] };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function psql(sql) {
  return spawnSync('psql', [PG_ADMIN_URL, '-qc', sql], { encoding: 'utf8' });
}

const report = { date: new Date().toISOString(), durationSeconds: DURATION, connections: CONNECTIONS, machine: `${os.cpus().length} cores`, engines: [] };
report.engines.push(await benchEngine('pglite'));

const db = `congrega_bench_${Date.now()}`;
if (psql(`create database ${db}`).status === 0) {
  try {
    report.engines.push(await benchEngine('postgres', PG_ADMIN_URL.replace(/\/[^/]*$/, `/${db}`)));
  } finally {
    psql(`drop database if exists ${db} with (force)`);
  }
} else {
  console.log('PostgreSQL not reachable: skipped the postgres run');
}

console.log(`\nAPI (${DURATION}s, ${CONNECTIONS} connections each)`);
console.log('engine    endpoint                                      req/s    p50 ms  p99 ms  non-2xx');
for (const { engine, results } of report.engines) {
  for (const r of results) console.log(`${engine.padEnd(9)} ${r.path.padEnd(45)} ${String(r.rps).padStart(6)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)} ${String(r.non2xx).padStart(8)}`);
}

if (fs.existsSync(path.join(root, 'scripts/bench-bundle.mjs'))) {
  const bundle = spawnSync(process.execPath, ['scripts/bench-bundle.mjs', '--json'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const line = bundle.stdout.trim().split('\n').pop();
  try {
    report.bundle = JSON.parse(line);
  } catch {
    console.log(bundle.stdout);
  }
  if (report.bundle) {
    const b = report.bundle;
    console.log(`\nChurch home first-load JS+CSS (gzip): ${b.homeBytes} B; bare React+ReactDOM+React Router page: ${b.baselineBytes} B; ratio ${b.ratio}`);
    console.log(`  (+ ${b.catalogueBytes} B active-language catalogues; + ${b.deferredBytes} B banner carousel and API client loaded with the banners)`);
  }
}

fs.mkdirSync(path.join(root, '.bench'), { recursive: true });
fs.writeFileSync(path.join(root, '.bench/results.json'), JSON.stringify(report, null, 2));
console.log('\nSaved .bench/results.json');
