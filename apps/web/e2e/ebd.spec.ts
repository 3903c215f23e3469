import { expect as baseExpect, type Locator, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { logIn } from './support/login.ts';
import { test } from './support/test.ts';
import { picture } from './support/pictures.ts';

/**
 * Sunday school and ministries on a phone (issue #13): a visitor opens Sunday school from the menu, the current
 * quarter and a lesson; opens a ministry and taps through to a project; a member opens the quarter from its
 * notification (the notification names it by id, the address then shows its slug).
 */
test.use({ locale: 'pt-BR' });
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const phoneOnly = (testInfo: TestInfo) => test.skip(testInfo.project.name !== 'phone', 'one journey, on the phone');
/** Every link or summary in `scope` is at least 44 px tall (a touch target). */
async function expectTouchTargets(scope: Locator) {
  for (const target of await scope.all()) expect((await target.boundingBox())!.height, await target.innerText()).toBeGreaterThanOrEqual(44);
}

test('a visitor opens Sunday school from the menu, the current quarter and a lesson', async ({ page }, testInfo) => {
  phoneOnly(testInfo);
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Escola Bíblica' }).click();

  await expect(page).toHaveURL(/\/ebds$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Escola Bíblica' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText(/trimestre de \d{4}/);
  await page.getByRole('link', { name: 'O Fruto do Espírito' }).click();

  await expect(page).toHaveURL(/\/ebds\/frutos-do-espirito-\d{4}-t[1-4]$/);
  await expect(page.getByRole('heading', { level: 1, name: 'O Fruto do Espírito' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Turmas' })).toBeVisible();
  await expect(page.locator('.ebd-classes li')).toHaveCount(3);
  await expect(page.locator('.ebd-lesson')).toHaveCount(13);
  // This (or the coming) Sunday's lesson is marked and open, its key text linked into the Bible reader.
  const current = page.locator('.ebd-lesson[aria-current="date"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('Lição desta semana');
  await expect(current.locator('details')).toHaveAttribute('open', '');
  await expect(current.getByRole('link').first()).toHaveAttribute('href', /^\/bible\?book=/);
  // Another lesson opens on demand.
  const first = page.locator('.ebd-lesson').first();
  await first.locator('summary').click();
  await expect(first.getByText('O fruto é um só')).toBeVisible();
  await expectTouchTargets(page.locator('.ebd-lesson summary'));
  await expectNoAxeViolations(page, 'Sunday-school quarter');
  await picture(page, 'quarter');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await first.getByRole('link', { name: 'Gl 5:22-23' }).click();
  await expect(page).toHaveURL(/\/bible\?book=GAL&chapter=5&verse=22/);
});

test('a visitor opens a ministry and taps through to one of its projects', async ({ page }, testInfo) => {
  phoneOnly(testInfo);
  await page.goto('/ministries');
  await page.getByRole('link', { name: 'Ação Social' }).click();
  await expect(page).toHaveURL(/\/ministries\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ação Social' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'E-mail: social@videira.example' })).toHaveAttribute('href', 'mailto:social@videira.example');
  await expectTouchTargets(page.locator('.ministry-links a, .ministry-projects a'));
  await expectNoAxeViolations(page, 'ministry');
  await picture(page, 'ministry');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('link', { name: 'Sopão de Inverno' }).click();
  await expect(page).toHaveURL(/\/ministries\/\d+\/projects\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sopão de Inverno' })).toBeVisible();
  await expect(page.getByText('1250 de 2000')).toBeVisible();
  await page.getByRole('link', { name: 'Voltar ao ministério' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ação Social' })).toBeVisible();
});

test('a member opens the quarter from its notification; the address shows its slug', async ({ page }, testInfo) => {
  phoneOnly(testInfo);
  await logIn(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Notificações' }).click();
  await page
    .getByRole('region', { name: 'Notificações' })
    .getByRole('button', { name: /Escola Bíblica Dominical/ })
    .click();
  await expect(page).toHaveURL(/\/ebds\/frutos-do-espirito-\d{4}-t[1-4]$/);
  await expect(page.getByRole('heading', { level: 1, name: 'O Fruto do Espírito' })).toBeVisible();
});
