// TEMPORARY (auth helper's local run against a dev server; deleted afterwards).
import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: './e2e',
  testMatch: ['access.spec.ts', 'account.spec.ts'],
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'line',
  outputDir: '/tmp/cg-pw-results',
  use: { baseURL: 'http://videira.localhost:5199', launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] } },
});
