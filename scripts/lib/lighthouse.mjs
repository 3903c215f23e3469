// Lighthouse (npm `lighthouse`, mobile profile: Moto G Power viewport, simulated slow 4G and 4x CPU) driving
// Debian's Chromium, loopback only (nothing leaves the machine). Used by scripts/bench-lighthouse.mjs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromiumPath } from './chromium.mjs';

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Headless Chromium with a DevTools port for Lighthouse; `close()` ends it and removes its profile. Port 0 lets
 * Chromium pick a free one (read back from the profile's DevToolsActivePort file).
 */
export async function launchChromium(port = 0) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-lh-chromium-'));
  const child = spawn(
    chromiumPath() ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-default-apps',
      '--disable-extensions',
      '--disable-sync',
      '--no-first-run',
      '--no-default-browser-check',
      '--mute-audio',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const activePort = path.join(profile, 'DevToolsActivePort');
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error('chromium exited during start');
    try {
      if (!port && fs.existsSync(activePort)) port = Number(fs.readFileSync(activePort, 'utf8').split('\n')[0]) || 0;
      if (port && (await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    port,
    async close() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Static files of `dir` (the bare baseline page), gzip-compressed when asked like the app's server sends its
 * assets precompressed, so the comparison is on the same footing.
 */
export function serveStatic(dir, port) {
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
  const server = http.createServer((req, res) => {
    const file = path.join(dir, req.url === '/' ? 'index.html' : decodeURIComponent(req.url.split('?')[0]));
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return res.writeHead(404).end();
    const headers = { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' };
    let body = fs.readFileSync(file);
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && /\.(html|js|css|svg)$/.test(file)) {
      body = gzipSync(body, { level: 9 });
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(200, headers).end(body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** Audits added when the report is kept (BENCH_LIGHTHOUSE_KEEP): why the LCP is when it is. */
const DIAGNOSTIC_AUDITS = ['network-requests', 'lcp-breakdown-insight', 'lcp-discovery-insight', 'network-dependency-tree-insight'];

/**
 * One Lighthouse performance run of `url` (mobile, simulated throttling): LCP, CLS, TBT, FCP and the LCP element;
 * with `diagnostics`, also the request waterfall and LCP breakdown, and the whole report as `lhr`.
 */
export async function lighthouseRun(url, port, { diagnostics = false } = {}) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    onlyAudits: [
      'largest-contentful-paint',
      'cumulative-layout-shift',
      'total-blocking-time',
      'first-contentful-paint',
      'largest-contentful-paint-element',
      ...(diagnostics ? DIAGNOSTIC_AUDITS : []),
    ],
  });
  const audits = result.lhr.audits;
  if (result.lhr.runtimeError) throw new Error(`lighthouse ${url}: ${result.lhr.runtimeError.message}`);
  const element = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    lcpElement: element ? (element.snippet ?? element.nodeLabel) : undefined,
    ...(diagnostics ? { lhr: result.lhr } : {}),
  };
}
