import path from 'node:path';
import { expect as baseExpect } from '@playwright/test';
import {
  CONSOLE,
  checked,
  checkedAtBothWidths,
  code,
  DEMO_PASSWORD,
  enterCode,
  logInConsole as logIn,
  menuEntry,
  openArea,
  shot,
  SITE,
  toast,
} from './support/console.ts';
import { test } from './support/test.ts';

/**
 * The staff console end to end (issue 30), on its own origin admin.localhost: videira's demo admin logs in (the
 * second factor with the README's demo TOTP secret, the code computed here with the server's TOTP library), changes
 * the church colour, a menu item and adds a banner, gives a member the content-editor preset, sees each change on
 * videira's site and in the audit log, finds a member in People and opens her profile, merges the seed's duplicate of
 * her; the content editor's menu
 * has no people, settings, grants or audit (no money). A treasurer enrols TOTP at first use. Each console screen is checked with axe and photographed at 360 px and
 * at 1280 px in the same run (the viewport resized), into the test's output folder. The changes
 * are undone at the end (banner deleted, grants removed, colour and menu item put back, TOTP off again).
 */
test.use({ locale: 'pt-BR' });
const expect = baseExpect.configure({ timeout: 15_000 });
// The journey and the treasurer's enrolment touch different accounts and rows: two workers run them side by side.
test.describe.configure({ timeout: 100_000, mode: 'parallel' });

const ADMIN = { email: 'admin@videira.demo', password: DEMO_PASSWORD };
const EDITOR = { email: 'irmao@videira.demo', password: DEMO_PASSWORD };
/** README "Demo logins" (apps/server/src/modules/admin/admin.seed.ts DEMO_ADMIN_TOTP_SECRET): published, demo only. */
const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPCONGREGADEMO2345';
const TREASURER = { email: 'tesouraria@videira.demo', password: DEMO_PASSWORD };

const unique = () => Date.now().toString(36).slice(-5);

test('videira’s admin changes colour, menu and a banner, gives a content editor access, and sees it all on the site and in the audit log', async ({
  page,
  browser,
}) => {
  test.slow();
  const stamp = unique();

  // The spec's /admin on the church site lands on the console for videira in its language.
  await page.goto(`${SITE}/admin`);
  await expect(page).toHaveURL(`${CONSOLE}/pt-BR?next=${encodeURIComponent('/pt-BR/videira')}`);
  await checkedAtBothWidths(page, 'login');

  // The seeded admin has TOTP on: the code of the demo secret, computed here.
  baseExpect(await logIn(page, ADMIN)).toBe(true);
  await checkedAtBothWidths(page, 'login-totp');
  await enterCode(page, DEMO_TOTP_SECRET);
  await expect(menuEntry(page, 'Configurações da igreja')).toBeAttached();
  await openArea(page, 'Minha segurança');
  await checkedAtBothWidths(page, 'security-on');

  // Dashboard.
  await openArea(page, 'Painel', 'Igreja Videira');
  await checkedAtBothWidths(page, 'dashboard');

  // People: a seeded member found by name, then their profile (the CPF as stored).
  await openArea(page, 'Pessoas');
  await page.getByRole('searchbox', { name: 'Nome, e-mail, telefone ou CPF' }).fill('Maria Oliveira');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/q=Maria\+Oliveira/);
  const maria = page.getByRole('link', { name: 'Maria Oliveira', exact: true }).first();
  await expect(maria).toBeVisible();
  await checkedAtBothWidths(page, 'people');
  await maria.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maria Oliveira' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dados pessoais' })).toContainText('52998224725');
  await checkedAtBothWidths(page, 'person');

  // The seed's duplicate: the same Maria signed up again (same phone and birth date). Compared, then merged into the
  // older record: the newer one's login no longer opens videira.
  await openArea(page, 'Pessoas');
  await page.getByRole('link', { name: 'Possíveis cadastros duplicados' }).click();
  const pair = page.getByRole('row', { name: /Maria de Oliveira/ });
  await expect(pair).toContainText('mesmo telefone e nascimento');
  await checkedAtBothWidths(page, 'people-duplicates');
  await pair.getByRole('link', { name: /Comparar/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mesclar cadastros' })).toBeVisible();
  await expect(page.getByRole('row', { name: /E-mail/ })).toContainText('maria.oliveira@videira.demo');
  await checkedAtBothWidths(page, 'people-merge');
  await page.getByRole('button', { name: 'Mesclar', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mesclar', exact: true }).click();
  await toast(page, 'Cadastros mesclados em Maria Oliveira.');
  await expect(page.getByRole('heading', { level: 1, name: 'Maria Oliveira' })).toBeVisible();

  // Church settings: colour (the contrast is checked as typed), a menu item, a new banner.
  await openArea(page, 'Configurações da igreja');
  const appColour = page.getByRole('textbox', { name: /^Cor do app/ });
  const oldColour = await appColour.inputValue();
  await appColour.fill('#FFEE00');
  await expect(page.getByText(/baixo demais/)).toBeVisible();
  // Each project its own colour: the phone and desktop runs may overlap on the same demo church.
  const newColour = '#1F5C99';
  await appColour.fill(newColour);
  await expect(page.getByText(/fácil de ler/)).toBeVisible();
  await checkedAtBothWidths(page, 'settings');
  const colours = page.locator('section', { has: page.getByRole('heading', { name: 'Cores' }) });
  await colours.getByRole('button', { name: 'Salvar' }).click();
  await toast(page, 'Salvo.');

  const menuSection = page.locator('section', { has: page.getByRole('heading', { name: 'Menu', exact: true }) });
  const firstTitle = menuSection.getByLabel('Título').first();
  const oldTitle = await firstTitle.inputValue();
  const newTitle = `Agenda ${stamp}`;
  await firstTitle.fill(newTitle);
  await menuSection.getByRole('button', { name: 'Salvar o menu' }).click();
  await toast(page, 'Salvo.');

  const banners = page.locator('section', { has: page.getByRole('heading', { name: 'Banners' }) });
  const bannerTitle = `Banner ${stamp}`;
  const bannerAlt = `Mural de oração ${stamp}`;
  await banners.getByLabel('Título').fill(bannerTitle);
  // The image goes through the console's upload (the church's own folder), then its text alternative.
  await banners.getByLabel(/^Imagem/).setInputFiles(path.join(import.meta.dirname, 'fixtures', 'prayer-photo.png'));
  await expect(banners.locator('img.image-field-preview')).toBeVisible();
  await banners.getByLabel(/^Texto alternativo/).fill(bannerAlt);
  await banners.getByRole('button', { name: 'Adicionar banner' }).click();
  await toast(page, 'Banner adicionado.');
  await expect(banners.getByRole('strong').filter({ hasText: bannerTitle })).toBeVisible();

  // Staff access: irmão becomes a content editor.
  await openArea(page, 'Acessos da equipe');
  const grantForm = page.locator('section', { has: page.getByRole('heading', { name: 'Dar acesso' }) });
  await grantForm.getByLabel('E-mail').fill(EDITOR.email);
  await grantForm.getByRole('combobox', { name: /^Perfil/ }).selectOption('content_editor');
  await grantForm.getByRole('button', { name: 'Dar acesso' }).click();
  await toast(page, 'Acesso dado.');
  const grantRows = page.locator('.data-table tbody tr', { hasText: EDITOR.email });
  await expect(grantRows).toHaveCount(3); // content, live and events: the preset's grants
  await checkedAtBothWidths(page, 'grants');

  // The audit log names each change, newest first, by the admin.
  await openArea(page, 'Registro de alterações');
  const entries = page.locator('.data-table tbody tr');
  await expect(entries.first()).toBeVisible();
  await expect(entries.filter({ hasText: 'Criou' }).first()).toBeVisible();
  await expect(entries.filter({ hasText: 'Alterou' }).first()).toBeVisible();
  await checkedAtBothWidths(page, 'audit');
  await page.getByRole('combobox', { name: 'Área' }).selectOption('settings');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/area=settings/);
  await expect(entries.first()).toContainText('Configurações');

  // videira's site shows the colour, the menu item and the banner at once.
  const site = await browser.newPage();
  await site.goto(SITE);
  await expect
    .poll(() => site.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim().toLowerCase()))
    .toBe(newColour.toLowerCase());
  await expect(site.getByText(newTitle).first()).toBeAttached();
  // The carousel's slide (the ones off screen are hidden from assistive technology, so found by their alt).
  await expect(site.locator(`img[alt="${bannerAlt}"]`)).toBeAttached();
  await site.close();

  // The content editor's console: no people, settings, grants or audit (people's data and money are not theirs).
  const editorContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined, locale: 'pt-BR' });
  const editor = await editorContext.newPage();
  await logIn(editor, EDITOR);
  await expect(menuEntry(editor, 'Painel')).toBeAttached();
  for (const area of ['Pessoas', 'Configurações da igreja', 'Acessos da equipe', 'Registro de alterações']) {
    await expect(menuEntry(editor, area)).toHaveCount(0);
  }
  await editor.goto(`${CONSOLE}/pt-BR/videira/grants`);
  await expect(editor.getByText('Seu acesso não abre esta área nesta igreja.')).toBeVisible();
  await expect(editor.getByRole('heading', { name: 'Dar acesso' })).toHaveCount(0);
  await shot(editor, 'editor-forbidden');
  await editorContext.close();

  // Put the demo back: banner deleted (confirmed), grants removed in bulk (confirmed), colour and menu item restored.
  await openArea(page, 'Acessos da equipe');
  for (const row of await grantRows.all()) await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Remover selecionados' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Remover 3 acessos?');
  await checkedAtBothWidths(page, 'grants-confirm');
  await confirm.getByRole('button', { name: 'Remover' }).click();
  await toast(page, '3 acessos removidos.');
  await expect(grantRows).toHaveCount(0);

  await openArea(page, 'Configurações da igreja');
  await banners.getByRole('button', { name: `Excluir ${bannerTitle}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await toast(page, 'Banner excluído.');
  await appColour.fill(oldColour);
  await colours.getByRole('button', { name: 'Salvar' }).click();
  await toast(page, 'Salvo.');
  await menuSection.getByLabel('Título').first().fill(oldTitle);
  await menuSection.getByRole('button', { name: 'Salvar o menu' }).click();
  await toast(page, 'Salvo.');
});

test('a treasurer enrols two-step verification at first use, keeps the recovery codes, and sees no church administration', async ({
  page,
}) => {
  test.slow();
  // Finance needs a second factor: until it is on, nothing of the church opens and the console says why.
  baseExpect(await logIn(page, TREASURER)).toBe(false);
  await expect(page.getByText('exigem a verificação em duas etapas')).toBeVisible();
  await checked(page, 'dashboard-unverified');
  await page.getByRole('link', { name: 'ligue-a' }).click();
  await page.getByRole('button', { name: 'Ligar a verificação em duas etapas' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.locator('.totp-secret').innerText()).replace(/\s+/g, '');
  await checked(page, 'totp-enrol');
  await page.setViewportSize({ width: 1280, height: 800 });
  await checked(page, 'totp-enrol-wide');
  await page.getByLabel('Código do aplicativo autenticador').fill(code(secret));
  await page.getByRole('button', { name: 'Confirmar e ligar' }).click();
  await expect(page.getByRole('heading', { name: 'Seus códigos de recuperação' })).toBeVisible();
  await expect(page.locator('.code-list li')).toHaveCount(10);
  await checked(page, 'recovery-codes-wide');
  await page.setViewportSize({ width: 360, height: 780 });
  await checked(page, 'recovery-codes');
  await page.getByRole('button', { name: 'Já guardei' }).click();

  // Verified: the dashboard opens; people, settings, staff access and the audit log stay out of a treasurer's menu.
  await expect(menuEntry(page, 'Painel')).toBeAttached();
  for (const area of ['Pessoas', 'Configurações da igreja', 'Acessos da equipe', 'Registro de alterações']) {
    await expect(menuEntry(page, area)).toHaveCount(0);
  }

  // Leave the demo as seeded (enrolment asked at first use): turning it off takes a current code.
  const off = page.locator('section', { has: page.getByRole('heading', { name: 'Desligar a verificação em duas etapas' }) });
  await openArea(page, 'Minha segurança');
  await off.getByLabel('Código do aplicativo autenticador').fill(code(secret, 1));
  await off.getByRole('button', { name: 'Desligar a verificação em duas etapas' }).click();
  await toast(page, 'A verificação em duas etapas está desligada.');
  await expect(page.getByRole('button', { name: 'Ligar a verificação em duas etapas' })).toBeVisible();
});
