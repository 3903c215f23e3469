import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with the repo scripts (no type declarations)
import { chromiumPath } from '../../scripts/lib/chromium.mjs';

/**
 * End-to-end tests against the production build and the real server with the demo seed
 * (scripts/e2e-server.mjs). Debian's Chromium, never a downloaded browser.
 *
 * Every test runs on the phone (360 px: projects `phone-long`, the longest files, and `phone`); the desktop project
 * (1280 px) runs only the tests tagged `@layout`: those that check what the width changes (the menu, fitting the
 * viewport, layout shifts, the desktop pictures).
 * Two workers, one spec file each at a time: tests that change shared demo data use their own accounts
 * (createAccount) or data, so two files never step on each other.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const PHONE = { ...devices['Pixel 5'], viewport: { width: 360, height: 780 }, browserName: 'chromium' as const };
const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, browserName: 'chromium' as const };
// Every admin-*.spec.ts is a console journey (run after the member tiers: they change shared demo data).
const CONSOLE_SPEC = /(^|\/)admin-[a-z-]+\.spec\.ts$/;
// The longest member files, started first (projects are queued in the order listed, a project's files by name): two
// workers then end the member tiers together instead of one waiting minutes for the other's last long file before
// the console tier may start. Their tests never ask for the project's name.
const LONG_SPEC = /(^|\/)(screens|shell|live)\.spec\.ts$/;
// The same for the console tier: its longest journeys (an upload processed by ffmpeg each) first.
const CONSOLE_LONG_SPEC = /(^|\/)admin-(podcast|media)\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  outputDir: '../../test-results',
  use: {
    baseURL: `http://videira.localhost:${PORT}`,
    headless: true,
    // A member of a Brazilian church on its clock (the demo churches' zone); dates.spec.ts tries other zones.
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    // Only the journeys tagged `@offline` install the service worker (support/test.ts).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: (chromiumPath() as string | undefined) ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'phone-long', testMatch: LONG_SPEC, use: PHONE },
    { name: 'desktop', grep: /@layout/, testIgnore: CONSOLE_SPEC, use: DESKTOP },
    { name: 'phone', testIgnore: [CONSOLE_SPEC, LONG_SPEC], use: PHONE },
    // The staff console journey changes videira's shared settings (colour, menu, banners, grants): it runs after
    // every member test has finished, so no member screen sees its changes midway; it checks each console screen
    // at 360 and at 1280 px itself (one run, the viewport resized).
    { name: 'console-long', testMatch: CONSOLE_LONG_SPEC, dependencies: ['phone-long', 'desktop', 'phone'], use: PHONE },
    {
      name: 'console',
      testMatch: CONSOLE_SPEC,
      testIgnore: CONSOLE_LONG_SPEC,
      dependencies: ['phone-long', 'desktop', 'phone'],
      use: PHONE,
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/healthz`,
    // Never a server that happens to listen on the port: `npm test` picks a free port (E2E_PORT) for its own.
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
