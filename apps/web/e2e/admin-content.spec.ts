import { expect as baseExpect } from '@playwright/test';
import path from 'node:path';
import { checked, CONSOLE, DEMO_PASSWORD, logInConsole, openArea, SITE, toast } from './support/console.ts';
import { logIn } from './support/login.ts';
import { test } from './support/test.ts';

/**
 * Content authoring end to end (issue 33): the demo content editor (README "Demo logins", no second factor) writes a
 * devotional in the console with a cover (uploaded, described, its focal point moved with the keyboard), saves the
 * draft, sees the preview, publishes it; the member site lists it on /devotionals at once and a member finds it in
 * the notifications menu.
 */
test.use({ locale: 'pt-BR' });
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const EDITOR = { email: 'conteudo@videira.demo', password: DEMO_PASSWORD };
const PHOTO = path.join(import.meta.dirname, 'fixtures', 'prayer-photo.png');

test('the content editor writes a devotional with a cover, publishes it, and members see it and are notified', async ({ page }) => {
  const title = `Confie no Senhor ${Date.now().toString(36)}`;
  await logInConsole(page, EDITOR);
  await openArea(page, 'Conteúdo');
  await expect(page.getByRole('link', { name: 'Devocionais' })).toHaveAttribute('aria-current', 'page');
  await checked(page, 'content-list');

  await page.getByRole('link', { name: 'Escrever devocional' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Escrever devocional' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Título/ }).fill(title);
  await page.getByRole('textbox', { name: /^Resumo/ }).fill('Entrega o teu caminho ao Senhor.');
  await page.getByRole('textbox', { name: /^Passagem bíblica/ }).fill('Salmos 37.5');
  const text = page.getByRole('textbox', { name: /^Texto/ });
  await text.click();
  await page.keyboard.type('Confia nele, e o mais ele fará.');
  await page.getByLabel('Imagem de capa').setInputFiles(PHOTO);
  await expect(page.getByText('Imagem enviada.')).toBeAttached();
  await page.getByRole('textbox', { name: /^Descreva a imagem/ }).fill('Um caminho entre montanhas ao amanhecer');
  const horizontal = page.getByRole('slider', { name: 'Posição horizontal' });
  await horizontal.focus();
  await page.keyboard.press('ArrowRight');
  await expect(horizontal).toHaveValue('51');
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await toast(page, 'Rascunho salvo.');
  await expect(page.getByRole('heading', { level: 1, name: 'Devocional' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^${CONSOLE}/pt-BR/videira/content/devotionals/\\d+$`));
  const preview = page.getByRole('region', { name: 'Prévia' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Um caminho entre montanhas ao amanhecer' })).toHaveCSS('object-position', '51% 50%');
  await checked(page, 'content-editor');

  await page.getByRole('button', { name: 'Publicar agora' }).click();
  await toast(page, 'Publicado. Os membros foram notificados.');
  await expect(page.getByRole('region', { name: 'Publicação' }).getByText('Publicado', { exact: true })).toBeVisible();

  // The member site shows it at once, and a member finds it in the notifications menu.
  const site = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 360, height: 780 }, locale: 'pt-BR' });
  const member = await site.newPage();
  await member.goto(`${SITE}/devotionals`);
  await expect(member.getByRole('link', { name: title })).toBeVisible();
  await logIn(member);
  await member.goto(`${SITE}/`);
  await member.getByRole('button', { name: 'Notificações' }).click();
  const panel = member.getByRole('region', { name: 'Notificações' });
  await panel.getByRole('button', { name: new RegExp(title) }).click();
  // Opened by id (the notification), the address then shows the devotional's slug.
  await expect(member).toHaveURL(/\/devotionals\/[a-z0-9-]*[a-z][a-z0-9-]*$/);
  await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(member.getByRole('img', { name: 'Um caminho entre montanhas ao amanhecer' })).toBeVisible();
  await site.close();
});
