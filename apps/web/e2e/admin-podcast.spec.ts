import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect as baseExpect, type Page } from '@playwright/test';
import { checkedAtBothWidths, DEMO_PASSWORD, enterCode, logInConsole, openArea, SITE, toast } from './support/console.ts';
import { test } from './support/test.ts';

/**
 * Podcast authoring (issues 33 + 35), end to end: videira's admin uploads a short WAV made with ffmpeg (3 s), which
 * the media queue processes into the podcast's M4A; creates a podcast and an episode playing it, publishes it; a
 * visitor opens the podcast in the member app and the episode plays in the podcast player; the public feed lists it.
 * axe and pictures of the console screen at 360 and 1280 px. Then the content editor (the content grant, no Play)
 * does the same from the Media menu and deletes the podcast with its episode. Needs ffmpeg (skipped without it).
 */
test.use({ locale: 'pt-BR' });
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const ADMIN = { email: 'admin@videira.demo', password: DEMO_PASSWORD };
const EDITOR = { email: 'conteudo@videira.demo', password: DEMO_PASSWORD };
const hasFfmpeg = (() => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** A 3 s WAV made with ffmpeg for this run, in a folder of its own (removed by the test). */
function makeWav(run: string): { dir: string; name: string; wav: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-e2e-podcast-'));
  const name = `sermao-${run}.wav`;
  const wav = path.join(dir, name);
  const tone = 'sine=frequency=330:sample_rate=44100:duration=3';
  execFileSync('nice', ['-n', '15', 'ffmpeg', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', tone, wav]);
  return { dir, name, wav };
}

/** Uploads the WAV in the media library, creates a podcast and an episode playing it, and publishes the episode. */
async function publishEpisode(page: Page, run: string, wav: { name: string; wav: string }, code: string, title: string) {
  await openArea(page, 'Mídia');
  await page.getByLabel('Arquivo de vídeo ou áudio').setInputFiles(wav.wav);
  const row = page.getByRole('row').filter({ hasText: wav.name });
  await expect(row.getByText('Pronto')).toBeVisible({ timeout: 90_000 });

  await openArea(page, 'Podcasts');
  const form = page.getByRole('region', { name: 'Novo podcast' });
  await form.getByLabel('Título').fill(`Podcast ${run}`);
  await form.getByLabel('Código').fill(code);
  await form.getByLabel('Autor').fill('Igreja Videira');
  // By keyboard: Enter in a text field sends the form.
  await form.getByLabel('Autor').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Podcast ${run}` })).toBeVisible();

  const episodes = page.getByRole('region', { name: 'Episódios' });
  await episodes.getByLabel('Áudio').selectOption({ label: wav.name });
  await episodes.getByLabel('Título').fill(title);
  await episodes.getByLabel('Título').press('Enter');
  await toast(page, 'Episódio adicionado (ainda não publicado).');
  await expect(episodes.getByText('Não publicado')).toBeVisible();
  await episodes.getByRole('button', { name: `Publicar ${title}` }).click();
  await toast(page, 'Episódio publicado.');
  await expect(episodes.getByText('Publicado', { exact: true })).toBeVisible();
}

test('the admin uploads a WAV, publishes it as a podcast episode; members play it and the feed lists it', async ({ page }) => {
  test.skip(!hasFfmpeg, 'ffmpeg is not installed');
  const run = Date.now().toString(36).slice(-5);
  const wav = makeWav(run);
  const code = `culto-${run}`;
  const title = `Fé & obras ${run}`;

  if (await logInConsole(page, ADMIN)) await enterCode(page, 'JBSWY3DPEHPK3PXPCONGREGADEMO2345');
  await publishEpisode(page, run, wav, code, title);
  await checkedAtBothWidths(page, 'podcast');

  // A visitor of the member site plays it in the podcast player.
  const site = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 360, height: 780 }, locale: 'pt-BR' });
  const member = await site.newPage();
  await member.goto(`${SITE}/podcast?code=${code}`);
  await expect(member.getByRole('heading', { level: 1, name: `Podcast ${run}` })).toBeVisible();
  await member.getByRole('button', { name: `Ouvir: ${title}` }).click();
  await expect(member.getByRole('region', { name: 'Player do podcast' }).getByText(title)).toBeVisible();
  await expect
    .poll(() =>
      member.evaluate(() => {
        const audio = document.querySelector<HTMLAudioElement>('.mini-player audio');
        return audio && audio.readyState >= 2 && audio.currentTime > 0;
      }),
    )
    .toBe(true);

  // The public feed lists it with its audio (read by the browser: only it resolves *.localhost).
  const feed = await member.evaluate(async (url) => {
    const res = await fetch(url);
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  }, `/api/v1/podcast/anchor/${code}/feed.xml`);
  expect([feed.status, feed.type]).toEqual([200, 'application/rss+xml; charset=utf-8']);
  const xml = feed.text;
  expect(xml).toContain(`<title>Fé &amp; obras ${run}</title>`);
  expect(xml).toMatch(/<enclosure url="[^"]+\/audio\.m4a" length="\d+" type="audio\/mp4"\/>/);
  await site.close();
  fs.rmSync(wav.dir, { recursive: true, force: true });
});

test('a content editor (no Play grant) uploads a WAV, publishes its episode, then deletes the podcast with it', async ({ page }) => {
  test.skip(!hasFfmpeg, 'ffmpeg is not installed');
  const run = Date.now().toString(36).slice(-5);
  const wav = makeWav(run);
  const code = `editor-${run}`;
  await logInConsole(page, EDITOR);
  await publishEpisode(page, run, wav, code, `Esperança ${run}`);

  await openArea(page, 'Podcasts');
  await page.getByRole('button', { name: `Excluir podcast Podcast ${run}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir este podcast?' });
  await expect(dialog).toContainText('1 episódio');
  await dialog.getByRole('button', { name: 'Excluir podcast' }).click();
  await toast(page, 'Podcast excluído.');
  await expect(page.getByRole('link', { name: `Podcast ${run}` })).toHaveCount(0);
  // Its audio stays in the library (free to delete now).
  await openArea(page, 'Mídia');
  await expect(page.getByRole('row').filter({ hasText: wav.name })).toBeVisible();
  fs.rmSync(wav.dir, { recursive: true, force: true });
});
