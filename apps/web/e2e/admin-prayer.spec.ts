import { expect as baseExpect, type Browser, type Page } from '@playwright/test';
import { createAccount } from './account-helpers.ts';
import { checked, DEMO_PASSWORD, enterCode, logInConsole, openArea, SITE, toast } from './support/console.ts';
import { logIn } from './support/login.ts';
import { test } from './support/test.ts';

/**
 * Prayer moderation and care end to end (issue 34, "Done when"): with approval on, a new member asks for a visit;
 * only they see it, waiting for approval; the pastor approves it in the console; a second member reports it and it
 * leaves the wall; the pastor assigns the visit to themself, and the member sees who will visit. The church's
 * approval setting is switched back off at the end (the console project runs after every member test).
 */
test.use({ locale: 'pt-BR' });
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

const ADMIN = { email: 'admin@videira.demo', password: DEMO_PASSWORD };
/** README "Demo logins" (apps/server/src/modules/admin/admin.seed.ts DEMO_ADMIN_TOTP_SECRET): published, demo only. */
const ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPCONGREGADEMO2345';
const PASTOR = { email: 'pastor@videira.demo', password: DEMO_PASSWORD };
const FRIEND = { email: 'irmao@videira.demo', password: DEMO_PASSWORD };

async function consolePage(browser: Browser, who: { email: string; password: string }, secret?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'pt-BR' });
  const page = await context.newPage();
  if ((await logInConsole(page, who)) && secret) await enterCode(page, secret);
  await openArea(page, 'Mural de oração');
  return page;
}

async function setApproval(page: Page, on: boolean) {
  const box = page.getByRole('checkbox', { name: 'Publicar pedidos só depois da aprovação da equipe' });
  await box.setChecked(on);
  await page.getByRole('button', { name: 'Salvar' }).last().click();
  await toast(page, 'Regras do mural salvas.');
}

test('a visit request waits for approval, is approved, hidden by a report, and the pastor takes the visit', async ({ page, browser }) => {
  const text = `Visita ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}: minha mãe está internada.`;
  const admin = await consolePage(browser, ADMIN, ADMIN_TOTP_SECRET);
  await setApproval(admin, true);
  try {
    // A new member asks for a visit; only they see it, waiting for approval.
    await createAccount(page, { loggedIn: true, nome: 'Lia', sobrenome: 'Oração' });
    await page.goto(`${SITE}/prayer/new`);
    await page.getByLabel('Seu pedido').fill(text);
    await page.getByLabel('Quero receber uma visita').check();
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(page.getByText('A equipe da igreja vai revisar o pedido antes de publicá-lo no mural.', { exact: false })).toBeVisible();
    await page.goto(`${SITE}/user/prayer`);
    const mine = page.getByRole('article').filter({ hasText: text });
    await expect(mine.getByText('Aguardando aprovação')).toBeVisible();

    // The pastor approves it in the moderation queue.
    const pastor = await consolePage(browser, PASTOR);
    const row = pastor.getByRole('row').filter({ hasText: text });
    await row.getByRole('button', { name: /^Aprovar/ }).click();
    await toast(pastor, 'Pedido publicado. O autor foi avisado.');
    await checked(pastor, 'prayer-queue');

    // A second member sees it on the wall and reports it: it leaves the wall.
    const friendContext = await browser.newContext({ locale: 'pt-BR' });
    const friend = await friendContext.newPage();
    await logIn(friend, FRIEND);
    await friend.goto(`${SITE}/prayer`);
    await friend.getByRole('article').filter({ hasText: text }).getByRole('link').click();
    await friend.getByRole('button', { name: 'Denunciar' }).first().click();
    await friend.getByRole('alertdialog').getByRole('button', { name: 'Denunciar' }).click();
    await expect(friend.getByRole('status').filter({ hasText: 'Denúncia enviada.' })).toBeVisible();
    await friend.goto(`${SITE}/prayer`);
    await expect(friend.getByRole('heading', { level: 1, name: 'Mural de oração' })).toBeVisible();
    await expect(friend.getByRole('article').filter({ hasText: text })).toHaveCount(0);
    await friendContext.close();

    // The pastor takes the visit in the care queue; the member sees who will visit.
    await openArea(pastor, 'Cuidado pastoral');
    await pastor.getByRole('row').filter({ hasText: text }).getByRole('link', { name: 'Lia Oração' }).click();
    // The queue has its own "Situação" filter: wait for the item's screen before choosing its status.
    await expect(pastor.getByRole('region', { name: 'Acompanhamento' })).toBeVisible();
    await pastor.getByRole('combobox', { name: 'Situação' }).selectOption({ label: 'Em andamento' });
    await pastor.getByRole('combobox', { name: 'Responsável' }).selectOption({ label: 'Paulo Equipe' });
    await pastor.getByRole('button', { name: 'Salvar' }).click();
    await toast(pastor, 'Acompanhamento salvo.');
    await checked(pastor, 'care-item');
    await pastor.context().close();

    await page.goto(`${SITE}/user/prayer`);
    await page.getByRole('article').filter({ hasText: text }).getByRole('link').click();
    await expect(page.getByText('Paulo, da equipe pastoral, está orando por você e vai combinar a visita.')).toBeVisible();
  } finally {
    await setApproval(admin, false);
    await admin.context().close();
  }
});
