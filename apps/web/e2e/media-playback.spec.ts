import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect as baseExpect } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { checkedAtBothWidths, CONSOLE, DEMO_PASSWORD, enterCode, logInConsole, openArea, SITE, toast } from './support/console.ts';
import { picture } from './support/pictures.ts';
import { test } from './support/test.ts';

/**
 * Member playback of an uploaded video (issue 35), end to end: videira's admin uploads a tiny clip made with ffmpeg
 * (2 s at 720p, so the ladder gives it two renditions, 360p and 720p: no rung above the source), waits for it to be ready, adds Portuguese captions (WebVTT) and English ones (SRT, converted), sees a bad
 * file refused naming its line, attaches the video to a video content and publishes it; a visitor on a 360 px phone
 * opens it on /videos, the HLS player plays it (signed playlist, hls.js), choosing the other quality in its menu makes
 * hls.js load that rendition (its playlist and segment requested after the choice), and its captions menu lists both
 * tracks.
 * axe and pictures at 360 and 1280 px. Needs ffmpeg (skipped without it, as the server's media tests).
 */
test.use({ locale: 'pt-BR' });
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const ADMIN = { email: 'admin@videira.demo', password: DEMO_PASSWORD };
const hasFfmpeg = (() => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const VTT = 'WEBVTT\n\n00:00:00.200 --> 00:00:01.000\nBem-vindos\n\n00:00:01.000 --> 00:00:01.900\nOremos\n';
const SRT = '1\n00:00:00,200 --> 00:00:01,000\nWelcome\n\n2\n00:00:01,000 --> 00:00:01,900\nLet us pray\n';

test('an uploaded video with pt-BR and en captions plays on a member’s phone with its captions menu', async ({ page }) => {
  test.skip(!hasFfmpeg, 'ffmpeg is not installed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-e2e-playback-'));
  const tag = Date.now().toString(36).slice(-5);
  const name = `culto-${tag}.mp4`;
  const clip = path.join(dir, name);
  execFileSync('nice', [
    ...['-n', '15', 'ffmpeg', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=24'],
    ...['-f', 'lavfi', '-i', 'sine', '-t', '2', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', clip],
  ]);

  if (await logInConsole(page, ADMIN)) await enterCode(page, 'JBSWY3DPEHPK3PXPCONGREGADEMO2345');
  await openArea(page, 'Mídia');
  await page.getByLabel('Arquivo de vídeo').setInputFiles(clip);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Pronto')).toBeVisible({ timeout: 120_000 });

  await row.getByRole('button', { name: `Legendas de ${name}` }).click();
  const panel = page.getByRole('region', { name: `Legendas: ${name}` });
  const file = panel.getByLabel(/^Arquivo de legenda/);
  await file.setInputFiles({ name: 'culto.pt.vtt', mimeType: 'text/vtt', buffer: Buffer.from(VTT) });
  await panel.getByRole('button', { name: 'Enviar legenda' }).click();
  await expect(panel.getByRole('status')).toHaveText('Legenda “Português” salva (2 trechos).');
  // A file whose second cue starts before the first: refused, naming the line.
  await panel.getByLabel(/^Idioma/).selectOption('en');
  await expect(panel.getByLabel(/^Nome no menu do player/)).toHaveValue('Inglês');
  await panel.getByLabel(/^Nome no menu do player/).fill('English');
  await file.setInputFiles({
    name: 'bad.srt',
    mimeType: 'application/x-subrip',
    buffer: Buffer.from('1\n00:00:01,000 --> 00:00:01,500\na\n\n2\n00:00:00,100 --> 00:00:00,500\nb\n'),
  });
  await panel.getByRole('button', { name: 'Enviar legenda' }).click();
  await expect(panel.getByRole('alert')).toContainText('Tempo inválido na linha 6');
  await file.setInputFiles({ name: 'culto.en.srt', mimeType: 'application/x-subrip', buffer: Buffer.from(SRT) });
  await panel.getByRole('button', { name: 'Enviar legenda' }).click();
  await expect(panel.getByRole('status')).toHaveText('Legenda “English” salva (2 trechos).');
  await expect(panel.getByRole('listitem')).toHaveText([/English.*\(en\)/, /Português.*\(pt-BR\)/]);
  await checkedAtBothWidths(page, 'media-captions');

  const title = `Culto gravado ${tag}`;
  await page.goto(`${CONSOLE}/pt-BR/videira/content/videos/new`);
  await page.getByRole('textbox', { name: /^Título/ }).fill(title);
  await page.getByLabel(/^Ou um vídeo enviado/).selectOption({ label: name });
  await page.getByRole('textbox', { name: /^Texto/ }).click();
  await page.keyboard.type('O culto de domingo, com legendas.');
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await toast(page, 'Rascunho salvo.');
  await expect(page.getByText('Toca o vídeo enviado (Mídia), com as legendas dele.')).toBeVisible();
  await page.getByRole('button', { name: 'Publicar agora' }).click();
  await expect(page.getByRole('region', { name: 'Publicação' }).getByText('Publicado', { exact: true })).toBeVisible();
  await checkedAtBothWidths(page, 'content-video-upload');

  const site = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 360, height: 780 }, locale: 'pt-BR', isMobile: true, hasTouch: true });
  const member = await site.newPage();
  // The renditions hls.js asks for, in order: `v<i>.m3u8` playlists and `v<i>-<n>.ts` segments under the signed folder.
  const renditions: number[] = [];
  member.on('request', (r) => {
    const match = /\/api\/v1\/midia\/[^/]+\/v(\d+)(?:\.m3u8|-\d+\.ts)$/.exec(new URL(r.url()).pathname);
    if (match) renditions.push(Number(match[1]));
  });
  await member.goto(`${SITE}/videos`);
  await member.getByRole('link', { name: title }).click();
  const video = member.locator('video[aria-label]');
  await expect(video).toHaveAttribute('aria-label', title);
  // The signed playlist through hls.js (Chromium plays HLS natively too, but only hls.js lets the menu choose): the first frame decoded.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  // Quality: Auto and the two renditions; choosing the one hls.js is not on makes it load that one.
  const quality = member.getByLabel('Qualidade');
  await expect(quality.locator('option')).toHaveText(['Automática', '360p', '720p']);
  const playing = renditions.at(-1)!;
  const other = playing === 0 ? 1 : 0;
  const asked = renditions.length;
  await quality.selectOption({ label: other === 0 ? '360p' : '720p' });
  await expect.poll(() => renditions.slice(asked).includes(other), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  const captions = member.getByLabel('Legendas');
  await expect(captions.locator('option')).toHaveText(['Desligadas', 'English', 'Português']);
  await captions.selectOption({ label: 'Português' });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => [...v.textTracks].map((t) => `${t.language}:${t.mode}`).join(' ')))
    .toBe('en:disabled pt-BR:showing');
  await video.evaluate((v: HTMLVideoElement) => v.play());
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.3);
  await expectNoAxeViolations(member, 'video-upload');
  await picture(member, 'member-video-upload');
  await member.setViewportSize({ width: 1280, height: 800 });
  await picture(member, 'member-video-upload-wide');
  await site.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
