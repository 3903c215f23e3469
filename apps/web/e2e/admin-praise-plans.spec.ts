import { expect as baseExpect, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { CONSOLE, checkedAtBothWidths, DEMO_PASSWORD, logInConsole, openArea, SITE, toast } from './support/console.ts';
import { logIn } from './support/login.ts';
import { test } from './support/test.ts';

/**
 * Worship songs and reading plans authored in the staff console (issue 33), end to end: videira's content editor
 * writes a song in a Brazilian cifra (chords above the words, `A7/9`, `C7(9)`, `G/B`), sees the live preview
 * transpose, uploads a score PDF, and builds a published 7-day reading plan from typed references; then a member
 * opens the song at /praise/{id}, transposes it and finds its score, and starts the plan, which the console's
 * statistics count. The song is deleted at the end (the plan stays, unpublished). axe and pictures at 360 and 1280 px.
 */
test.use({ locale: 'pt-BR' });
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const EDITOR = { email: 'conteudo@videira.demo', password: DEMO_PASSWORD };
const CIFRA = ['A7/9        C7(9)    G/B', 'Grande é o Senhor', '', 'D          A', 'Digno de louvor'].join('\n');
const WEEK = ['Gn 1-3; Sl 1', 'Gn 4-6', 'Gn 7-9', 'Mt 5', 'Mt 6', 'Mt 7', 'Sl 23'];

async function scorePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 200]);
  page.drawText('Partitura de teste', { x: 20, y: 150, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

const chordsIn = (page: Page, scope: string) => page.locator(`${scope} .praise-chord:not(.is-empty)`);

test('the content editor writes a song with cifra chords and a score PDF and a 7-day plan; a member transposes the song and starts the plan', async ({
  page,
  browser,
}) => {
  test.slow();
  const stamp = Date.now().toString(36).slice(-5);
  const songTitle = `Grande é o Senhor ${stamp}`;
  const planTitle = `Uma semana na Palavra ${stamp}`;

  baseExpect(await logInConsole(page, EDITOR)).toBe(false);

  // The song: a cifra typed with chords above the words, previewed as /praise/{id} draws it, transposed there.
  await openArea(page, 'Louvores');
  await checkedAtBothWidths(page, 'songs');
  await page.getByRole('link', { name: 'Novo louvor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novo louvor' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(songTitle);
  await page.getByRole('textbox', { name: 'Autor', exact: true }).fill('Ministério Videira');
  await page.getByRole('textbox', { name: 'Tom', exact: true }).fill('A');
  await page.getByRole('textbox', { name: 'Letra com cifra' }).fill(CIFRA);
  const preview = chordsIn(page, '[data-testid="song-preview"]');
  await expect(preview).toHaveText(['A7/9', 'C7(9)', 'G/B', 'D', 'A']);
  await page.getByRole('button', { name: 'Meio tom acima' }).click();
  await expect(page.getByTestId('song-preview-key')).toHaveText('Tom: Bb');
  await expect(preview.first()).toHaveText('Bb7/9');
  await page.getByRole('button', { name: 'Tom original' }).click();
  await expect(preview.first()).toHaveText('A7/9');
  await page
    .getByLabel('Adicionar partitura')
    .setInputFiles({ name: 'grande-e-o-senhor.pdf', mimeType: 'application/pdf', buffer: await scorePdf() });
  await expect(page.getByRole('textbox', { name: /^Nome mostrado aos membros \(PDF\)/ })).toHaveValue('grande-e-o-senhor');
  await checkedAtBothWidths(page, 'song-new');
  await page.getByRole('button', { name: 'Criar louvor' }).click();
  await toast(page, 'Louvor criado.');
  await expect(page).toHaveURL(/\/songs\/\d+$/);
  const songId = Number(/\/songs\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1, name: songTitle })).toBeVisible();

  // The plan: seven days typed as references, shown as members will read them, published.
  await openArea(page, 'Planos de leitura');
  await page.getByRole('link', { name: 'Novo plano' }).click();
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(planTitle);
  await page.getByRole('textbox', { name: 'Descrição', exact: true }).fill('Sete dias entre Gênesis, Mateus e Salmos.');
  for (const [i, passages] of WEEK.entries()) {
    if (i > 0) await page.getByRole('button', { name: 'Adicionar dia' }).click();
    await page.getByRole('textbox', { name: `Leituras do dia ${i + 1}`, exact: true }).fill(passages);
  }
  await expect(page.getByTestId('plan-day-preview-0')).toHaveText('Os membros verão: Gênesis 1-3 · Salmos 1');
  await checkedAtBothWidths(page, 'plan-new');
  await page.getByRole('button', { name: 'Criar plano' }).click();
  await toast(page, 'Plano criado.');
  await expect(page.getByRole('heading', { level: 1, name: planTitle })).toBeVisible();
  await page.getByRole('button', { name: 'Publicar' }).click();
  await toast(page, 'Plano publicado: os membros já o veem.');
  await checkedAtBothWidths(page, 'plan');

  // A member opens the song, transposes it and finds its score; then starts the plan.
  const member = await browser.newContext({ baseURL: SITE, locale: 'pt-BR', viewport: { width: 360, height: 780 } });
  const site = await member.newPage();
  await logIn(site);
  await site.goto(`${SITE}/praise/${songId}`);
  await expect(site.getByRole('heading', { level: 1, name: songTitle })).toBeVisible();
  const sheet = chordsIn(site, '.praise-body');
  await expect(sheet).toHaveText(['A7/9', 'C7(9)', 'G/B', 'D', 'A']);
  await site.getByRole('button', { name: 'Meio tom acima' }).click();
  await site.getByRole('button', { name: 'Meio tom acima' }).click();
  await expect(sheet).toHaveText(['B7/9', 'D7(9)', 'A/C#', 'E', 'B']);
  await site.getByRole('button', { name: 'Partitura' }).click();
  const score = site.getByRole('link', { name: 'grande-e-o-senhor (PDF)' });
  await expect(score).toBeVisible();
  // The browser resolves the church's *.localhost host (the test process does not): the file is fetched there.
  const href = (await score.getAttribute('href'))!;
  const served = await site.evaluate(async (url) => {
    const res = await fetch(url);
    return [res.status, res.headers.get('content-type')];
  }, href);
  baseExpect(served).toEqual([200, 'application/pdf']);

  await site.goto(`${SITE}/reading-plans`);
  await site.getByRole('link', { name: planTitle }).click();
  await expect(site.getByRole('heading', { level: 1, name: planTitle })).toBeVisible();
  await expect(site.getByRole('link', { name: 'Gênesis 1-3' })).toBeVisible();
  await site.getByRole('button', { name: 'Começar este plano' }).click();
  await expect(site.getByText('0 de 7 dias lidos')).toBeVisible();
  await member.close();

  // The console counts the member who started.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Membros' })).toContainText('Iniciaram1');

  // Undo: the song goes (confirmed), the plan is taken down.
  await page.getByRole('button', { name: 'Despublicar' }).click();
  await toast(page, 'Plano despublicado: os membros não o veem mais.');
  await page.goto(`${CONSOLE}/pt-BR/videira/songs/${songId}`);
  await page.getByRole('button', { name: 'Excluir louvor' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir louvor' }).click();
  await toast(page, 'Louvor excluído.');
  await expect(page).toHaveURL(/\/songs$/);
});
