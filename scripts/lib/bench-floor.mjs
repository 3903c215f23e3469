// The one-query database floor (scripts/bench-baseline/fastify-pg-notes.mjs), loaded like every endpoint.
import { spawn } from 'node:child_process';
import { waitHealthy } from './bench-server.mjs';
import { root } from './web-build.mjs';

/** Starts the floor server on 127.0.0.1:`port` over `databaseUrl` (the app's bench database, seeded) and loads it. */
export async function benchDbFloor({ databaseUrl, port, load, stop }) {
  const child = spawn(process.execPath, ['scripts/bench-baseline/fastify-pg-notes.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitHealthy(`http://127.0.0.1:${port}/`, child);
    return { path: 'bare Fastify + pg: notes list, one query', ...(await load(`http://127.0.0.1:${port}/`)) };
  } finally {
    await stop(child);
  }
}

/** The floor beside the hello baseline, and each PostgreSQL endpoint as a share of the floor. */
export function printFloor(floor, bare, results) {
  if (!floor) return;
  console.log(
    `\nDatabase floor (PostgreSQL): ${floor.path}: ${floor.rps} req/s, p50 ${floor.p50} ms, p99 ${floor.p99} ms; ${(floor.rps / bare.rps).toFixed(3)} of bare Fastify hello`,
  );
  for (const r of results) console.log(`  ${r.path.padEnd(47)} ${(r.rps / floor.rps).toFixed(2)} of the floor`);
}
