import { expect as baseExpect, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { logIn } from './support/login.ts';
import { test } from './support/test.ts';
import { picture } from './support/pictures.ts';

/**
 * The church's content on a phone (issue #13): a visitor reads today's devotional from church home, shares it,
 * searches and pages the devotionals, reads the news; a member opens a news item from the notifications menu.
 */
test.use({ locale: 'pt-BR' });
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const phoneOnly = (testInfo: TestInfo) => test.skip(testInfo.project.name !== 'phone', 'one journey, on the phone');

test('a visitor reads today’s devotional from church home, shares it, searches and pages the list', async ({ page }, testInfo) => {
  phoneOnly(testInfo);
  // Record what the page hands to the system share sheet (the phone's own sheet cannot be driven).
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: unknown) => void shared.push(data) });
  });
  await page.goto('/');
  const today = page.getByRole('region', { name: 'Devocional do dia' });
  await expect(today.getByRole('link', { name: 'Entrega o teu caminho ao Senhor' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notícias' }).getByRole('listitem')).toHaveCount(3);
  await picture(page, 'home');
  await today.getByRole('link', { name: 'Entrega o teu caminho ao Senhor' }).click();

  await expect(page).toHaveURL(/\/devotionals\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Entrega o teu caminho ao Senhor' })).toBeVisible();
  await expect(page.getByText('Salmos 37.5', { exact: true })).toBeVisible();
  await expect(page.locator('.content-body blockquote')).toContainText('confia nele');
  await expectNoAxeViolations(page, 'devotional');
  await picture(page, 'devotional');
  await page.getByRole('button', { name: 'Compartilhar' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: Array<{ url: string }> }).__shared))
    .toEqual([expect.objectContaining({ title: 'Entrega o teu caminho ao Senhor', url: page.url() })]);

  await page.getByRole('link', { name: 'Todos os devocionais' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Devocionais' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(10);
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(page.getByRole('article')).toHaveCount(20);
  await expectNoAxeViolations(page, 'devotionals');
  await picture(page, 'devotionals');

  await page.getByRole('searchbox', { name: 'Buscar' }).fill('ansiedade');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/busca=ansiedade/);
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('zzz nada');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByText('Nada encontrado para “zzz nada”.')).toBeVisible();

  await page.goto('/news');
  await expect(page.getByRole('article')).toHaveCount(6);
  await expectNoAxeViolations(page, 'news');
  await picture(page, 'news');
});

test('a missing item says so, with the way back to the list', async ({ page }, testInfo) => {
  phoneOnly(testInfo);
  await page.goto('/news/999999');
  await expect(page.getByText('Conteúdo não encontrado ou indisponível.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Todas as notícias' })).toBeVisible();
});

test('a member opens a news item from the notifications menu', async ({ page }, testInfo) => {
  phoneOnly(testInfo);
  await logIn(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Notificações' }).click();
  const panel = page.getByRole('region', { name: 'Notificações' });
  await panel.getByRole('button', { name: /Campanha do agasalho/ }).click();
  await expect(page).toHaveURL(/\/news\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Campanha do agasalho' })).toBeVisible();
  await expect(page.locator('.content-body li')).toHaveCount(2);
  await expectNoAxeViolations(page, 'news item');
  await picture(page, 'news-item');
});

const audioState = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('.mini-player audio');
    return audio ? { paused: audio.paused, at: audio.currentTime, src: audio.currentSrc } : null;
  });

test('a visitor plays a podcast episode, queues two more and keeps listening while browsing', async ({ page }, testInfo) => {
  phoneOnly(testInfo);
  await page.goto('/podcast');
  await expect(page.getByRole('heading', { level: 1, name: 'Videira Cast' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(10);
  // 25 episodes: pages of 10, 10 and 5; after the short page there is nothing more to load.
  await page.getByRole('button', { name: 'Carregar mais episódios' }).click();
  await expect(page.getByRole('article')).toHaveCount(20);
  await page.getByRole('button', { name: 'Carregar mais episódios' }).click();
  await expect(page.getByRole('article')).toHaveCount(25);
  await expect(page.getByRole('button', { name: 'Carregar mais episódios' })).toBeHidden();

  await page.getByRole('button', { name: 'Ouvir: Episódio 25: Fé' }).click();
  const miniPlayer = page.getByRole('region', { name: 'Player do podcast' });
  await expect(miniPlayer.getByText('Episódio 25: Fé')).toBeVisible();
  await expect.poll(async () => (await audioState(page))?.at ?? 0).toBeGreaterThan(0.5);
  await page.getByRole('button', { name: 'Adicionar à fila: Episódio 24: Coragem' }).click();
  await page.getByRole('button', { name: 'Adicionar à fila: Episódio 23: Descanso' }).click();
  const queue = page.getByRole('region', { name: 'A seguir' }).getByRole('listitem');
  await expect(queue).toHaveText([/Episódio 24/, /Episódio 23/]);
  await page.getByRole('button', { name: 'Subir Episódio 23: Descanso' }).click();
  await expect(queue).toHaveText([/Episódio 23/, /Episódio 24/]);
  await expect.poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe('Episódio 25: Fé');
  await expectNoAxeViolations(page, 'podcast');
  await picture(page, 'podcast');

  // Away and back by the app's own links (no page load): the same audio element keeps playing, further along.
  const before = (await audioState(page))!;
  await page.getByRole('link', { name: 'Igreja Videira: página inicial' }).click();
  await page.getByRole('region', { name: 'Devocional do dia' }).getByRole('link', { name: 'Entrega o teu caminho ao Senhor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Entrega o teu caminho ao Senhor' })).toBeVisible();
  await expect(miniPlayer.getByText('Episódio 25: Fé')).toBeVisible();
  await expect.poll(async () => (await audioState(page))?.at ?? 0).toBeGreaterThan(before.at + 0.5);
  expect((await audioState(page))?.paused).toBe(false);
  await picture(page, 'player-elsewhere');
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Videira Cast' })).toBeVisible();
  expect((await audioState(page))?.paused).toBe(false);
  await expect(page.getByRole('region', { name: 'A seguir' }).getByRole('listitem')).toHaveText([/Episódio 23/, /Episódio 24/]);
});
