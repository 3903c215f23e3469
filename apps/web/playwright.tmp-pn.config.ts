// TEMPORARY (prayer/notes helper's local run against its dev server; deleted afterwards).
import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: './e2e',
  testMatch: ['prayer.spec.ts', 'notes.spec.ts'],
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'line',
  use: { baseURL: 'http://videira.localhost:3177', launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] } },
});
