import { readFileSync } from 'node:fs';
import { expect as baseExpect, type Page } from '@playwright/test';
import { createAccount } from './account-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { logIn } from './support/login.ts';
import { expectChargedAsShown, shownFigures } from './support/checkout-figures.ts';
import { test } from './support/test.ts';
import { picture } from './support/pictures.ts';

/**
 * Play end to end (issue 15), on a phone (360 px): a fresh member (not subscribed) opens a video and is sent to the
 * plans, subscribes to the monthly plan by card through the shared checkout, watches the video (the signed media
 * link, first frame), seeks (a Range request), leaves and comes back to resume where it stopped. Prints the
 * first-frame time and the bytes the server sent for the seek. axe finds nothing on the screens.
 */
test.use({ locale: 'pt-BR' });
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

type Catalogue = Record<string, Record<string, string>>;
const read = (ns: string) => JSON.parse(readFileSync(new URL(`../src/locales/pt-BR/${ns}.json`, import.meta.url), 'utf8')) as Catalogue;
const PLAY = read('play');
const PAY = read('payments');
const SITUACAO = (PLAY.mine as unknown as { situacao: Record<string, string> }).situacao;

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const videoTime = (page: Page) => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);

test('a non-subscriber sees the plans, subscribes by card, watches, seeks, leaves and resumes', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the journey runs on the phone');
  await createAccount(page, { loggedIn: true });

  await page.goto('/play');
  await expect(page.getByRole('navigation', { name: PLAY.nav!.label })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Série Fundamentos', level: 2 })).toBeVisible();
  await expectNoAxeViolations(page, 'play home');
  await expectNoSidewaysScroll(page);
  await picture(page, 'home');

  await page
    .getByRole('link', { name: /O que é a graça/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/play\/video\/\d+$/);
  const videoPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: 'O que é a graça', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'video detail');
  await picture(page, 'detail');
  // Not subscribed: watching goes through the plans (and so does the watch URL itself).
  await page.goto(videoPath.replace('/video/', '/watch/'));
  await expect(page).toHaveURL(/\/play\/plans$/);
  await page.goto(videoPath);
  await page.getByRole('link', { name: PLAY.video!.subscribe }).click();
  await expect(page).toHaveURL(/\/play\/plans$/);
  await expect(page.getByRole('heading', { name: 'Play Mensal', level: 2 })).toBeVisible();
  await expect(page.getByText(/^R\$\s19,90 por mês$/)).toBeVisible();
  await expectNoAxeViolations(page, 'plans');
  await picture(page, 'plans');

  await page.getByRole('listitem').filter({ hasText: 'Play Mensal' }).getByRole('button', { name: PLAY.plans!.choose }).click();
  await expect(page).toHaveURL(/\/play\/plans\?plano=\d+$/);
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field(PAY.card!.number!).fill('4111111111111111');
  await field(PAY.card!.holder!).fill('Lia Costa');
  await field(PAY.card!.expiry!).fill(`12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`);
  await field(PAY.card!.cvv!).fill('123');
  const shown = await shownFigures(page, /^Pagar R\$\s19,90 e assinar$/);
  await expectNoAxeViolations(page, 'checkout');
  await expectNoSidewaysScroll(page);
  await picture(page, 'checkout');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/usuario-plano-assinatura/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: /^Pagar R\$\s19,90 e assinar$/ }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  await expectChargedAsShown(shown, response, (body: { pagamento: never }) => body.pagamento);
  expect(response.request().headers()['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  await expect(page.getByText(PLAY.checkout!.success!)).toBeVisible();

  // Watch: the first frame, then a seek by keyboard on the player (Range request for the new position).
  const media: { status: number; range: string | undefined; bytes: number; at: number }[] = [];
  page.on('response', (r) => {
    if (!r.url().includes('/api/v1/plano-assinatura-midia/') || r.request().resourceType() !== 'media') return;
    media.push({
      status: r.status(),
      range: r.request().headers().range,
      bytes: Number(r.headers()['content-length'] ?? 0),
      at: Date.now(),
    });
  });
  await page.goto(videoPath);
  await page.getByRole('link', { name: PLAY.video!.watch, exact: true }).click();
  await expect(page).toHaveURL(/\/play\/watch\/\d+$/);
  const player = page.getByRole('group', { name: /Player de vídeo/ });
  await expect(player).toBeVisible();
  await page.getByRole('button', { name: PLAY.player!.play }).click();
  await expect.poll(() => videoTime(page)).toBeGreaterThan(0.5);
  const firstFrame = await page.evaluate(() => performance.measure('ff', 'play-source', 'play-first-frame').duration);
  await expectNoAxeViolations(page, 'watch');
  await picture(page, 'watch');
  await page.getByRole('button', { name: PLAY.player!.pause }).click();
  const beforeSeek = Date.now();
  await player.focus();
  await page.keyboard.press('l');
  await expect.poll(() => videoTime(page)).toBeGreaterThan(9.5);
  const seekRequests = media.filter((m) => m.at >= beforeSeek);
  const seekBytes = seekRequests.reduce((n, m) => n + m.bytes, 0);
  const position = await videoTime(page);
  testInfo.annotations.push({ type: 'first-frame-ms', description: firstFrame.toFixed(0) });
  testInfo.annotations.push({ type: 'seek', description: JSON.stringify({ requests: seekRequests, bytes: seekBytes, allMedia: media }) });
  process.stdout.write(
    `play: first frame ${firstFrame.toFixed(0)} ms; seek to ${position.toFixed(1)} s: ${seekRequests.length} request(s), ${seekBytes} bytes; all media: ${JSON.stringify(media)}\n`,
  );
  expect(media.every((m) => m.status === 200 || m.status === 206)).toBe(true);

  // Leave and come back: the detail offers to resume, the player starts there.
  await page.getByRole('navigation', { name: PLAY.nav!.label }).getByRole('link', { name: PLAY.nav!.home, exact: true }).click();
  await expect(page).toHaveURL(/\/play$/);
  await page.goto(videoPath);
  await page.getByRole('link', { name: /^Continuar de 0:1\d$/ }).click();
  await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(Math.floor(position) - 1);

  // My account lists the subscription.
  await page.goto('/user/play');
  await expect(page.getByRole('heading', { name: PLAY.mine!.title, level: 1 })).toBeVisible();
  await expect(page.getByText(SITUACAO.ativo!, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'my subscriptions');
  await picture(page, 'mine');
});

// Issue 15, "HLS where the source is HLS": the demo HLS rendition (H.264 in fMP4) plays natively (this Chromium has
// native HLS), then with native HLS hidden through hls.js and Media Source Extensions; every playlist and segment
// request goes under the signed link.
test('a subscriber plays the HLS demo video, its playlist and segments through the signed media link', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the journey runs on the phone');
  await logIn(page);
  const media: string[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/v1/plano-assinatura-midia/'))
      media.push(`${r.status()} ${url.pathname.split('/').slice(4).join('/')}`);
  });
  await page.goto('/play/search?q=HLS');
  await page
    .getByRole('link', { name: /Oração em três tempos/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/play\/video\/\d+$/);
  await page.getByRole('link', { name: PLAY.video!.watch, exact: true }).click();
  await expect(page).toHaveURL(/\/play\/watch\/\d+$/);
  await page.getByRole('button', { name: PLAY.player!.play }).click();
  await expect.poll(() => videoTime(page)).toBeGreaterThan(1);
  const playedBy = () =>
    page
      .locator('video')
      .evaluate((v: HTMLVideoElement) => ({ native: v.canPlayType('application/vnd.apple.mpegurl'), src: v.currentSrc }));
  const first = await playedBy();
  expect(media.length).toBeGreaterThan(0);
  expect(media.some((r) => r.endsWith('/seg-0.m4s'))).toBe(true);

  // A browser without native HLS (recent Chromium has it; older ones, Firefox do not): hls.js feeds Media Source
  // Extensions from a blob: source, fetching the same signed playlist and segments itself.
  await page.addInitScript(() => {
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
    };
  });
  const nativeCount = media.length;
  await page.reload();
  await page.getByRole('button', { name: PLAY.player!.play }).click();
  // Past where the first play stopped (the player may resume there): the clip itself advanced.
  await expect.poll(() => videoTime(page)).toBeGreaterThan(5);
  const second = await playedBy();
  expect([second.native, second.src.startsWith('blob:')]).toEqual(['', true]);
  expect(media.slice(nativeCount).some((r) => r.endsWith('/seg-0.m4s'))).toBe(true);
  for (const request of media) expect(request).toMatch(/^20[06] \d+\.v\.\d+\.[A-Za-z0-9_-]{43}\/(index\.m3u8|init\.mp4|seg-\d\.m4s)$/);
  process.stdout.write(
    `play hls: native HLS ${JSON.stringify(first.native)} (source ${first.src.slice(0, 5)}), then hls.js (source blob:); media requests ${JSON.stringify(media)}\n`,
  );
  await expectNoAxeViolations(page, 'watch hls');
  await picture(page, 'watch-hls');
});
