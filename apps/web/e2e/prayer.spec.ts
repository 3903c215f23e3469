import path from 'node:path';
import { createRequire } from 'node:module';
import { MESSAGES } from '@congrega/contract/messages';
import { expect, test, type Browser, type Page } from '@playwright/test';

/**
 * Prayer wall end to end (spec sections 2, 3, 6, 8): a member posts a request with an image, another
 * member sends a message and prays (once a day), a visitor is asked to log in, the author deletes it.
 */
test.use({ locale: 'pt-BR' });
test.describe.configure({ mode: 'serial' });

const AUTHOR = { email: 'membro@videira.demo', password: 'Demo@1234', name: 'Maria' };
const FRIEND = { email: 'irmao@videira.demo', password: 'Demo@1234' };
const PHOTO = path.join(import.meta.dirname, 'fixtures', 'prayer-photo.png');
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const LOGIN_NEEDED = MESSAGES['pt-BR']['error.UNAUTHENTICATED'];

async function login(page: Page, email: string, password: string) {
  await page.goto('/access');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).not.toHaveURL(/\/access/);
}

async function expectNoAxeViolations(page: Page, where: string) {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (c: Document) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }> } };
    return (await axe.run(document)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  });
  expect(violations, `axe violations on ${where}`).toEqual([]);
}

async function memberPage(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  await login(page, who.email, who.password);
  return page;
}

// One request per run, so the spec can run again and again against the same seeded server.
const text = `Oração de teste ${Date.now().toString(36)}: pela viagem missionária da próxima semana.`;
let prayerPath = '';

const card = (page: Page) => page.getByRole('article').filter({ hasText: text });

test('a member posts a request with an image and it appears on the wall', async ({ page }) => {
  await login(page, AUTHOR.email, AUTHOR.password);
  await page.goto('/prayer');
  await page.getByRole('link', { name: 'Novo pedido de oração' }).click();
  await expect(page).toHaveURL(/\/prayer\/new$/);

  await page.getByLabel('Seu pedido').fill(text);
  await page.getByLabel('Motivo').selectOption({ label: 'Família' });
  await expect(page.getByLabel('Publicar no mural de oração')).toBeChecked();
  await page.getByLabel('Quero receber uma ligação').check();
  await page.getByLabel('Imagem (opcional)').setInputFiles(PHOTO);
  await expect(page.getByRole('img', { name: 'Pré-visualização da imagem escolhida' })).toBeVisible();
  await expectNoAxeViolations(page, 'new request');

  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page).toHaveURL(/\/prayer\/new\/success$/);
  await expect(page.getByRole('heading', { name: 'Pedido enviado' })).toBeVisible();

  await page.getByRole('link', { name: 'Ir para o mural' }).click();
  await expect(card(page)).toBeVisible();
  await expect(card(page).getByText('Família')).toBeVisible();
  await expect(card(page).getByRole('img', { name: `Imagem enviada com o pedido de oração de ${AUTHOR.name}` })).toHaveAttribute(
    'src',
    /^\/media\/uploads\//,
  );
  await expectNoAxeViolations(page, 'prayer wall');

  await card(page).getByRole('link').click();
  await expect(page).toHaveURL(/\/prayer\/[0-9a-f-]{36}$/);
  prayerPath = new URL(page.url()).pathname;
});

test('a wrong file type is refused before upload; a failed send keeps everything typed', async ({ page }) => {
  await login(page, AUTHOR.email, AUTHOR.password);
  await page.goto('/prayer/new');
  await page.getByLabel('Seu pedido').fill('Texto que não pode se perder');
  await page.getByLabel('Motivo').selectOption({ label: 'Saúde' });
  await page.getByLabel('Quero receber uma visita').check();
  await page.getByLabel('Imagem (opcional)').setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('não é imagem') });
  await expect(page.getByText('Escolha uma imagem JPEG, PNG ou WebP.')).toBeVisible();
  await page.getByLabel('Imagem (opcional)').setInputFiles(PHOTO);
  await expect(page.getByText('Escolha uma imagem JPEG, PNG ou WebP.')).toBeHidden();

  // The connection drops while sending (spec section 8: prayer request creation failure).
  await page.route('**/api/v1/oracao/', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByRole('alert')).toContainText('Não foi possível enviar seu pedido de oração. Tente novamente.');
  await expect(page).toHaveURL(/\/prayer\/new$/);
  await expect(page.getByLabel('Seu pedido')).toHaveValue('Texto que não pode se perder');
  await expect(page.getByLabel('Motivo')).toHaveValue(/\d+/);
  await expect(page.getByLabel('Quero receber uma visita')).toBeChecked();
  await expect(page.getByRole('img', { name: 'Pré-visualização da imagem escolhida' })).toBeVisible();
  await expect(page.getByLabel('Seu pedido')).toBeEnabled();
});

test('another member sends a message and prays; praying again the same day does not count twice', async ({ browser }) => {
  const page = await memberPage(browser, FRIEND);
  await page.goto('/prayer');
  await card(page).getByRole('link').click();
  await expect(page).toHaveURL(prayerPath);
  await expect(page.getByText('Nenhuma oração ainda')).toBeVisible();

  await page.getByLabel('Sua mensagem de apoio').fill('Estamos orando por você e pela viagem!');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByText('Mensagem enviada.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Estamos orando por você e pela viagem!' })).toBeVisible();
  await expect(page.getByLabel('Sua mensagem de apoio')).toHaveValue('');

  await page.getByRole('button', { name: 'Orar por este pedido' }).click();
  // Optimistic: the count and the button change at once.
  await expect(page.getByText('1 oração', { exact: true })).toBeVisible();
  const again = page.getByRole('button', { name: 'Você orou hoje' });
  await expect(again).toBeVisible();
  const second = page.waitForResponse((r) => r.url().endsWith('/api/v1/oracao/orar/') && r.request().method() === 'POST');
  await again.click();
  expect((await (await second).json()) as unknown).toMatchObject({ quantidadeOracoes: 1, orouHoje: true });
  await expect(page.getByText('1 oração', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByText('1 oração', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Você orou hoje' })).toBeVisible();
  await expectNoAxeViolations(page, 'prayer detail');
  await page.context().close();
});

test('a visitor can read the request but is asked to log in to pray or send a message', async ({ page }) => {
  await page.goto(prayerPath);
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByText('Estamos orando por você e pela viagem!')).toBeVisible();

  await page.getByRole('button', { name: 'Orar por este pedido' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(LOGIN_NEEDED);
  const back = encodeURIComponent(prayerPath);
  await expect(dialog.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', `/access?redirectTo=${back}`);
  await expect(dialog.getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', `/access/register?redirectTo=${back}`);
  await expect(page.getByText('1 oração', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByLabel('Sua mensagem de apoio').fill('Uma palavra de um visitante');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByRole('dialog')).toContainText(LOGIN_NEEDED);
  await page.getByRole('dialog').getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(`/access?redirectTo=${back}`);
});

test('the author deletes the request: success page, and it is gone from the wall', async ({ page }) => {
  await login(page, AUTHOR.email, AUTHOR.password);
  await page.goto(prayerPath);
  await page.getByRole('link', { name: 'Excluir pedido' }).click();
  await expect(page).toHaveURL(`${prayerPath}/delete`);
  await expect(page.getByText('Esta ação não pode ser desfeita')).toBeVisible();
  await page.getByRole('button', { name: 'Excluir definitivamente' }).click();

  await expect(page).toHaveURL(/\/prayer\/delete\/success$/);
  await expect(page.getByRole('heading', { name: 'Pedido excluído' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir para o mural' }).click();
  await expect(page.getByRole('heading', { name: 'Mural de oração' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(card(page)).toHaveCount(0);
  await page.goto(prayerPath);
  await expect(page.getByText('Pedido de oração não encontrado.')).toBeVisible();
});
