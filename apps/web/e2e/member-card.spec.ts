import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { createAccount } from './account-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { logIn, loginViaUi } from './support/login.ts';
import { picture } from './support/pictures.ts';

/**
 * Profile picture and member card (issue 16): a fresh member sets a picture the header shows at once and removes it;
 * the demo member (who has a card in the seed) opens the card, its A4 print page under print media, and still sees
 * the card after an offline reload that has lost this tab's query copy (the card's own local copy).
 */
test.use({ locale: 'pt-BR' });

const PHOTO = path.join(import.meta.dirname, 'fixtures', 'prayer-photo.png');

test('a member sets a profile picture, sees it in the header and removes it', async ({ page }) => {
  test.slow(); // registration hashes a password; axe runs
  await createAccount(page, { loggedIn: true, nome: 'Lídia', sobrenome: 'Tiatira' });
  await page.goto('/user');
  await expect(page.getByRole('heading', { name: 'Minha conta' })).toBeVisible();
  const trigger = page.getByRole('button', { name: 'Conta de Lídia' });
  await expect(trigger.locator('img')).toHaveCount(0);

  await page.getByLabel('Adicionar foto').setInputFiles(PHOTO);
  await expect(page.getByRole('status').filter({ hasText: 'Foto atualizada.' })).toBeAttached();
  await expect(page.getByRole('img', { name: 'Foto de perfil' })).toHaveAttribute(
    'src',
    /^\/media\/uploads\/profile\/[0-9a-f-]{36}\.webp$/,
  );
  await expect(trigger.locator('img')).toHaveAttribute('src', /^\/media\/uploads\/profile\//);
  await expect(page.getByLabel('Trocar foto')).toBeAttached();
  await expectNoAxeViolations(page, '/user with a profile picture');
  await picture(page, 'profile-picture');

  await page.getByRole('button', { name: 'Remover foto' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remover a foto de perfil?' });
  await dialog.getByRole('button', { name: 'Remover foto' }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger.locator('img')).toHaveCount(0);
  await expect(page.getByLabel('Adicionar foto')).toBeAttached();
});

test('the member opens the card, prints it on A4 and still sees it offline', { tag: '@offline' }, async ({ page, context }) => {
  await loginViaUi(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto('/user');
  await page.getByRole('link', { name: 'Carteirinha de membro' }).click();
  await expect(page.getByRole('heading', { name: 'Carteirinha de membro' })).toBeVisible();
  const front = page.getByRole('article', { name: 'Frente da carteirinha' });
  await expect(front).toContainText('Maria');
  await expect(front).toContainText('2024-0142');
  await expect(front).toContainText('Líder de louvor');
  const back = page.getByRole('article', { name: 'Verso da carteirinha' });
  await expect(back).toContainText('Pr. Samuel Andrade');
  await expect(back.getByRole('img', { name: 'Código QR de verificação da carteirinha' })).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml;base64,/,
  );
  await expectNoAxeViolations(page, '/user/member-card');
  await picture(page, 'member-card');

  // The A4 print page: on paper only the card prints (header, buttons and texts of the page are hidden).
  await page.getByRole('link', { name: 'Imprimir em folha A4' }).click();
  await expect(page).toHaveURL(/\/user\/member-card\/print\?format=a4$/);
  await expect(page.getByRole('button', { name: 'Imprimir em folha A4' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimir em folha A4' })).toBeHidden();
  await expect(page.getByRole('article', { name: 'Frente da carteirinha' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Verso da carteirinha' })).toBeVisible();
  const width = await page.getByRole('article', { name: 'Frente da carteirinha' }).evaluate((el) => el.getBoundingClientRect().width);
  expect(Math.round(width)).toBe(Math.round((85.6 / 25.4) * 96)); // real card width: 85.6 mm at 96 px per inch
  await picture(page, 'member-card-print');
  await page.emulateMedia({ media: 'screen' });

  // Offline, with this tab's query copy gone: the card comes back from its own local copy.
  await page.goto('/user/member-card');
  await expect(page.getByRole('article', { name: 'Frente da carteirinha' })).toContainText('2024-0142');
  await page.evaluate(() => sessionStorage.removeItem('congrega.queries'));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Você está sem internet: esta é a última carteirinha aberta neste aparelho.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Frente da carteirinha' })).toContainText('2024-0142');
  await context.setOffline(false);
});

test('the member sees the churches to move to and an external app the church has not set up', async ({ page }) => {
  await logIn(page);
  await page.goto('/user');
  await page.getByRole('link', { name: 'Trocar de igreja' }).click();
  await expect(page.getByRole('heading', { name: 'Trocar de igreja' })).toBeVisible();
  await expect(page.getByText('Sua igreja vinculada agora: Igreja Videira.')).toBeVisible();
  const current = page.getByRole('listitem').filter({ hasText: 'Você está aqui' });
  await expect(current).toContainText('Igreja Videira');
  await expect(current.getByRole('button')).toHaveCount(0);
  const other = page.getByRole('button', { name: /^Escolher / }).first();
  await other.click();
  const dialog = page.getByRole('alertdialog', { name: /^Mudar para / });
  await expect(dialog.getByRole('button', { name: 'Mudar de igreja' })).toBeVisible();
  await expectNoAxeViolations(page, '/user/church with the confirmation');
  await picture(page, 'user-church');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/third-parts/mykids');
  await expect(page.getByRole('heading', { name: 'MyKids' })).toBeVisible();
  await expect(page.getByText('MyKids ainda não está disponível')).toBeVisible();
  await expectNoAxeViolations(page, '/third-parts/mykids not configured');
  await picture(page, 'third-parts');
});
