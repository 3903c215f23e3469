import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { loginViaUi } from './support/login.ts';
import { picture } from './support/pictures.ts';

/**
 * Offline reload of a member (issue 7): the app shell comes from the service worker's precache, the page from
 * its cache, the member from this tab's session snapshot and the pages already visited from the query data
 * kept in this tab's session storage (personal answers are never put in the worker's shared caches).
 */
test.use({ locale: 'pt-BR' });

const OFFLINE = 'Você está sem internet...';

test(
  'a member reloading while offline stays logged in and sees the pages already visited',
  { tag: '@offline' },
  async ({ page, context }) => {
    await loginViaUi(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await page.goto('/user/data');
    await expect(page.getByRole('heading', { name: 'Meus dados' })).toBeVisible();
    await expect(page.getByText('membro@videira.demo').first()).toBeVisible();
    // The page's data is in this tab's copy of the query cache (written shortly after each answer).
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('congrega.queries') ?? '')).toContain('"custom-fields"');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(OFFLINE)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Meus dados' })).toBeVisible();
    await expect(page.getByText('membro@videira.demo').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Conta de Maria' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar' })).toHaveCount(0);
    await expect(page.getByText(/Ocorreu um erro/)).toHaveCount(0);
    // The member's answers came from this tab's own copy: the worker's shared caches hold none of them.
    const personalInWorkerCaches = await page.evaluate(async () => {
      const found: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) {
          if (/^\/api\/v1\/(me$|user\/|usuario\/|security\/)/.test(new URL(request.url).pathname)) found.push(request.url);
        }
      }
      return found;
    });
    expect(personalInWorkerCaches).toEqual([]);

    // Back online, the session is checked with the server (tried again while the first calls still fail) and
    // carries on, on the same page: a reload then shows the page and the member, never the error page.
    const checked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/me' && r.ok());
    await context.setOffline(false);
    await expect(page.getByText(OFFLINE)).toBeHidden();
    await checked;
    await expect(page).toHaveURL(/\/user\/data$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Meus dados' })).toBeVisible();
    await expect(page.getByText('membro@videira.demo').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Conta de Maria' })).toBeVisible();
    await expect(page).toHaveURL(/\/user\/data$/);
  },
);

test(
  'a page never opened on this device says offline that it is not available offline, and opens once back online',
  { tag: '@offline' },
  async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

    await context.setOffline(true);
    // Within the app (a full page load of a page never opened is the browser's own offline page).
    await page.evaluate(() => {
      history.pushState(null, '', '/devotionals');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/devotionals$/);
    await expect(page.getByText(OFFLINE)).toBeVisible();
    await expect(page.getByText('Indisponível sem internet')).toBeVisible();
    await expect(page.locator('.skeleton-row')).toHaveCount(0);
    await picture(page, 'offline-unvisited');

    await context.setOffline(false);
    await expect(page.getByText(OFFLINE)).toBeHidden();
    await expect(page.getByText('Indisponível sem internet')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.content-card, .content-list li, article').first()).toBeVisible();
  },
);
