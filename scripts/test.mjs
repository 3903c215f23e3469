// `npm test`: lint, typecheck, unit + API tests (vitest), then the browser tier (Playwright in Debian's
// Chromium). Without Chromium the browser tier is skipped with a plain message, except under CI=true where
// a missing browser is a failure. Prints one closing line: "N passed, N failed[, N skipped]".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib/web-build.mjs';
import { chromiumPath } from './lib/chromium.mjs';

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = [];

function run(name, cmd, args, env = {}) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests ?? 0;
  totals.failed += r.numFailedTests ?? 0;
  totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats ?? {};
  totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  totals.failed += s.unexpected ?? 0;
  totals.skipped += s.skipped ?? 0;
}

run('lint', 'npx', ['eslint', '.']);
run('format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']);
run('typecheck', 'npm', ['run', 'typecheck']);
const vitestJson = path.join(reportDir, 'vitest.json');
run('unit and API tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
countVitest(vitestJson);

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
if (chromium) {
  const pwJson = path.join(reportDir, 'playwright.json');
  const e2ePort = process.env.E2E_PORT ?? String(await freePort());
  run('browser tests', 'npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
    CHROMIUM_PATH: chromium,
    E2E_PORT: e2ePort,
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

if (failedSteps.length) console.error(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedSteps.length ? 1 : 0);
