import { expect as baseExpect } from '@playwright/test';
import { checkedAtBothWidths, CONSOLE, DEMO_PASSWORD, logInConsole, openArea, SITE, toast } from './support/console.ts';
import { test } from './support/test.ts';

/**
 * Slugs and videos end to end (issue 33): the demo content editor writes a news item (its slug derived from the
 * title), publishes it, renames the slug; the old link still opens the item, at its new address. Then adds a YouTube
 * video by its link and publishes it; a visitor plays it on /videos.
 */
test.use({ locale: 'pt-BR' });
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const EDITOR = { email: 'conteudo@videira.demo', password: DEMO_PASSWORD };

test('a renamed news slug keeps its old link working, and a video added by its link plays for members', async ({ page }) => {
  const tag = Date.now().toString(36);
  const title = `Batismo nas águas ${tag}`;
  await logInConsole(page, EDITOR);
  await openArea(page, 'Conteúdo');
  await page.getByRole('link', { name: 'Notícias' }).click();
  await page.getByRole('link', { name: 'Escrever notícia' }).click();
  await page.getByRole('textbox', { name: /^Título/ }).fill(title);
  await page.getByRole('textbox', { name: /^Texto/ }).click();
  await page.keyboard.type('Inscrições abertas na secretaria.');
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await toast(page, 'Rascunho salvo.');
  const slug = page.getByRole('textbox', { name: /^Endereço \(slug\)/ });
  await expect(slug).toHaveValue(`batismo-nas-aguas-${tag}`);
  await page.getByRole('button', { name: 'Publicar agora' }).click();
  await toast(page, 'Publicado. Os membros foram notificados.');

  await slug.fill(`batismo-${tag}`);
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await toast(page, 'Alterações salvas.');
  await checkedAtBothWidths(page, 'content-news-slug');

  const site = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 360, height: 780 }, locale: 'pt-BR' });
  const visitor = await site.newPage();
  await visitor.goto(`${SITE}/news/batismo-nas-aguas-${tag}`);
  await expect(visitor).toHaveURL(`${SITE}/news/batismo-${tag}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // A video by its YouTube link.
  const video = `Culto de domingo ${tag}`;
  await page.goto(`${CONSOLE}/pt-BR/videira/content/videos/new`);
  await page.getByRole('textbox', { name: /^Título/ }).fill(video);
  const link = page.getByRole('textbox', { name: /^Link do vídeo/ });
  await link.fill('https://example.com/nao-e-video');
  await page.getByRole('textbox', { name: /^Texto/ }).click();
  await page.keyboard.type('A mensagem inteira.');
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(page.getByText('Cole um link do YouTube ou do Vimeo')).toBeVisible();
  await link.fill('https://youtu.be/dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await toast(page, 'Rascunho salvo.');
  await expect(page.getByText('Toca em: https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeVisible();
  await page.getByRole('button', { name: 'Publicar agora' }).click();
  await expect(page.getByRole('region', { name: 'Publicação' }).getByText('Publicado', { exact: true })).toBeVisible();
  await checkedAtBothWidths(page, 'content-video');

  await visitor.goto(`${SITE}/videos`);
  await visitor.getByRole('link', { name: video }).click();
  await expect(visitor.locator('iframe[src^="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]')).toBeAttached();
  await site.close();
});
