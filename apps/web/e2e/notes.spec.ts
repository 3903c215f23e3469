import { MESSAGES } from '@congrega/contract/messages';
import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { logIn } from './support/login.ts';

/**
 * Sermon notes end to end (spec sections 2, 3, 4, 5, 8): write, edit (kept across a reload, with the
 * last-changed date and hour), delete; an untitled note cannot be left; a note left empty is deleted.
 */
test.use({ locale: 'pt-BR' });
// Cold page loads in fresh contexts (and, for notes, a 1 s autosave pause plus the request) can take
// longer than the default on a busy CI machine; waiting longer costs nothing when things are fast.
const expect = baseExpect.configure({ timeout: 15_000 });
// Each test logs in and waits for real autosaves (1 s pause in typing, then the request).
test.describe.configure({ timeout: 60_000 });

const MEMBER = { email: 'membro@videira.demo', password: 'Demo@1234' };
const TITLE_NEEDED = MESSAGES['pt-BR']['validation.noteTitle'];
/** "Salvo. Última alteração em 21 de nov. de 2026, 14:05." : a date and an hour. */
const SAVED = /Salvo\. Última alteração em .+\d{1,2}:\d{2}/;

const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
const noteItem = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /Salv|salv|título|conteúdo/ });

test.beforeEach(async ({ page }) => {
  await logIn(page, MEMBER);
});

/** Writes a new note through the editor and waits until autosave has created it; returns its path. */
async function writeNote(page: Page, title: string, text: string): Promise<string> {
  await page.goto('/user/notes/new');
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Anotação').fill(text);
  await expect(page).toHaveURL(/\/user\/notes\/\d+$/);
  await expect(status(page)).toHaveText(SAVED);
  return new URL(page.url()).pathname;
}

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
  // With the date and hour of the last change; most recently changed first.
  await expect(noteItem(page, title).locator('time')).toHaveText(/\d{1,2}:\d{2}/);
  const changed = await page
    .getByRole('article')
    .locator('time')
    .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
  expect(changed).toEqual([...changed].sort().reverse());

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
  await writeNote(page, title, 'Conteúdo provisório');

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

test('a failed deletion is explained in a modal and the note stays', async ({ page }) => {
  const title = `Não apagar ${unique()}`;
  await writeNote(page, title, 'Esta anotação deve sobreviver a uma falha.');
  await page.getByRole('link', { name: 'Excluir anotação' }).click();
  await page.route(/\/api\/v1\/nota-sermao\/\d+$/, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 503, json: { code: 'INTERNAL_ERROR', message: 'x' } })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Excluir', exact: true }).click();
  const modal = page.getByRole('alertdialog');
  await expect(modal).toContainText('Não foi possível excluir a anotação');
  await expect(modal.getByRole('button', { name: 'Tentar novamente' })).toBeFocused();
  await modal.getByRole('button', { name: 'Agora não' }).click();
  await expect(modal).toBeHidden();
  await page.unroute(/\/api\/v1\/nota-sermao\/\d+$/);
  await page.goto('/user/notes');
  await expect(noteItem(page, title)).toBeVisible();

  // Tidy up: this time the deletion goes through.
  await noteItem(page, title).getByRole('link').click();
  await page.getByRole('link', { name: 'Excluir anotação' }).click();
  await page.getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(page.getByText('Anotação excluída.')).toBeVisible();
});
