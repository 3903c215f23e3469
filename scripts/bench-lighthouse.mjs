#!/usr/bin/env node
/**
 * Largest Contentful Paint as Lighthouse measures it (mobile profile, default simulated throttling: slow 4G,
 * 4x CPU), on the real server (production build, demo seed, Videira church) for church home, /prayer and /about,
 * and beside them the bare React + ReactDOM + React Router page (scripts/bench-baseline/, built by
 * bench-bundle.mjs into .bench/baseline). Debian's Chromium, headless, loopback only. One unmeasured warm-up
 * run per page, then RUNS runs each, interleaved (so a busy moment of the machine hits every page alike);
 * medians reported. Prints one JSON line last; exits 1 when a page misses the goal (LCP <= 2.0 s, CLS <= 0.05).
 *
 *   node scripts/bench-lighthouse.mjs [--json]
 *   BENCH_LIGHTHOUSE_PORT (app, default 3240), BENCH_LIGHTHOUSE_BASE_PORT (bare page, default app + 1),
 *   BENCH_LIGHTHOUSE_RUNS (default 5), BENCH_LIGHTHOUSE_PAGES (paths, comma-separated, instead of the three); set
 *   BENCH_LIGHTHOUSE_KEEP=<dir> to keep each page's last Lighthouse JSON.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium, lighthouseRun, median, serveStatic } from './lib/lighthouse.mjs';
import { ensureWebBuild, root } from './lib/web-build.mjs';
import { startBenchApp, waitHealthy } from './lib/bench-server.mjs';

export const LCP_GOAL_MS = 2000;
export const CLS_GOAL = 0.05;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3240);
const BASE_PORT = Number(process.env.BENCH_LIGHTHOUSE_BASE_PORT ?? PORT + 1);
// 0: Chromium picks a free DevTools port.
const DEVTOOLS_PORT = Number(process.env.BENCH_LIGHTHOUSE_DEVTOOLS_PORT ?? 0);
const baselineDir = path.join(root, '.bench/baseline');
const KEEP_DIR = process.env.BENCH_LIGHTHOUSE_KEEP;

ensureWebBuild();
if (!fs.existsSync(path.join(baselineDir, 'index.html'))) {
  // The bare page is built by the bundle benchmark (same Vite, same React).
  const built = spawnSync(process.execPath, ['scripts/bench-bundle.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (!fs.existsSync(path.join(baselineDir, 'index.html'))) throw new Error(`baseline build failed (${built.status})`);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-bench-lighthouse-'));
const server = startBenchApp({ port: PORT, dataDir });
const staticServer = await serveStatic(baselineDir, BASE_PORT);
let chromium;
try {
  await waitHealthy(`http://127.0.0.1:${PORT}/healthz`, server);
  chromium = await launchChromium(DEVTOOLS_PORT);
  // BENCH_LIGHTHOUSE_PAGES=/event,/event/1,/devotionals measures those paths instead (the bare page always beside them).
  const paths = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
  const pages = [
    ...(paths
      ? paths.map((p) => ({ name: p, url: `http://videira.localhost:${PORT}${p}` }))
      : [
          { name: 'church home /', url: `http://videira.localhost:${PORT}/` },
          { name: '/prayer', url: `http://videira.localhost:${PORT}/prayer` },
          { name: '/about', url: `http://videira.localhost:${PORT}/about` },
        ]),
    { name: 'bare React page', url: `http://127.0.0.1:${BASE_PORT}/`, baseline: true },
  ];
  const loadBefore = os.loadavg()[0];
  for (const page of pages) await lighthouseRun(page.url, chromium.port); // warm-up: JIT, caches, image variants
  for (const page of pages) page.runs = [];
  for (let i = 0; i < RUNS; i++) {
    for (const page of pages) {
      const run = await lighthouseRun(page.url, chromium.port, { diagnostics: !!KEEP_DIR && i === RUNS - 1 });
      if (run.lhr) {
        fs.mkdirSync(KEEP_DIR, { recursive: true });
        fs.writeFileSync(path.join(KEEP_DIR, `${page.name.replace(/[^a-z]+/gi, '-')}.json`), JSON.stringify(run.lhr));
      }
      page.runs.push(run);
    }
  }
  const loadAfter = os.loadavg()[0];

  const baseline = pages.find((p) => p.baseline);
  const summary = (page) => ({
    name: page.name,
    lcpMs: Math.round(median(page.runs.map((r) => r.lcp))),
    cls: Number(median(page.runs.map((r) => r.cls)).toFixed(3)),
    tbtMs: Math.round(median(page.runs.map((r) => r.tbt))),
    fcpMs: Math.round(median(page.runs.map((r) => r.fcp))),
    lcpRunsMs: page.runs.map((r) => Math.round(r.lcp)),
    lcpElement: page.runs.at(-1).lcpElement,
  });
  const base = summary(baseline);
  const results = pages.filter((p) => !p.baseline).map(summary);
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `\nLighthouse mobile (simulated slow 4G, 4x CPU), median of ${RUNS}; load average ${loadBefore.toFixed(1)} -> ${loadAfter.toFixed(1)} on ${os.cpus().length} cores`,
  );
  console.log('page              LCP      (bare)   ratio   CLS     TBT      FCP      LCP runs (ms)');
  for (const r of [...results, base]) {
    console.log(
      `${r.name.padEnd(17)} ${s(r.lcpMs).padEnd(8)} ${s(base.lcpMs).padEnd(8)} ${(r.lcpMs / base.lcpMs).toFixed(2).padStart(5)}   ${r.cls.toFixed(3)}   ${String(r.tbtMs).padStart(4)} ms  ${s(r.fcpMs).padEnd(8)} ${r.lcpRunsMs.join(' ')}`,
    );
  }
  for (const r of results) console.log(`  LCP element of ${r.name}: ${r.lcpElement ?? '?'}`);
  const ok = results.every((r) => r.lcpMs <= LCP_GOAL_MS && r.cls <= CLS_GOAL);
  console.log(
    JSON.stringify({
      runs: RUNS,
      loadAverage: [loadBefore, loadAfter].map((l) => Number(l.toFixed(1))),
      baseline: base,
      pages: results,
      lcpGoalMs: LCP_GOAL_MS,
      clsGoal: CLS_GOAL,
    }),
  );
  if (!ok) process.exitCode = 1;
} finally {
  await chromium?.close();
  staticServer.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
