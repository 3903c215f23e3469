// Playwright's web server (apps/web/playwright.config.ts): builds apps/web when dist is missing or older
// than its sources, then runs the real server on port 3100 with a fresh, seeded, throw-away data dir.
// Churches answer at http://<slug>.localhost:3100 (Chromium resolves *.localhost to loopback).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { startFakeAddressService } from './lib/fake-address-service.mjs';
import { ensureWebBuild, root } from './lib/web-build.mjs';
import { e2eDataDir } from './lib/e2e-data-dir.mjs';

const PORT = process.env.E2E_PORT ?? '3100';

ensureWebBuild();

// The address services (postcode lookups, states) answered by a fake on loopback, as in the server tests.
const addressService = await startFakeAddressService();

// Named by the port (each run picks a free one), so the tests can read the mail the server wrote to its outbox
// (e2e/support/outbox.ts): emptied at start, removed on exit.
const dataDir = e2eDataDir(PORT);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
const env = {
  ...process.env,
  PORT,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  JWT_SECRET: 'e2e-only-secret-e2e-only-secret-e2e-only',
  PUBLIC_URL: `http://{church}.localhost:${PORT}`,
  // Each browser test presents its own client address (e2e/support/test.ts), as real visitors do.
  TRUST_PROXY: 'true',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Uploads are processed at the web process's own priority here: the journeys check what processing produces,
  // not that it yields the CPU (the media bench does), and ffmpeg niced behind two Chromium workers on two cores
  // waited a minute for a two-second clip.
  MEDIA_NICE: process.env.MEDIA_NICE ?? '0',
  POSTCODE_BR_URL: addressService.urls.brazil,
  POSTCODE_URL: addressService.urls.postcode,
  COUNTRY_STATES_URL: addressService.urls.states,
  COUNTRY_STATES_API_KEY: addressService.urls.statesApiKey,
};
// A fresh embedded database every run, unless a dedicated (empty) PostgreSQL is named for e2e; in-memory limits
// and realtime unless E2E_REDIS_URL (a REDIS_URL meant for the server suite, as .ci/run sets, would carry abuse
// counters over from an earlier run).
delete env.DATABASE_URL;
if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
delete env.REDIS_URL;
if (process.env.E2E_REDIS_URL) env.REDIS_URL = process.env.E2E_REDIS_URL;

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { cwd: root, stdio: 'inherit', env });

function cleanUp() {
  void addressService.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
