import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';

/**
 * Screens the server draws before the app's scripts run (apps/server plugins/web-first-paint.ts): the app takes
 * over without showing its loader or a skeleton in between, without moving anything, and (on the prayer wall)
 * without asking again for the page it was handed.
 */
test.use({ locale: 'en' });
// Cold loads of the production build up to network idle: slow on a busy machine, quick otherwise.
test.describe.configure({ timeout: 60_000 });

/** Records, from the first byte, whether #root ever went empty or showed the loader or a skeleton, and every layout shift. */
async function watchTakeOver(page: Page) {
  await page.addInitScript(() => {
    const seen = { states: [] as string[], shifts: [] as number[] };
    (window as unknown as { __takeOver: typeof seen }).__takeOver = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root')!;
      if (root.hasChildNodes()) seen.states.push('drawn');
      new MutationObserver(() => {
        if (!root.hasChildNodes()) seen.states.push('empty');
        if (root.querySelector('.spinner-ring')) seen.states.push('loader');
        if (root.querySelector('.skeleton-row')) seen.states.push('skeleton');
      }).observe(root, { childList: true, subtree: true });
    });
  });
}

async function takeOver(page: Page) {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { __takeOver: { states: string[]; shifts: number[] } }).__takeOver);
}

test('the prayer wall the server drew becomes the app’s wall without a loader, a shift or a second request @layout', async ({ page }) => {
  await watchTakeOver(page);
  const wallRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // The wall's live stream (counts and messages as they come) is the one call it makes: not a second read.
    if (pathname.startsWith('/api/v1/oracao/') && !pathname.endsWith('/ao-vivo')) wallRequests.push(request.url());
  });
  await page.goto('/prayer');
  await expect(page.getByRole('heading', { level: 1, name: 'Prayer wall' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New prayer request' })).toBeVisible();
  await expect(page.getByRole('link', { name: /'s request$/ }).first()).toBeVisible();
  const seen = await takeOver(page);
  expect(seen.states).toEqual(['drawn']);
  expect(seen.shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.05);
  expect(wallRequests).toEqual([]);
});

test('about us the server drew becomes the app’s screen without a loader or a shift @layout', async ({ page }) => {
  await watchTakeOver(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contact' })).toBeVisible();
  const seen = await takeOver(page);
  expect(seen.states).toEqual(['drawn']);
  expect(seen.shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.05);
});

test('church home the server drew becomes the app’s screen without a loader or a shift @layout', async ({ page }) => {
  await watchTakeOver(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get to know the church' })).toBeVisible();
  const seen = await takeOver(page);
  expect(seen.states).toEqual(['drawn']);
  expect(seen.shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.05);
});

/** Requests of the page to API paths matching `pattern`, from now on. */
function apiRequests(page: Page, pattern: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && pattern.test(pathname)) seen.push(pathname);
  });
  return seen;
}

test('the events list and an event the server drew become the app’s screens without a loader, a shift or a second request @layout', async ({
  page,
}) => {
  await watchTakeOver(page);
  const reads = apiRequests(page, /\/evento\//);
  await page.goto('/event');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  const first = page.getByRole('article').first().getByRole('link');
  await expect(first).toBeVisible();
  let seen = await takeOver(page);
  expect(seen.states).toEqual(['drawn']);
  expect(seen.shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.05);
  expect(reads).toEqual([]);

  // An event's page opened by its address (a shared link): drawn too, taken over the same way.
  const href = (await first.getAttribute('href'))!;
  const title = (await first.textContent())!;
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  seen = await takeOver(page);
  expect(seen.states).toEqual(['drawn']);
  expect(seen.shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.05);
  expect(reads).toEqual([]);
});

test('the devotionals the server drew become the app’s list without a loader, a shift or a second request @layout', async ({ page }) => {
  await watchTakeOver(page);
  const reads = apiRequests(page, /\/devocional/);
  await page.goto('/devotionals');
  await expect(page.getByRole('heading', { level: 1, name: 'Devotionals' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await expect(page.getByRole('article').first().getByRole('link')).toBeVisible();
  const seen = await takeOver(page);
  expect(seen.states).toEqual(['drawn']);
  expect(seen.shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.05);
  expect(reads).toEqual([]);
});
