import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * The scale tier's browser journeys (scripts/scale-tier.mjs starts nginx, two production copies, PgBouncer and
 * Redis, then runs this with E2E_PORT = the proxy's port): a few existing journeys through the proxy (log in and a
 * reload on the refresh cookie, logout ending the session, a Pix payment confirmed live), then the fault journey of
 * e2e-scale/ (two browsers on two copies in the live chat, one copy killed). No web server of its own.
 */
const PHONE = base.projects!.find((p) => p.name === 'phone')!.use!;

export default defineConfig({
  ...base,
  webServer: undefined,
  reporter: 'list',
  // One browser at a time and a longer wait per expectation: the tier runs five server-side processes beside
  // Chromium on a machine that may be shared; the journeys themselves are unchanged.
  workers: 1,
  expect: { timeout: 15_000 },
  projects: [
    {
      name: 'journeys',
      testDir: './e2e',
      testMatch: ['access.spec.ts', 'account.spec.ts', 'payments.spec.ts'],
      grep: /a guest opening \/user logs in|a member edits the registration data|logout ends the session everywhere|a Pix payment shows its QR/,
      use: PHONE,
    },
    { name: 'fault', testDir: './e2e-scale', dependencies: ['journeys'], use: PHONE },
  ],
});
