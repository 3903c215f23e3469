import { expect as baseExpect, type TestInfo } from '@playwright/test';
import { createAccount } from './account-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { picture } from './support/pictures.ts';
import { test } from './support/test.ts';

/**
 * The prayer wall live (issue 34): a member posts a request; a visitor has its page open and another the wall; the
 * member prays and sends a supportive message, and both visitors' screens show the new count (and the message)
 * without reload.
 */
test.use({ locale: 'pt-BR' });
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const phoneOnly = (testInfo: TestInfo) => test.skip(testInfo.project.name !== 'phone', 'one journey, on the phone');

test('a second browser sees the pray count rise and the new message without reload', async ({ page, browser }, testInfo) => {
  phoneOnly(testInfo);
  const text = `Ao vivo ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}: pela cirurgia do meu pai.`;
  await createAccount(page, { loggedIn: true, nome: 'Rita', sobrenome: 'Mural' });
  await page.goto('/prayer/new');
  await page.getByLabel('Seu pedido').fill(text);
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido enviado' })).toBeVisible();
  await page.goto('/prayer');
  await page.getByRole('article').filter({ hasText: text }).getByRole('link').click();
  await expect(page).toHaveURL(/\/prayer\/[0-9a-f-]{36}$/);
  const path = new URL(page.url()).pathname;

  // Two visitors: one on the request's page, one on the wall (marked, to prove neither reloads).
  const visitors = await browser.newContext({ locale: 'pt-BR', viewport: { width: 360, height: 780 } });
  const reader = await visitors.newPage();
  await reader.goto(path);
  const readerCount = reader.getByRole('button', { name: 'Orar por este pedido' });
  await expect(readerCount).toHaveAccessibleDescription('Nenhuma oração ainda');
  const wall = await visitors.newPage();
  await wall.goto('/prayer');
  const wallCard = wall.getByRole('article').filter({ hasText: text });
  await expect(wallCard.getByText('Nenhuma oração ainda')).toBeVisible();
  for (const p of [reader, wall]) await p.evaluate(() => Object.assign(window, { __noReload: true }));

  await page.getByRole('button', { name: 'Orar por este pedido' }).click();
  await expect(page.getByRole('button', { name: 'Você orou hoje' })).toHaveAccessibleDescription('1 oração');
  await expect(readerCount).toHaveAccessibleDescription('1 oração');
  await expect(wallCard.getByText('1 oração')).toBeVisible();

  await page.getByLabel('Sua mensagem de apoio').fill('Obrigada a todos que estão orando!');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByText('Mensagem enviada.')).toBeVisible();
  await expect(reader.getByRole('listitem').filter({ hasText: 'Obrigada a todos que estão orando!' })).toBeVisible();
  await expect(wallCard.getByText('1 mensagem')).toBeVisible();
  for (const p of [reader, wall]) expect(await p.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
  await expectNoAxeViolations(reader, 'prayer detail, live');
  await picture(reader, 'prayer-live-reader');
  await picture(wall, 'prayer-live-wall');
  await visitors.close();
});
