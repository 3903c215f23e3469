// Starting the app (and waiting for it) the same way in every benchmark script.
import { spawn } from 'node:child_process';
import { root } from './web-build.mjs';

/** Polls `url` until it answers 2xx; fails early when the server process exits. */
export async function waitHealthy(url, child, timeoutMs = 120_000) {
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

/**
 * The built app in production mode on 127.0.0.1:`port`, demo data seeded; PGlite in `dataDir` unless `databaseUrl`.
 * `nodeArgs`: flags for the server's node (`--cpu-prof`: NODE_OPTIONS refuses it).
 */
export function startBenchApp({ port, dataDir, databaseUrl, stdout = 'ignore', nodeArgs = [] }) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  return spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', stdout, 'inherit'],
  });
}
