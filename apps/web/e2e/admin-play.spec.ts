import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect as baseExpect, type Page } from '@playwright/test';
import { checkedAtBothWidths, CONSOLE, DEMO_PASSWORD, enterCode, logInConsole, openArea, SITE, toast } from './support/console.ts';
import { logIn } from './support/login.ts';
import { test } from './support/test.ts';

/**
 * The Play catalogue authored in the console (issue 35), end to end: videira's admin uploads a tiny ffmpeg clip to
 * the media library and waits for it to be ready, adds a plan, a collection and a content playing that video,
 * publishes it, and looks at what the monthly plan sees; then the subscribed demo member finds it in Play and gets
 * its signed HLS link, while the unsubscribed one is sent to the plans. axe and pictures at 360 and 1280 px.
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

function makeClip(file: string) {
  execFileSync('nice', [
    ...['-n', '15', 'ffmpeg', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=24'],
    ...['-t', '2', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file],
  ]);
}

async function openTab(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Partes do catálogo do Play' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Catálogo do Play: ${name}` })).toBeVisible();
}

test('staff author a plan, a collection and a content with a ready video; a subscriber sees it, a non-subscriber goes to the plans', async ({
  page,
  browser,
}) => {
  test.skip(!hasFfmpeg, 'ffmpeg is not installed');
  const stamp = Date.now().toString(36).slice(-5);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-e2e-play-'));
  const video = `play-${stamp}.mp4`;
  makeClip(path.join(dir, video));
  const plan = `Plano Família ${stamp}`;
  const collection = `Série Nova ${stamp}`;
  const title = `Estudo em família ${stamp}`;

  if (await logInConsole(page, ADMIN)) await enterCode(page, 'JBSWY3DPEHPK3PXPCONGREGADEMO2345');
  await openArea(page, 'Mídia');
  await page.getByLabel('Arquivo de vídeo').setInputFiles(path.join(dir, video));
  await expect(page.getByRole('row').filter({ hasText: video }).getByText('Pronto')).toBeVisible({ timeout: 120_000 });

  await openArea(page, 'Catálogo do Play', 'Catálogo do Play: Conteúdos');
  await openTab(page, 'Planos');
  const planForm = page.locator('form').last();
  await planForm.getByLabel(/^Nome/).fill(plan);
  await planForm.getByLabel(/^Valor por período/).fill('29,90');
  await planForm.getByLabel(/^Taxa de adesão/).fill('5');
  await planForm.getByRole('button', { name: 'Adicionar plano' }).click();
  await toast(page, 'Plano adicionado.');
  await expect(page.getByRole('button', { name: `Editar ${plan}` })).toBeVisible();
  await checkedAtBothWidths(page, 'play-plans');

  await openTab(page, 'Coletâneas');
  const colForm = page.locator('form').last();
  await colForm.getByLabel(/^Nome/).fill(collection);
  await colForm.getByRole('button', { name: 'Adicionar coletânea' }).click();
  await toast(page, 'Coletânea adicionada.');
  await page.getByRole('button', { name: `Subir ${collection}` }).click();
  await toast(page, 'Ordem salva.');
  await checkedAtBothWidths(page, 'play-collections');

  await openTab(page, 'Conteúdos');
  const form = page.locator('form').last();
  await form.getByLabel(/^Título/).fill(title);
  await form.getByLabel(/^Resumo/).fill('Uma conversa curta para a família.');
  await form.getByLabel(/^Vídeo/).selectOption({ label: video });
  await form.getByLabel(/^Coletânea/).selectOption({ label: collection });
  await form.getByLabel(/^Tags/).fill('Família, Estudo');
  await form.getByRole('button', { name: 'Adicionar conteúdo' }).click();
  await toast(page, 'Conteúdo adicionado como rascunho.');
  await page.getByRole('button', { name: `Publicar ${title}` }).click();
  await toast(page, 'Publicado: os membros já o veem.');
  await checkedAtBothWidths(page, 'play-contents');

  await openTab(page, 'O que cada plano vê');
  await page.getByLabel('Membro no plano').selectOption({ label: 'Play Mensal' });
  await expect(page.getByRole('region', { name: collection })).toContainText(title);
  await checkedAtBothWidths(page, 'play-preview');

  // The subscribed demo member (monthly plan) finds it in Play and gets its signed HLS playlist.
  const member = await browser.newPage({ baseURL: SITE });
  await logIn(member);
  await member.goto('/play');
  await expect(member.getByRole('heading', { name: collection, level: 2 })).toBeVisible();
  await member
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(member.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const id = Number(new URL(member.url()).pathname.split('/').at(-1));
  const playback = await member.evaluate(async (contentId) => {
    const token = sessionStorage.getItem('congrega.token');
    const res = await fetch(`/api/v1/plano-assinatura-conteudo/${contentId}/reproducao/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { fontes: { url: string }[] };
    const playlist = await fetch(body.fontes[0]!.url);
    return { status: res.status, playlist: playlist.status, text: (await playlist.text()).slice(0, 7) };
  }, id);
  expect(playback).toEqual({ status: 200, playlist: 200, text: '#EXTM3U' });
  await member.close();

  // The demo member without a subscription sees it too, and watching sends them to the plans.
  const other = await browser.newPage({ baseURL: SITE });
  await logIn(other, { email: 'irmao@videira.demo', password: DEMO_PASSWORD });
  await other.goto(`/play/watch/${id}`);
  await expect(other).toHaveURL(/\/play\/plans$/);
  await expect(other.getByRole('heading', { name: plan, level: 2 })).toBeVisible();
  await other.close();

  expect(page.url().startsWith(CONSOLE)).toBe(true);
  fs.rmSync(dir, { recursive: true, force: true });
});
