#!/usr/bin/env node
/**
 * First-load JavaScript as a browser loads it: Debian's Chromium opens the church home of the real server
 * (production build, demo seed) and, beside it, the bare React + ReactDOM + React Router page
 * (scripts/bench-baseline/, built by bench-bundle.mjs into .bench/baseline) served as static files; every script
 * response until the network is idle is counted, gzip -9 of its body. Median of RUNS loads each (fresh context,
 * so no cache). Prints one JSON line last; exits non-zero above the budget (1.3x).
 *
 *   node scripts/bench-browser.mjs [--json]
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumPath } from './lib/chromium.mjs';
import { ensureWebBuild, root } from './lib/web-build.mjs';
import { startBenchApp, waitHealthy } from './lib/bench-server.mjs';

const BUDGET = 1.3;
const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 5);
const PORT = Number(process.env.BENCH_BROWSER_PORT ?? 3230);
const BASE_PORT = PORT + 1;
const baselineDir = path.join(root, '.bench/baseline');

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function serveStatic(dir, port) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = http.createServer((req, res) => {
    const file = path.join(dir, req.url === '/' ? 'index.html' : decodeURIComponent(req.url.split('?')[0]));
    if (!file.startsWith(dir) || !fs.existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** gzip bytes of every script the page loads until the network is idle, and the list. */
async function scriptBytes(browser, url) {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), bytes: gzipSync(body, { level: 9 }).length }),
        () => null,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const scripts = (await Promise.all(pending)).filter(Boolean);
  await context.close();
  return { bytes: scripts.reduce((sum, s) => sum + s.bytes, 0), scripts };
}

ensureWebBuild();
if (!fs.existsSync(path.join(baselineDir, 'index.html'))) {
  console.error('No baseline build: run `node scripts/bench-bundle.mjs` first (npm run bench does).');
  process.exit(2);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-bench-browser-'));
const server = startBenchApp({ port: PORT, dataDir });
const staticServer = await serveStatic(baselineDir, BASE_PORT);
const browser = await chromium.launch({
  executablePath: chromiumPath() ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});
try {
  await waitHealthy(`http://127.0.0.1:${PORT}/healthz`, server);
  const home = [];
  const base = [];
  let lastHome;
  for (let i = 0; i < RUNS; i++) {
    lastHome = await scriptBytes(browser, `http://videira.localhost:${PORT}/`);
    home.push(lastHome.bytes);
    base.push((await scriptBytes(browser, `http://127.0.0.1:${BASE_PORT}/`)).bytes);
  }
  const homeBytes = median(home);
  const baselineBytes = median(base);
  const ratio = homeBytes / baselineBytes;
  console.log(`\nFirst-load JavaScript as Chromium loads it (until network idle, gzip -9, median of ${RUNS}):`);
  for (const s of lastHome.scripts) console.log(`  ${s.url.replace(/^https?:\/\/[^/]+/, '').padEnd(50)} ${String(s.bytes).padStart(8)} B`);
  console.log(`  church home ${homeBytes} B; bare page ${baselineBytes} B; ratio ${ratio.toFixed(3)} (budget ${BUDGET})`);
  console.log(JSON.stringify({ homeBytes, baselineBytes, ratio: Number(ratio.toFixed(3)), budget: BUDGET, runs: RUNS }));
  if (ratio > BUDGET) process.exitCode = 1;
} finally {
  await browser.close();
  staticServer.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
