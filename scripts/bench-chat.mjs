// `npm run bench:chat`: the live chat's fan-out, beside a bare `ws` broadcast loop measured in the same run.
//  1. bare ws: CLIENTS sockets on one server that rebroadcasts every frame (scripts/bench-baseline/ws-broadcast.mjs);
//  2. Congrega /chat, one server copy (embedded PGlite): CLIENTS visitors joined to the demo's live channel;
//  3. two copies on PostgreSQL with Redis pub/sub (when both are reachable): half the clients on each copy.
// In each, SENDERS clients send MESSAGES messages each (the chat's per-user rate limit allows 5 per 10 s), paced at
// RATE messages/s in all; every delivery's latency is measured from its send. Figures: deliveries/s (all deliveries /
// time from the first send to the last delivery: at a pace the server keeps up with, close to RATE x CLIENTS) and
// p50/p99 latency. Goal (issue #11): >= 0.5 of bare ws, p99 <= 100 ms. The client sockets share this one process.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { startBenchApp, waitHealthy } from './lib/bench-server.mjs';
import { root } from './lib/web-build.mjs';

const CLIENTS = Number(process.env.BENCH_CHAT_CLIENTS ?? 1000);
const SENDERS = Number(process.env.BENCH_CHAT_SENDERS ?? 100);
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 2);
/** Messages sent per second across all senders (paced, so latency measures the server, not a queue we built). */
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 25);
const PORT = Number(process.env.BENCH_PORT ?? 3210);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const HOST = 'videira.localhost';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function open(url, onFrame) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { host: `${HOST}:${new URL(url).port}` }, perMessageDeflate: false });
    ws.on('message', (data) => onFrame(ws, data.toString()));
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** Opens the clients (joining when `join` is given), sends, and measures every delivery of the sent messages. */
async function run(label, urls, join) {
  const latencies = [];
  const expected = SENDERS * MESSAGES * CLIENTS;
  let first;
  let last = 0;
  let done;
  const finished = new Promise((r) => (done = r));
  const joined = [];
  const onFrame = (ws, text) => {
    const now = performance.now();
    // The send time travels in the text ("bench <ms>"); read it without parsing the frame (the client process, one
    // core, must not become what is measured).
    if (join && text.startsWith('{"type":"joined"')) return void ws.emit('joined');
    // Congrega writes the messages of one turn of its event loop as one batch frame: each counts.
    if (join && !text.startsWith('{"type":"message"') && !text.startsWith('{"type":"batch"')) return;
    for (let at = text.indexOf('bench '); at >= 0; at = text.indexOf('bench ', at + 6)) {
      latencies.push(now - Number.parseFloat(text.slice(at + 6)));
      last = now;
    }
    if (latencies.length >= expected) done();
  };
  const sockets = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    const ws = await open(urls[i % urls.length], onFrame);
    sockets.push(ws);
    if (join) {
      joined.push(new Promise((r) => ws.once('joined', r)));
      ws.send(JSON.stringify({ type: 'join', channel: join.channel, name: `Bench ${i}`, batches: true }));
    }
  }
  await Promise.all(joined);
  first = performance.now();
  for (let m = 0; m < MESSAGES; m += 1) {
    for (let s = 0; s < SENDERS; s += 1) {
      const due = first + ((m * SENDERS + s) * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const text = `bench ${performance.now()}`;
      sockets[s].send(JSON.stringify(join ? { type: 'message', ref: `${s}-${m}`, text } : { text }));
    }
  }
  const timeout = new Promise((r) => setTimeout(r, 120_000).unref());
  await Promise.race([finished, timeout]);
  for (const ws of sockets) ws.terminate();
  const sorted = latencies.sort((a, b) => a - b);
  const seconds = (last - first) / 1000;
  const result = {
    label,
    deliveries: latencies.length,
    expected,
    perSecond: Math.round(latencies.length / seconds),
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
  };
  console.log(
    `${label.padEnd(34)} ${String(result.deliveries).padStart(7)}/${expected} deliveries  ${String(result.perSecond).padStart(8)}/s  p50 ${result.p50} ms  p99 ${result.p99} ms`,
  );
  return result;
}

async function stop(child) {
  child.kill('SIGTERM');
  if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
}

/** The demo's live service (fetch cannot set Host, so plain http). */
function liveChannel(port) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/api/v1/igreja/videira/culto/', headers: { host: HOST } }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve(JSON.parse(body).aoVivo.id));
      })
      .on('error', reject);
  });
}

async function bare() {
  const child = spawn(process.execPath, ['scripts/bench-baseline/ws-broadcast.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((r) => child.stdout.once('data', r));
  try {
    return await run('bare ws broadcast', [`ws://127.0.0.1:${PORT}/`]);
  } finally {
    await stop(child);
  }
}

async function oneCopy() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-bench-chat-'));
  const child = startBenchApp({ port: PORT, dataDir });
  try {
    await waitHealthy(`http://127.0.0.1:${PORT}/healthz`, child);
    return await run('congrega /chat, 1 copy (PGlite)', [`ws://127.0.0.1:${PORT}/chat`], { channel: await liveChannel(PORT) });
  } finally {
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function twoCopies() {
  const db = `congrega_bench_chat_${Date.now()}`;
  const psql = (sql) => spawnSync('psql', [PG_ADMIN_URL, '-qc', sql], { encoding: 'utf8' });
  if (psql(`create database ${db}`).status !== 0) return console.log('two copies: PostgreSQL not reachable, skipped');
  const databaseUrl = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${db}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-bench-chat-'));
  const copies = [];
  try {
    process.env.REDIS_URL = REDIS_URL;
    for (const port of [PORT, PORT + 1]) {
      const child = startBenchApp({ port, dataDir, databaseUrl });
      copies.push(child);
      await waitHealthy(`http://127.0.0.1:${port}/healthz`, child);
    }
    const urls = [`ws://127.0.0.1:${PORT}/chat`, `ws://127.0.0.1:${PORT + 1}/chat`];
    return await run('congrega /chat, 2 copies (PG+Redis)', urls, { channel: await liveChannel(PORT) });
  } finally {
    delete process.env.REDIS_URL;
    for (const child of copies) await stop(child);
    psql(`drop database if exists ${db} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `chat fan-out: ${CLIENTS} clients in one room, ${SENDERS} senders x ${MESSAGES} messages at ${RATE}/s, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`,
);
const base = await bare();
const one = await oneCopy();
const two = await twoCopies();
for (const r of [one, two].filter(Boolean)) {
  const ratio = r.perSecond / base.perSecond;
  const ok = ratio >= 0.5 && r.p99 <= 100 && r.deliveries === r.expected;
  console.log(`${r.label}: ${ratio.toFixed(2)} of bare ws, p99 ${r.p99} ms -> ${ok ? 'goal met' : 'goal MISSED'}`);
}
