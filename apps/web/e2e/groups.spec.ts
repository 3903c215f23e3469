import { MESSAGES } from '@congrega/contract/messages';
import { expect as baseExpect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { logIn } from './support/login.ts';
import { test } from './support/test.ts';

/**
 * Small groups end to end on a phone (spec sections 2, 4, 6, 8): a visitor finds the group nearest to them, is asked
 * to log in to join, asks, sees the success message and the pending state; the leader accepts in another browser;
 * the member then finds the group under "my groups" with its meetings, and reads a study.
 */
test.use({ locale: 'pt-BR' });
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const MEMBER = { email: 'membro@videira.demo', password: 'Demo@1234' };
/** admin@videira.demo leads Célula Jardins in the demo seed. */
const LEADER = { email: 'admin@videira.demo', password: 'Demo@1234' };
/** Next to Célula Jardins (Alameda Santos), so "nearest first" puts it on top. */
const NEAR_JARDINS = { latitude: -23.5682, longitude: -46.6562 };
const phoneOnly = (testInfo: TestInfo) =>
  test.skip(testInfo.project.name !== 'phone', 'one journey, on the phone (it changes the demo data)');

let groupPath = '';

async function leaderPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  await logIn(page, LEADER);
  return page;
}

test('a visitor finds the nearest group, logs in, asks to join and sees the request pending', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  phoneOnly(testInfo);
  await context.grantPermissions(['geolocation'], { origin: baseURL! });
  await context.setGeolocation(NEAR_JARDINS);
  await page.goto('/groups');
  await expect(page.getByRole('heading', { level: 1, name: 'Células' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(6);
  await expectNoAxeViolations(page, 'groups list');

  await page.getByRole('button', { name: 'Mais perto primeiro' }).click();
  await expect(page.getByText('Ordenadas pela distância até você.')).toBeVisible();
  await expect(page.getByRole('article').first().getByRole('heading')).toHaveText('Célula Jardins');

  await page.getByRole('link', { name: 'Célula Jardins' }).click();
  await expect(page).toHaveURL(/\/groups\/\d+$/);
  groupPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: 'Célula Jardins' })).toBeVisible();
  await expect(page.getByText('Paulo Almeida', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Abrir no mapa' })).toHaveAttribute('href', /google\.com\/maps/);
  await expectNoAxeViolations(page, 'group detail');

  await page.getByRole('button', { name: 'Quero participar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(MESSAGES['pt-BR']['error.UNAUTHENTICATED'])).toBeVisible();
  await dialog.getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/access\?redirectTo=/);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(MEMBER.email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel(/^Senha/).fill(MEMBER.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${groupPath}$`));

  await page.getByRole('button', { name: 'Quero participar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(page).toHaveURL(/\/groups\/request\/success\?celula=\d+$/);
  await expect(page.getByText('Sua solicitação foi enviada com sucesso!')).toBeVisible();
  await expectNoAxeViolations(page, 'request sent');
  await page.getByRole('link', { name: 'Voltar para a célula' }).click();
  await expect(page.getByText('Sua solicitação foi enviada e aguarda a resposta do líder.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quero participar' })).toHaveCount(0);
});

test('the leader accepts; the member finds the group under "my groups" with its meetings', async ({ page, browser }, testInfo) => {
  phoneOnly(testInfo);
  const leader = await leaderPage(browser);
  await leader.goto(groupPath);
  const request = leader.getByRole('listitem').filter({ hasText: 'Maria Oliveira' });
  await expect(request.getByText('membro@videira.demo')).toBeVisible();
  await expectNoAxeViolations(leader, 'leader requests');
  await request.getByRole('button', { name: 'Aceitar' }).click();
  await expect(leader.getByText('Maria Oliveira agora participa da célula.')).toBeVisible();
  await leader.context().close();

  await logIn(page, MEMBER);
  await page.goto('/groups');
  await page.getByRole('link', { name: 'Minhas células' }).click();
  await expect(page).toHaveURL(/\/groups\?tab=mine$/);
  await expect(page.getByRole('link', { name: 'Célula Jardins' })).toBeVisible();
  await page.getByRole('link', { name: 'Célula Jardins' }).click();
  await expect(page.getByText('Você participa desta célula.')).toBeVisible();
  await page.getByRole('link', { name: 'Reuniões' }).click();
  await expect(page).toHaveURL(/\/meetings$/);
  // The list's own heading first: until it is drawn, the group's page (whose article has its own links) may still show.
  await expect(page.getByRole('heading', { level: 1, name: 'Reuniões' })).toBeVisible();
  await page.getByRole('article').first().getByRole('link', { name: /\d/ }).click();
  await expect(page.getByText('Oração que transforma')).toBeVisible();
  await expectNoAxeViolations(page, 'meeting');
});

test('a visitor reads a public study; members-only ones are not listed for them', async ({ page }, testInfo) => {
  phoneOnly(testInfo);
  await page.goto('/studies');
  await expect(page.getByRole('heading', { level: 1, name: 'Estudos de célula' })).toBeVisible();
  await expect(page.getByText('Só para membros')).toHaveCount(0);
  await page.getByRole('link', { name: 'O fruto do Espírito' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'O fruto do Espírito' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Para conversar' })).toBeVisible();
  await expectNoAxeViolations(page, 'study');
});
