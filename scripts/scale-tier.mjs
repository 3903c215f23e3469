// `npm run test:scale`: the product as a host would deploy it, on this machine. nginx (Debian) on one port in front
// of two server copies started the production way (`node scripts/start.mjs`, NODE_ENV=production), PostgreSQL
// through PgBouncer in transaction pooling mode (DATABASE_POOLER=transaction), a Redis of its own; then a few
// browser journeys through the proxy (apps/web/playwright.scale.config.ts) and one fault: copy 0 killed in the
// middle of the live chat journey (its browser reconnects to the other copy). Prints each step's time and the
// requests each copy answered. Not part of `npm test` or .ci/run.
//
// Needs: pgbouncer, nginx, redis-server, chromium (Debian packages) and a PostgreSQL 15 where it may create and drop
// one database (SCALE_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres). Port: SCALE_PORT or E2E_PORT
// (default 3470); the copies, PgBouncer, Redis and the control port take free ports.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { chromiumPath } from './lib/chromium.mjs';
import { e2eDataDir } from './lib/e2e-data-dir.mjs';
import { startNginx } from './lib/nginx-proxy.mjs';
import { startPgBouncer } from './lib/pgbouncer.mjs';
import { freePort, waitForPort } from './lib/ports.mjs';
import { waitHealthy } from './lib/bench-server.mjs';
import { ensureWebBuild, root } from './lib/web-build.mjs';

const PORT = Number(process.env.SCALE_PORT ?? process.env.E2E_PORT ?? 3470);
const PG_URL = process.env.SCALE_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const COPIES = 2;
const began = performance.now();
const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);
const cleanups = [];

async function step(name, work) {
  const from = performance.now();
  const result = await work();
  console.log(`scale: ${name} (${seconds(from)} s)`);
  return result;
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A child process whose output is kept (the last part) for the failure message; ended on clean-up. */
function child(command, args, options) {
  const proc = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  proc.stdout.on('data', keep);
  proc.stderr.on('data', keep);
  proc.output = () => output;
  cleanups.push(async () => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGTERM');
    await exited;
  });
  return proc;
}

async function startRedis() {
  const port = await freePort();
  const proc = child('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
  await waitForPort(port, proc, proc.output);
  return `redis://127.0.0.1:${port}`;
}

function startCopy({ port, databaseUrl, redisUrl, dataDir }) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DATABASE_POOLER: 'transaction',
    REDIS_URL: redisUrl,
    JWT_SECRET: 'scale-tier-secret-scale-tier-secret-0000',
    SEED_DEMO: 'true',
    SANDBOX_BANK: 'on',
    // The journeys present a client address each (X-Forwarded-For), as visitors behind the proxy do.
    TRUST_PROXY: 'true',
    PUBLIC_URL: `http://{church}.localhost:${PORT}`,
    ADMIN_URL: `http://admin.localhost:${PORT}/{lang}/{church}`,
    LOG_LEVEL: 'warn',
    MEDIA_NICE: '0',
  };
  return child(process.execPath, ['scripts/start.mjs'], { cwd: root, env, detached: true });
}

/** The journeys' control port: POST /kill/<n> ends copy n with SIGKILL and answers once it is gone. */
function startControl(copies) {
  const server = http.createServer(async (req, res) => {
    const match = /^\/kill\/(\d+)$/.exec(req.url ?? '');
    const copy = match && req.method === 'POST' ? copies[Number(match[1])] : undefined;
    if (!copy) return res.writeHead(404).end();
    if (copy.exitCode === null && copy.signalCode === null) {
      const exited = new Promise((resolve) => copy.once('exit', resolve));
      process.kill(-copy.pid, 'SIGKILL'); // the copy's process group: start.mjs and the server it runs
      await exited;
      console.log(`scale: copy ${match[1]} killed (SIGKILL) at ${seconds(began)} s`);
    }
    res.writeHead(200).end('killed');
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      cleanups.push(() => new Promise((done) => server.close(done)));
      resolve(`http://127.0.0.1:${server.address().port}`);
    });
  });
}

function runJourneys(controlUrl) {
  return new Promise((resolve) => {
    const proc = spawn('npx', ['playwright', 'test', '-c', 'apps/web/playwright.scale.config.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, E2E_PORT: String(PORT), SCALE_CONTROL_URL: controlUrl, CHROMIUM_PATH: chromiumPath() ?? '' },
    });
    proc.on('exit', (code) => resolve(code ?? 1));
  });
}

async function main() {
  if (!chromiumPath()) throw new Error('chromium is not installed (apt-get install -y chromium)');
  await step('web build', () => ensureWebBuild());
  const database = `congrega_scale_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${database}`);
  cleanups.push(() => admin(`drop database if exists ${database} with (force)`));
  const bouncer = await startPgBouncer({ targetUrl: PG_URL, poolSize: 10 });
  cleanups.push(() => bouncer.stop());
  const redisUrl = await startRedis();
  const dataDir = e2eDataDir(PORT);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // Both copies start at once on the empty database: one migrates and seeds, the other waits for it.
  const ports = [];
  for (let i = 0; i < COPIES; i++) ports.push(await freePort());
  const copies = ports.map((port) => startCopy({ port, databaseUrl: bouncer.url(database), redisUrl, dataDir }));
  await step(`${COPIES} copies up (migrated and seeded through PgBouncer)`, () =>
    Promise.all(ports.map((port, i) => waitHealthy(`http://127.0.0.1:${port}/healthz`, copies[i], 240_000))).catch((err) => {
      throw new Error(`${err.message}\n${copies.map((c) => c.output()).join('\n')}`);
    }),
  );
  const proxy = await startNginx({ port: PORT, copies: ports });
  cleanups.push(() => proxy.stop());
  const controlUrl = await startControl(copies);

  const code = await step('browser journeys through the proxy', () => runJourneys(controlUrl));
  const byCopy = new Map();
  for (const line of proxy.accessLog()) {
    const copy = line.upstream.split(', ').at(-1);
    byCopy.set(copy, (byCopy.get(copy) ?? 0) + 1);
  }
  console.log(
    `scale: requests answered per copy: ${ports.map((port, i) => `copy ${i} (:${port}) ${byCopy.get(`127.0.0.1:${port}`) ?? 0}`).join(', ')}`,
  );
  if (code !== 0) {
    console.log(`scale: copies' last output:\n${copies.map((c, i) => `--- copy ${i}\n${c.output()}`).join('\n')}`);
  }
  return code;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`scale: ${err.stack ?? err}`);
} finally {
  for (const cleanup of cleanups.reverse())
    await Promise.resolve()
      .then(cleanup)
      .catch((err) => console.error(`scale: clean-up: ${err.message}`));
  console.log(`scale: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(began)} s`);
}
process.exit(code);
