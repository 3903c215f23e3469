import { expect as baseExpect } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { logIn } from './support/login.ts';
import { picture } from './support/pictures.ts';

/**
 * Bible reader, reading plans and praise songs on a phone (issue 14): a chapter read once opens offline in a new
 * tab (the service worker's Bible cache) and so does the next one once visited; a member starts a plan and marks
 * two days; a song is transposed up two half steps and zoomed.
 */
test.use({ locale: 'pt-BR' });
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

/** Screenshots of the main screens, kept in the test's output folder (test-results/) for a look. */

test('John 3, then John 4, read again offline in a new tab', { tag: '@offline' }, async ({ page, context }) => {
  await page.goto('/bible?book=JHN&chapter=3');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'João 3' })).toBeVisible();
  await expect(page.locator('#v16')).toContainText('For God so loved the world');
  await expect(page.getByText(/tradução em português de domínio público/)).toBeVisible();
  await expectNoAxeViolations(page, 'bible reader');
  await picture(page, 'bible', { fullPage: false });

  await page.getByRole('link', { name: 'João 4 →' }).click();
  await expect(page.getByRole('heading', { name: 'João 4' })).toBeVisible();
  await expect(page.locator('#v1')).toContainText('When therefore the Lord knew');
  // Chapter load time: from the network (first read) and from the worker's cache (read again).
  const timing = (chapter: number) =>
    page.evaluate(
      (c) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith(`/api/v1/biblia/kjv/JHN/${c}`))
          .map((e) => Math.round(e.duration)),
      chapter,
    );
  test.info().annotations.push({ type: 'JHN 4 from the network (ms)', description: String(await timing(4)) });

  await context.setOffline(true);
  const offline = await context.newPage();
  await offline.goto('/bible?book=JHN&chapter=3');
  await expect(offline.getByText('Você está sem internet...')).toBeVisible();
  await expect(offline.getByRole('heading', { name: 'João 3' })).toBeVisible();
  await expect(offline.locator('#v16')).toContainText('For God so loved the world');
  await offline.getByRole('link', { name: 'João 4 →' }).click();
  await expect(offline.getByRole('heading', { name: 'João 4' })).toBeVisible();
  await expect(offline.locator('#v54')).toContainText('second miracle');
  const cached = await offline.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('/api/v1/biblia/kjv/JHN/4'))
      .map((e) => Math.round(e.duration)),
  );
  test.info().annotations.push({ type: 'JHN 4 from the worker cache, offline (ms)', description: String(cached) });
  // Not visited: offline it says the chapter is not available without internet (no endless skeleton, no empty page).
  await offline.getByRole('link', { name: 'João 5 →' }).click();
  await expect(offline.getByRole('heading', { name: 'João 5' })).toBeVisible();
  await expect(offline.getByText('Indisponível sem internet')).toBeVisible();
  await context.setOffline(false);
});

test('a member starts a reading plan and marks two days read', async ({ page }) => {
  await logIn(page);
  await page.goto('/reading-plans');
  await expect(page.getByRole('heading', { name: 'Planos de leitura', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'reading plans');
  await page.getByRole('link', { name: 'O Evangelho de João em 7 dias' }).click();
  await page.getByRole('button', { name: 'Começar este plano' }).click();
  await expect(page.getByText('0 de 7 dias lidos')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Dia 1 lido' }).check();
  await expect(page.getByText('1 de 7 dias lidos')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Dia 2 lido' }).check();
  await expect(page.getByText('2 de 7 dias lidos')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Dia 2 lido' })).toBeChecked();
  await picture(page, 'plan', { fullPage: false });
  await expectNoAxeViolations(page, 'reading plan');

  await page.goto('/reading-plans?tab=mine');
  await expect(page.getByRole('link', { name: 'Meus planos' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'O Evangelho de João em 7 dias' })).toBeVisible();
  // The demo member is halfway through the 30-day plan.
  await expect(page.getByText('15 de 30 dias lidos')).toBeVisible();
  await picture(page, 'my-plans', { fullPage: false });

  // Leave the plan again (delete, then its confirmation screen).
  await page.getByRole('link', { name: 'O Evangelho de João em 7 dias' }).click();
  await page.getByRole('link', { name: 'Excluir' }).click();
  await expect(page).toHaveURL(/\/reading-plans\/[0-9a-f-]+\/delete$/);
  await page.getByRole('button', { name: 'Excluir' }).click();
  await expect(page).toHaveURL(/\/delete\/confirm$/);
  await expect(page.getByRole('heading', { name: 'Plano excluído' })).toBeVisible();
  // A reload of this tab still reports the deletion it did; the same address opened anew (typed, shared) claims
  // nothing: the member is shown their plans.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Plano excluído' })).toBeVisible();
  const confirmUrl = page.url();
  await page.goto('/reading-plans');
  await page.goto(confirmUrl);
  await expect(page).toHaveURL(/\/reading-plans\?tab=mine$/);
  await expect(page.getByRole('heading', { name: 'Planos de leitura', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plano excluído' })).toHaveCount(0);
  await page.goto(confirmUrl.replace('/reading-plans/', '/embed/reading-plans/'));
  await expect(page).toHaveURL(/\/embed\/reading-plans\?tab=mine$/);
  await expect(page.getByRole('heading', { name: 'Plano excluído' })).toHaveCount(0);
});

test('a song is transposed up two half steps and zoomed in', async ({ page }) => {
  await page.goto('/praise');
  await page.getByRole('searchbox', { name: /Buscar por título/ }).fill('lutero');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('link', { name: 'Castelo Forte' }).click();
  await expect(page.getByRole('heading', { name: 'Castelo Forte' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cifra' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Tom: C')).toBeVisible();
  const firstChord = page.locator('.praise-chord:not(.is-empty)').first();
  await expect(firstChord).toHaveText('C');

  await page.getByRole('button', { name: 'Meio tom acima' }).click();
  await expect(page.getByText('Tom: Db')).toBeVisible();
  await page.getByRole('button', { name: 'Meio tom acima' }).click();
  await expect(page.getByText('Tom: D')).toBeVisible();
  await expect(firstChord).toHaveText('D');

  await page.getByRole('button', { name: 'Aumentar o texto' }).click();
  await expect(page.locator('.praise-body')).toHaveAttribute('data-zoom', '1.03');
  await expect(page.getByText('103%')).toBeVisible();
  await expectNoAxeViolations(page, 'praise view');
  await picture(page, 'praise', { fullPage: false });

  await page.getByRole('button', { name: 'Tom original' }).click();
  await expect(page.getByText('Tom: C')).toBeVisible();
});
