import { createRequire } from 'node:module';
import { MESSAGES } from '@congrega/contract/messages';
import { expect, test, type Page } from '@playwright/test';

/**
 * Sermon notes end to end (spec sections 2, 3, 4, 5, 8): write, edit (kept across a reload, with the
 * last-changed date and hour), delete; an untitled note cannot be left; a note left empty is deleted.
 */
test.use({ locale: 'pt-BR' });

const MEMBER = { email: 'membro@videira.demo', password: 'Demo@1234' };
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TITLE_NEEDED = MESSAGES['pt-BR']['validation.noteTitle'];
/** "Salvo. Última alteração em 21 de nov. de 2026, 14:05." : a date and an hour. */
const SAVED = /Salvo\. Última alteração em .+\d{1,2}:\d{2}/;

async function login(page: Page, email: string, password: string) {
  await page.goto('/access');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).not.toHaveURL(/\/access/);
}

async function expectNoAxeViolations(page: Page, where: string) {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (c: Document) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }> } };
    return (await axe.run(document)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  });
  expect(violations, `axe violations on ${where}`).toEqual([]);
}

const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
const noteItem = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /Salv|salv|título|conteúdo/ });

test.beforeEach(async ({ page }) => {
  await login(page, MEMBER.email, MEMBER.password);
});

test('a member writes a note, edits it (kept after a reload, with the last change) and deletes it', async ({ page }) => {
  const title = `Culto de domingo ${unique()}`;
  await page.goto('/user/notes');
  await expect(page.getByRole('heading', { name: 'Minhas anotações' })).toBeVisible();
  await expectNoAxeViolations(page, 'notes list');
  await page.getByRole('link', { name: 'Nova anotação' }).click();
  await expect(page).toHaveURL(/\/user\/notes\/new$/);

  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Anotação').fill('Salmo 23: o Senhor é o meu pastor.');
  // Autosave creates the note and the editor moves to its address, caret still in the text.
  await expect(page).toHaveURL(/\/user\/notes\/\d+$/);
  await expect(status(page)).toHaveText(SAVED);
  await expect(page.getByLabel('Anotação')).toBeFocused();
  await expectNoAxeViolations(page, 'note editor');
  const notePath = new URL(page.url()).pathname;

  await page.getByLabel('Anotação').press('End');
  await page.getByLabel('Anotação').pressSequentially(' Nada me faltará.');
  await expect(status(page)).toHaveText(SAVED);
  await page.reload();
  await expect(page.getByLabel('Anotação')).toHaveValue('Salmo 23: o Senhor é o meu pastor. Nada me faltará.');
  await expect(page.getByLabel('Título')).toHaveValue(title);
  await expect(status(page)).toHaveText(SAVED);

  await page.getByRole('link', { name: 'Concluir' }).click();
  await expect(page).toHaveURL(/\/user\/notes$/);
  // Most recently changed first, with date and hour.
  await expect(page.getByRole('article').first()).toContainText(title);
  await expect(noteItem(page, title).locator('time')).toHaveText(/\d{1,2}:\d{2}/);

  await noteItem(page, title).getByRole('link').click();
  await expect(page).toHaveURL(notePath);
  await page.getByRole('link', { name: 'Excluir anotação' }).click();
  await expect(page).toHaveURL(`${notePath}/delete`);
  await page.getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/notes$/);
  await expect(page.getByText('Anotação excluída.')).toBeVisible();
  await expect(noteItem(page, title)).toHaveCount(0);
});

test('leaving a note without a title is blocked with the message until it gets one', async ({ page }) => {
  const title = `Estudo ${unique()}`;
  await page.goto('/user/notes/new');
  await page.getByLabel('Anotação').fill('Texto sem título ainda');
  await expect(status(page)).toHaveText(TITLE_NEEDED);

  await page.getByRole('link', { name: 'Voltar para minhas anotações' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(TITLE_NEEDED);
  await expect(page).toHaveURL(/\/user\/notes\/new$/);
  await dialog.getByRole('button', { name: 'Dar um título' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Título')).toBeFocused();
  await expect(page.getByLabel('Anotação')).toHaveValue('Texto sem título ainda');

  await page.getByLabel('Título').fill(title);
  await expect(status(page)).toHaveText(SAVED);
  await page.getByRole('link', { name: 'Concluir' }).click();
  await expect(page).toHaveURL(/\/user\/notes$/);
  await expect(noteItem(page, title)).toBeVisible();

  // Clean up through the empty-content rule.
  await noteItem(page, title).getByRole('link').click();
  await page.getByLabel('Anotação').fill('');
  await page.getByRole('link', { name: 'Concluir' }).click();
  await expect(page).toHaveURL(/\/user\/notes$/);
  await expect(noteItem(page, title)).toHaveCount(0);
});

test('leaving a note without content deletes it, and a new one is never created', async ({ page }) => {
  const title = `Anotação vazia ${unique()}`;
  await page.goto('/user/notes/new');
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Anotação').fill('Conteúdo provisório');
  await expect(page).toHaveURL(/\/user\/notes\/\d+$/);
  await expect(status(page)).toHaveText(SAVED);

  await page.getByLabel('Anotação').fill('');
  await expect(status(page)).toHaveText('Anotação sem conteúdo: ao sair, ela será excluída.');
  const deleted = page.waitForResponse((r) => /\/api\/v1\/nota-sermao\/\d+$/.test(r.url()) && r.request().method() === 'DELETE');
  await page.getByRole('link', { name: 'Concluir' }).click();
  expect((await deleted).status()).toBe(204);
  await expect(page).toHaveURL(/\/user\/notes$/);
  await expect(noteItem(page, title)).toHaveCount(0);

  // A new note with a title but no text is never created.
  const created: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/v1/nota-sermao/')) created.push(r.url());
  });
  await page.getByRole('link', { name: 'Nova anotação' }).click();
  await page.getByLabel('Título').fill(`${title} (nova)`);
  await page.getByRole('link', { name: 'Concluir' }).click();
  await expect(page).toHaveURL(/\/user\/notes$/);
  await expect(noteItem(page, `${title} (nova)`)).toHaveCount(0);
  expect(created).toEqual([]);
});
