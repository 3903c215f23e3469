import { expect as baseExpect, type Page } from '@playwright/test';
import { checkedAtBothWidths, DEMO_PASSWORD, logInConsole, openArea, SITE, toast } from './support/console.ts';
import { test } from './support/test.ts';

/**
 * Services and going live (issue 34, "The live host workspace"): a host ends the demo's live stream in the console
 * and the /live page open on a phone switches to "next service" without reload (the home's block too); the host
 * schedules a one-off stream (members notified) and goes live with it: the same page now plays it, still without
 * reload. The demo stream is put live again at the end (the console project runs after every member test).
 */
test.use({ locale: 'pt-BR' });
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const HOST = { email: 'anfitriao@videira.demo', password: DEMO_PASSWORD };
const DEMO_STREAM = 'Noite de Louvor ao vivo';

const wallClock = (ms: number) => {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
};

async function liveToggle(host: Page, title: string, action: 'Entrar ao vivo' | 'Encerrar') {
  await host.getByRole('button', { name: `${action}: ${title}` }).click();
  await toast(host, action === 'Entrar ao vivo' ? `${title} está ao vivo` : `${title} foi encerrado.`);
}

test('a host ends the live stream and goes live with a new one: the open /live page follows without reload', async ({ page, browser }) => {
  const title = `Culto especial ${Date.now().toString(36)}`;
  // The member's /live page and the home, open before anything changes; a mark on the window proves no reload.
  await page.goto(`${SITE}/live`);
  await expect(page.getByRole('heading', { level: 2, name: DEMO_STREAM })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { __noReload: true }));
  const home = await page.context().newPage();
  await home.goto(`${SITE}/`);
  const homeLive = home.locator('.home-live');
  await expect(homeLive.getByText(DEMO_STREAM)).toBeVisible();

  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const host = await context.newPage();
  await logInConsole(host, HOST);
  await openArea(host, 'Cultos / Ao vivo');
  await expect(host.getByRole('row').filter({ hasText: DEMO_STREAM }).getByText('Ao vivo', { exact: true })).toBeVisible();
  await checkedAtBothWidths(host, 'services');
  try {
    await liveToggle(host, DEMO_STREAM, 'Encerrar');
    await expect(page.getByRole('heading', { level: 2, name: 'Próximo culto' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: DEMO_STREAM })).toHaveCount(0);
    await expect(homeLive.getByText(DEMO_STREAM)).toHaveCount(0);

    // A one-off stream tomorrow, with a bad address first (refused on its field, nothing lost).
    await host.getByRole('link', { name: 'Novo culto' }).click();
    await expect(host.getByRole('heading', { level: 1, name: 'Novo culto' })).toBeVisible();
    await host.getByLabel('Título').fill(title);
    await host.getByLabel('Tipo').selectOption({ label: 'Transmissão avulsa' });
    const tomorrow = Date.now() + 24 * 3_600_000;
    await host.getByLabel('Início').fill(wallClock(tomorrow));
    await host.getByLabel('Término').fill(wallClock(tomorrow + 3_600_000));
    await host.getByLabel('Endereço da transmissão').fill('https://example.org/culto');
    await host.getByRole('button', { name: 'Criar e notificar os membros' }).click();
    await expect(host.getByText('Cole o endereço de um vídeo do YouTube ou do Vimeo', { exact: false })).toBeVisible();
    await host.getByLabel('Endereço da transmissão').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await expect(host.getByText('Será exibido como: YouTube')).toBeVisible();
    await checkedAtBothWidths(host, 'service-new');
    await host.getByRole('button', { name: 'Criar e notificar os membros' }).click();
    await toast(host, 'Culto criado; membros notificados.');
    await expect(host.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await checkedAtBothWidths(host, 'service');

    // Going live: the member's page plays it, without reload.
    await liveToggle(host, title, 'Entrar ao vivo');
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.locator('.live-now .live-badge')).toHaveText('Ao vivo');
    await expect(homeLive.locator('p').filter({ hasText: 'Ao vivo agora:' })).toContainText(title);
    expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
    await liveToggle(host, title, 'Encerrar');
    await expect(page.getByRole('heading', { level: 2, name: title })).toHaveCount(0);
  } finally {
    // The demo stream live again for whoever comes next.
    await openArea(host, 'Cultos / Ao vivo');
    await liveToggle(host, DEMO_STREAM, 'Entrar ao vivo');
    await context.close();
  }
});
