import { expect as baseExpect, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { checkedAtBothWidths, CONSOLE, DEMO_PASSWORD, logInConsole, openArea, SITE, toast } from './support/console.ts';
import { test } from './support/test.ts';

/**
 * The content kinds end to end (issue 33): the demo content editor adds a publication type and a publication with its
 * PDF, a ministry with two social projects and swaps their order, a Sunday-school quarter with a class and a lesson
 * and publishes the lesson; the member site then shows the publication, the projects in the new order and the
 * lesson. axe and pictures at 360 and 1280 px of the ministry's and the quarter's editors.
 */
test.use({ locale: 'pt-BR' });
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 240_000 });

const EDITOR = { email: 'conteudo@videira.demo', password: DEMO_PASSWORD };

async function pdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText('Boletim de teste', { x: 20, y: 150, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

/** Types the rich text of the editor labelled `name` (the toolbar's editor is a contenteditable textbox). */
async function typeRichText(page: Page, name: RegExp, text: string) {
  await page.getByRole('textbox', { name }).click();
  await page.keyboard.type(text);
}

/** Saves a new item's draft (it then opens) and publishes it now. */
async function saveAndPublish(page: Page, heading: string, published = 'Publicado.') {
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await toast(page, 'Rascunho salvo.');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.getByRole('region', { name: 'Publicação' }).getByRole('button', { name: 'Publicar agora' }).click();
  await toast(page, published);
  await expect(page.getByRole('region', { name: 'Publicação' }).getByText('Publicado', { exact: true })).toBeVisible();
}

const kind = (page: Page, name: string) => page.getByRole('navigation', { name: 'Tipos de conteúdo' }).getByRole('link', { name });

test('the content editor builds a publication, a ministry with ordered projects and a Sunday-school lesson; members see them', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  await logInConsole(page, EDITOR);
  await openArea(page, 'Conteúdo');

  // A publication type, then a publication of it with its PDF.
  await kind(page, 'Publicações').click();
  await page.getByRole('link', { name: 'Tipos de publicação' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tipos de publicação' })).toBeVisible();
  const typeName = `Boletins ${stamp}`;
  await page.getByRole('textbox', { name: /^Nome/ }).fill(typeName);
  await page.getByRole('button', { name: 'Adicionar tipo' }).click();
  await toast(page, 'Tipo adicionado.');
  await expect(page.locator('strong', { hasText: typeName })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para Publicações' }).click();
  await page.getByRole('link', { name: 'Adicionar publicação' }).click();
  const publication = `Boletim de dezembro ${stamp}`;
  await page.getByRole('textbox', { name: /^Título/ }).fill(publication);
  await page.getByRole('combobox', { name: /^Tipo de publicação/ }).selectOption({ label: typeName });
  await page.getByLabel('Arquivo PDF').setInputFiles({ name: 'boletim.pdf', mimeType: 'application/pdf', buffer: await pdf() });
  await expect(page.getByRole('link', { name: 'Abrir o PDF' })).toBeVisible();
  await typeRichText(page, /^Texto/, 'As notícias do mês.');
  await saveAndPublish(page, 'Publicação');

  // A ministry with two projects, the second moved up.
  await page.goto(`${CONSOLE}/pt-BR/videira/content/ministries/new`);
  const ministry = `Ação Social ${stamp}`;
  await page.getByRole('textbox', { name: /^Título/ }).fill(ministry);
  await page.getByRole('textbox', { name: /^Responsável/ }).fill('Irmã Clara');
  await page.getByRole('textbox', { name: /^E-mail do responsável/ }).fill('clara@videira.example');
  await page.getByRole('button', { name: 'Adicionar rede social' }).click();
  await page.getByRole('textbox', { name: /^Rede/ }).fill('Instagram');
  await page.getByRole('textbox', { name: /^Endereço da página/ }).fill('https://instagram.com/acaosocial');
  await typeRichText(page, /^Texto/, 'Servimos a cidade.');
  await saveAndPublish(page, 'Ministério');
  const ministryUrl = page.url();
  const ministryId = /\/(\d+)$/.exec(ministryUrl)![1]!;
  for (const project of [`Sopa solidária ${stamp}`, `Agasalho ${stamp}`]) {
    await page.getByRole('link', { name: 'Adicionar projeto a este ministério' }).click();
    await expect(page.getByRole('combobox', { name: /^Ministério/ })).toHaveValue(ministryId);
    await page.getByRole('textbox', { name: /^Título/ }).fill(project);
    await typeRichText(page, /^Texto/, 'Um projeto do ministério.');
    await saveAndPublish(page, 'Projeto social');
    await page.goto(ministryUrl);
  }
  const projects = page.getByRole('region', { name: 'Projetos sociais' });
  const order = () => projects.getByRole('listitem').getByRole('link');
  await expect(order()).toHaveText([`Sopa solidária ${stamp}`, `Agasalho ${stamp}`]);
  await projects.getByRole('button', { name: `Subir Agasalho ${stamp}` }).click();
  await toast(page, 'Ordem salva.');
  await expect(order()).toHaveText([`Agasalho ${stamp}`, `Sopa solidária ${stamp}`]);
  await checkedAtBothWidths(page, 'content-ministry');

  // A Sunday-school quarter with a class and a lesson, published.
  await page.goto(`${CONSOLE}/pt-BR/videira/content/ebd/new`);
  const slug = `parabolas-${stamp}`;
  await page.getByRole('textbox', { name: /^Título/ }).fill(`Parábolas ${stamp}`);
  await page.getByRole('textbox', { name: /^Trimestre/ }).fill('1º trimestre de 2027');
  await page.getByLabel(/^Primeiro domingo/).fill('2027-01-03');
  await page.getByLabel(/^Último domingo/).fill('2027-03-28');
  await page.getByRole('textbox', { name: /^Endereço \(slug\)/ }).fill(slug);
  await typeRichText(page, /^Texto/, 'As parábolas de Jesus.');
  await saveAndPublish(page, 'Revista da EBD');
  const classForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Adicionar turma' }) });
  await classForm.getByRole('textbox', { name: /^Nome/ }).fill('Adultos');
  await classForm.getByRole('textbox', { name: /^Professor/ }).fill('Pr. Marcos');
  await classForm.getByRole('button', { name: 'Adicionar turma' }).click();
  await toast(page, 'Turma adicionada.');
  const lessonForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Adicionar lição' }) });
  await expect(lessonForm.getByRole('spinbutton', { name: /^Número/ })).toHaveValue('1');
  await lessonForm.getByLabel(/^Domingo/).fill('2027-01-03');
  const lesson = `O semeador ${stamp}`;
  await lessonForm.getByRole('textbox', { name: /^Título/ }).fill(lesson);
  await lessonForm.getByRole('textbox', { name: /^Texto bíblico/ }).fill('Mt 13:1-9');
  await typeRichText(page, /^Texto da lição/, 'Saiu o semeador a semear.');
  await lessonForm.getByRole('button', { name: 'Adicionar lição' }).click();
  await toast(page, 'Lição salva como rascunho.');
  // A blank form for the next lesson, numbered after it.
  await expect(lessonForm.getByRole('spinbutton', { name: /^Número/ })).toHaveValue('2');
  await expect(lessonForm.getByRole('textbox', { name: /^Texto da lição/ })).toHaveText('');
  const lessons = page.getByRole('region', { name: 'Lições' });
  await expect(lessons.locator('cite', { hasText: 'Mt 13:1-9' })).toBeVisible();
  await expect(lessons.getByText('(Mateus 13:1-9)')).toBeVisible();
  await lessons.getByRole('button', { name: `Publicar agora ${lesson}` }).click();
  await toast(page, 'Publicado. Os membros foram notificados.');
  await expect(lessons.getByText('Publicado', { exact: true })).toBeVisible();
  await checkedAtBothWidths(page, 'content-ebd');

  // The member site shows them.
  const site = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 360, height: 780 }, locale: 'pt-BR' });
  const member = await site.newPage();
  await member.goto(`${SITE}/publications`);
  await expect(member.getByRole('link', { name: publication })).toBeVisible();
  await member.goto(`${SITE}/ministries/${ministryId}`);
  await expect(member.getByRole('heading', { level: 1, name: ministry })).toBeVisible();
  const shown = member.getByRole('region', { name: 'Projetos sociais' }).getByRole('link');
  await expect(shown).toHaveText([new RegExp(`Agasalho ${stamp}`), new RegExp(`Sopa solidária ${stamp}`)]);
  await member.goto(`${SITE}/ebds/${slug}`);
  await expect(member.getByText(lesson)).toBeVisible();
  await expect(member.getByText('Adultos')).toBeVisible();
  await expect(member.getByRole('link', { name: 'Mt 13:1-9' })).toBeAttached();
  await site.close();
});
