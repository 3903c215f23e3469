// The media pipeline's figures (issue 35). Run: npm run bench:media.
//  (a) RSS growth of the server for a BENCH_MEDIA_MB upload (default 2048 MiB) through the console's resumable chunk
//      upload: the existing bench test (apps/server/src/modules/media/media-upload-bench.test.ts, MEDIA_BENCH_MB) run
//      as it is: bytes generated on the fly (one 8 MiB buffer reused), written to a temporary DATA_DIR on disk.
//  (b) Member endpoints' p99 (autocannon, BENCH_CONNECTIONS = 20, BENCH_SECONDS = 10 each) on the built app with the
//      demo seed (PGlite in a temporary folder, ffmpeg niced by MEDIA_NICE as in production), paired in one run:
//      quiet before, while a transcode runs, quiet after; and the time of one 2-minute 1080p clip (ffmpeg lavfi
//      testsrc2 + sine) from its first chunk to 'pronto' (the whole HLS ladder, poster and strip).
// Both figures move with the machine's load: the load average is printed at each step.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import * as OTPAuth from 'otpauth';
import { load as loadavg } from './lib/bench-kit.mjs';
import { startBenchApp, waitHealthy } from './lib/bench-server.mjs';
import { root } from './lib/web-build.mjs';

const UPLOAD_MB = Number(process.env.BENCH_MEDIA_MB ?? 2048);
const CLIP_SECONDS = Number(process.env.BENCH_MEDIA_CLIP_SECONDS ?? 120);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = Number(process.env.BENCH_MEDIA_PORT ?? 3421);
const CHUNK = 8 * 1024 * 1024;
const DEMO_TOTP = 'JBSWY3DPEHPK3PXPCONGREGADEMO2345';
const say = (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line} (load ${loadavg()})`);

/** (a): the upload bench test, its printed line. */
function uploadRss() {
  say(`(a) ${UPLOAD_MB} MiB upload through the chunk endpoint: media-upload-bench.test.ts`);
  const env = { ...process.env, MEDIA_BENCH_MB: String(UPLOAD_MB) };
  delete env.DATABASE_URL;
  const test = 'apps/server/src/modules/media/media-upload-bench.test.ts';
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'server', test], { cwd: root, env, encoding: 'utf8' });
  const line = /upload of .*\(last answer \d+\)/.exec(`${run.stdout}\n${run.stderr}`)?.[0];
  if (!line)
    throw new Error(`upload bench printed no figure (exit ${run.status}):\n${run.stdout.slice(-2000)}\n${run.stderr.slice(-2000)}`);
  say(`(a) ${line}${run.status === 0 ? '' : ' — OVER the 50 MB goal'}`);
  return line;
}

function request(method, pathname, { host, token, body, type = 'application/json' } = {}) {
  const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  const headers = { host, ...(payload ? { 'content-type': type, 'content-length': payload.length } : {}) };
  if (token) headers.authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: PORT, method, path: pathname, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if (res.statusCode >= 400) reject(new Error(`${method} ${pathname}: ${res.statusCode} ${text.slice(0, 300)}`));
        else resolve(text ? JSON.parse(text) : null);
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const admin = `admin.localhost:${PORT}`;
const church = `videira.localhost:${PORT}`;

async function staffToken() {
  const step = await request('POST', '/api/v1/admin/session/login', {
    host: admin,
    body: { username: 'admin@videira.demo', password: 'Demo@1234' },
  });
  if (step.status === 'ok') return step.token;
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(DEMO_TOTP), algorithm: 'SHA1', digits: 6, period: 30 });
  return (await request('POST', '/api/v1/admin/session/totp', { host: admin, body: { desafio: step.desafio, codigo: totp.generate() } }))
    .token;
}

async function memberToken() {
  const body = { username: 'membro@videira.demo', password: 'Demo@1234' };
  return (await request('POST', '/api/v1/security/login_check', { host: church, body })).token;
}

/** A clip of CLIP_SECONDS at 1080p with a tone (H.264 + AAC), as a phone or a camera would send one. */
function makeClip(dir) {
  const file = path.join(dir, 'culto-1080p.mp4');
  const args = ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30'];
  args.push('-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', String(CLIP_SECONDS));
  args.push('-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file);
  const run = spawnSync('nice', ['-n', '19', 'ffmpeg', ...args], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error('ffmpeg could not make the clip');
  return file;
}

function cannon(url, headers) {
  return new Promise((resolve, reject) =>
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION }, (err, r) =>
      err ? reject(err) : resolve({ rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx }),
    ),
  );
}

async function p99s(label, endpoints, stillBusy) {
  const rows = [];
  for (const [name, url, headers] of endpoints) {
    const result = await cannon(url, headers);
    const busy = stillBusy ? await stillBusy() : undefined;
    rows.push({ phase: label, endpoint: name, ...result, ...(busy === undefined ? {} : { transcodeRunningAtEnd: busy }) });
    say(`(b) ${label} ${name}: p99 ${result.p99} ms, p50 ${result.p50} ms, ${result.rps} req/s, non-2xx ${result.non2xx}`);
  }
  return rows;
}

async function transcodeBench() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-bench-media-'));
  const child = startBenchApp({ port: PORT, dataDir });
  try {
    say('(b) making the 1080p clip (not timed)');
    const clip = makeClip(dataDir);
    await waitHealthy(`http://127.0.0.1:${PORT}/healthz`, child);
    let staff = await staffToken();
    const member = await memberToken();
    const base = `http://127.0.0.1:${PORT}`;
    const endpoints = [
      ['prayer wall (member)', `${base}/api/v1/oracao/videira`, { host: church, authorization: `Bearer ${member}` }],
      ['events list (visitor)', `${base}/api/v1/igreja/videira/evento/`, { host: church }],
    ];
    for (const [, url, headers] of endpoints) await fetch(url, { headers }).catch(() => {}); // warm-up
    const rows = await p99s('quiet before', endpoints);
    const bytes = fs.readFileSync(clip);
    const media = (id = '') => `/api/v1/admin/videira/media${id}`;
    const started = Date.now();
    const created = await request('POST', media(), {
      host: admin,
      token: staff,
      body: { nome: 'culto-1080p.mp4', tamanho: bytes.length, tipo: 'video' },
    });
    for (let offset = 0; offset < bytes.length; offset += CHUNK) {
      const part = bytes.subarray(offset, offset + CHUNK);
      const hash = createHash('sha256').update(part).digest('hex');
      await request('PUT', `${media(`/${created.id}`)}/chunk?offset=${offset}&sha256=${hash}`, {
        host: admin,
        token: staff,
        body: part,
        type: 'application/octet-stream',
      });
    }
    const uploaded = Date.now();
    say(
      `(b) uploaded ${(bytes.length / 1024 / 1024).toFixed(1)} MiB in ${((uploaded - started) / 1000).toFixed(1)} s; waiting for processing`,
    );
    // The media row, logging in again when the staff token (15 minutes) ran out during a long transcode.
    const read = async () => {
      try {
        return await request('GET', media(`/${created.id}`), { host: admin, token: staff });
      } catch (error) {
        if (!String(error).includes('TOKEN_EXPIRED')) throw error;
        staff = await staffToken();
        return request('GET', media(`/${created.id}`), { host: admin, token: staff });
      }
    };
    const state = async () => (await read()).situacao;
    while ((await state()) === 'na_fila') await new Promise((r) => setTimeout(r, 200));
    rows.push(...(await p99s('during transcode', endpoints, async () => (await state()) === 'processando')));
    let row;
    for (;;) {
      row = await read();
      if (row.situacao === 'pronto' || row.situacao === 'falhou') break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const ready = Date.now();
    say(
      `(b) clip of ${CLIP_SECONDS} s 1080p: ${row.situacao} ${((ready - started) / 1000).toFixed(1)} s after its first chunk ` +
        `(${((ready - uploaded) / 1000).toFixed(1)} s after its last), renditions ${row.variantes.join('/')}`,
    );
    rows.push(...(await p99s('quiet after', endpoints)));
    return {
      rows,
      clip: { seconds: CLIP_SECONDS, state: row.situacao, uploadToReadyS: (ready - started) / 1000, variantes: row.variantes },
    };
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

say(`bench:media on ${os.cpus().length} cores`);
const rss = process.env.BENCH_MEDIA_SKIP_UPLOAD ? 'skipped' : uploadRss();
const { rows, clip } = await transcodeBench();
console.log('\nSummary');
console.log(`(a) ${rss}`);
console.table(rows);
console.log(`(b) 2-minute 1080p clip: ${JSON.stringify(clip)}`);
say('done');
