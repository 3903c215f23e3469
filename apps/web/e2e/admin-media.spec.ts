import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect as baseExpect } from '@playwright/test';
import { checkedAtBothWidths, DEMO_PASSWORD, enterCode, logInConsole, openArea } from './support/console.ts';
import { test } from './support/test.ts';

/**
 * The media library (issue 35, first slice), end to end: videira's admin uploads a tiny clip generated with ffmpeg
 * (2 s, 320x240), watches it go from sending to processing to ready with its renditions and poster, then deletes it.
 * axe and pictures at 360 and 1280 px. Needs ffmpeg on the machine (skipped without it, as the server's media tests).
 */
test.use({ locale: 'pt-BR' });
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const ADMIN = { email: 'admin@videira.demo', password: DEMO_PASSWORD };
const hasFfmpeg = (() => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

test('the admin uploads a video, follows its processing to ready renditions and a poster, and deletes it', async ({ page }) => {
  test.skip(!hasFfmpeg, 'ffmpeg is not installed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-e2e-media-'));
  const name = `culto-${Date.now().toString(36).slice(-5)}.mp4`;
  const clip = path.join(dir, name);
  execFileSync('nice', [
    '-n',
    '15',
    'ffmpeg',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=320x240:rate=24',
    '-f',
    'lavfi',
    '-i',
    'sine',
    '-t',
    '2',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    '-shortest',
    clip,
  ]);

  if (await logInConsole(page, ADMIN)) await enterCode(page, 'JBSWY3DPEHPK3PXPCONGREGADEMO2345');
  await openArea(page, 'Mídia');
  await page.getByLabel('Arquivo de vídeo').setInputFiles(clip);
  await expect(page.getByText('Enviado. O processamento começa em instantes.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Pronto')).toBeVisible({ timeout: 90_000 });
  await expect(row).toContainText('0:02');
  await expect(row.locator('img')).toBeVisible();
  await checkedAtBothWidths(page, 'media');

  await row.getByRole('button', { name: `Excluir ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  fs.rmSync(dir, { recursive: true, force: true });
});
