// `npm test`: lint, format and typecheck (two at a time: each is one process on one core), unit + API tests
// (vitest), then the browser tier (Playwright in Debian's Chromium). Without Chromium the browser tier is skipped
// with a plain message, except under CI=true where a missing browser is a failure.
//
// The server suite runs on embedded PGlite. With TEST_POSTGRES_URL (what .ci/run sets) it runs on that
// PostgreSQL instead, and the tests tagged `engine` (what differs by engine: the db client, row-level security,
// statement counts, ...; see ARCHITECTURE.md "Testing") run once more on PGlite (beside the browser tier), so both
// engines stay proven.
// Prints how long each step took and one closing line: "N passed, N failed[, N skipped]".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib/web-build.mjs';
import { chromiumPath } from './lib/chromium.mjs';
import { engineTestFiles } from './lib/engine-tests.mjs';

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const failedTests = [];
const timings = [];

/**
 * Runs one step. `buffered` keeps its output until it ends (steps running side by side print one after the
 * other, not interleaved).
 */
function run(name, cmd, args, { env = {}, buffered = false } = {}) {
  const started = Date.now();
  const header = `\n=== ${name}: ${cmd} ${args.join(' ')}`;
  if (!buffered) console.log(header);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const chunks = [];
    child.stdout?.on('data', (c) => chunks.push(c));
    child.stderr?.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      timings.push([name, seconds]);
      if (buffered) process.stdout.write(`${header}\n${Buffer.concat(chunks).toString()}`);
      console.log(`--- ${name}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(0)} s`);
      if (code !== 0) failedSteps.push(name);
      resolve(code === 0);
    });
  });
}

/** Runs each lane's steps in order, the lanes side by side. */
async function lanes(...steps) {
  await Promise.all(
    steps.map(async (lane) => {
      for (const step of lane) await step();
    }),
  );
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests ?? 0;
  totals.failed += r.numFailedTests ?? 0;
  totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  for (const suite of r.testResults ?? []) {
    const where = path.relative(process.cwd(), suite.name ?? '');
    const failed = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) failedTests.push(`${where} › ${t.fullName ?? t.title}`);
    // A file that failed to load has no failed test of its own: name the file.
    if (!failed.length && suite.status === 'failed') failedTests.push(`${where} (${(suite.message ?? 'failed').split('\n')[0]})`);
  }
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const s = report.stats ?? {};
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) if (t.status === 'unexpected') failedTests.push(`[${t.projectName}] ${spec.file} › ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  totals.failed += s.unexpected ?? 0;
  totals.skipped += s.skipped ?? 0;
}

/** A port nothing listens on now, so the browser tier starts (and tests) its own server. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const chromium = chromiumPath();
const buildWeb = ['--input-type=module', '-e', "import { ensureWebBuild } from './scripts/lib/web-build.mjs'; ensureWebBuild();"];

// Static checks, two lanes of about the same length (lint + format, typecheck + the browser tier's web build,
// needed later anyway).
await lanes(
  [
    () => run('lint', 'npx', ['eslint', '.'], { buffered: true }),
    () => run('import cycles', process.execPath, ['scripts/check-cycles.mjs'], { buffered: true }),
    () => run('format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.'], { buffered: true }),
  ],
  [
    () => run('typecheck', 'npm', ['run', 'typecheck'], { buffered: true }),
    ...(chromium ? [() => run('web build', process.execPath, buildWeb, { buffered: true })] : []),
  ],
);

const vitestArgs = (json) => ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${json}`];
const postgresUrl = process.env.TEST_POSTGRES_URL;

/** The server suite once more on PGlite, only the files tagged `engine` (when the suite itself ran on PostgreSQL). */
async function engineTests() {
  const engineJson = path.join(reportDir, 'vitest-engine.json');
  const files = engineTestFiles();
  // Never an empty list: vitest would then load every server file to look for the tag.
  if (files.length === 0) failedSteps.push('engine tests on PGlite (no file tagged `engine` found)');
  else
    await run('engine tests on PGlite', 'npx', [...vitestArgs(engineJson), '--project', 'server', '--tags-filter', 'engine', ...files], {
      env: { DATABASE_URL: '', REDIS_URL: '' },
      buffered: true,
    });
  countVitest(engineJson);
}

async function browserTests() {
  if (chromium) {
    const pwJson = path.join(reportDir, 'playwright.json');
    const e2ePort = process.env.E2E_PORT ?? String(await freePort());
    await run('browser tests', 'npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson, CHROMIUM_PATH: chromium, E2E_PORT: e2ePort },
    });
    countPlaywright(pwJson);
  } else if (process.env.CI === 'true') {
    console.error('\nBrowser tier FAILED: Chromium not found (CI=true requires it). Install it: apt-get install -y chromium');
    failedSteps.push('browser tests (no Chromium)');
  } else {
    console.log(
      "\nBrowser tier SKIPPED: Chromium not found. Install Debian's browser with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH) and run `npm test` again.",
    );
  }
}

const json = path.join(reportDir, 'vitest.json');
if (!postgresUrl) {
  await run('unit and API tests (server on PGlite)', 'npx', vitestArgs(json));
  countVitest(json);
  await browserTests();
} else {
  await run('unit and API tests (server on PostgreSQL)', 'npx', vitestArgs(json), { env: { DATABASE_URL: postgresUrl } });
  countVitest(json);
  // Side by side: the engine tests (half a minute, one process) use the core the browser tier leaves idle while its
  // server starts and seeds; their output is printed when they end.
  await lanes([engineTests], [browserTests]);
}

console.log(`\nSteps: ${timings.map(([name, s]) => `${name} ${s.toFixed(0)} s`).join(', ')}`);
if (failedSteps.length) console.error(`Failed steps: ${failedSteps.join(', ')}`);
// Repeated at the very end, where a truncated CI log still shows it.
for (const name of failedTests.slice(0, 20)) console.error(`  failed: ${name}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedSteps.length ? 1 : 0);
