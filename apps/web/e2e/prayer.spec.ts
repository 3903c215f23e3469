import path from 'node:path';
import { MESSAGES } from '@congrega/contract/messages';
import { expect as baseExpect, type Browser, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { logIn } from './support/login.ts';

/**
 * Prayer wall end to end (spec sections 2, 3, 6, 8): a member posts a request with an image, another
 * member sends a message and prays (once a day), a visitor is asked to log in, the author deletes it.
 */
test.use({ locale: 'pt-BR' });
// Cold page loads in fresh contexts (and, for notes, a 1 s autosave pause plus the request) can take
// longer than the default on a busy CI machine; waiting longer costs nothing when things are fast.
const expect = baseExpect.configure({ timeout: 15_000 });
// One story in order; each step logs in and talks to the real server, hence the longer time limit.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const AUTHOR = { email: 'membro@videira.demo', password: 'Demo@1234', name: 'Maria' };
const FRIEND = { email: 'irmao@videira.demo', password: 'Demo@1234' };
const PHOTO = path.join(import.meta.dirname, 'fixtures', 'prayer-photo.png');
const LOGIN_NEEDED = MESSAGES['pt-BR']['error.UNAUTHENTICATED'];

async function memberPage(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  await logIn(page, who);
  return page;
}

// One request per run (and per project running in parallel), so runs never see each other's request.
const text = `Oração de teste ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}: pela viagem missionária.`;
let prayerPath = '';

const card = (page: Page) => page.getByRole('article').filter({ hasText: text });

test('a member posts a request with an image and it appears on the wall', async ({ page }) => {
  await logIn(page, AUTHOR);
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
  await logIn(page, AUTHOR);
  await page.goto('/prayer/new');
  await page.getByLabel('Seu pedido').fill('Texto que não pode se perder');
  await page.getByLabel('Motivo').selectOption({ label: 'Saúde' });
  await page.getByLabel('Quero receber uma visita').check();
  await page
    .getByLabel('Imagem (opcional)')
    .setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('não é imagem') });
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
  // The count is the pray button's accessible description.
  const pray = page.getByRole('button', { name: 'Orar por este pedido' });
  await expect(pray).toHaveAccessibleDescription('Nenhuma oração ainda');

  await page.getByLabel('Sua mensagem de apoio').fill('Estamos orando por você e pela viagem!');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByText('Mensagem enviada.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Estamos orando por você e pela viagem!' })).toBeVisible();
  await expect(page.getByLabel('Sua mensagem de apoio')).toHaveValue('');

  // Hold the server's answer back: the button and the count must change before it arrives (optimistic).
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/v1/oracao/orar/', async (route) => (await held, route.continue()), { times: 1 });
  const first = page.waitForResponse((r) => r.url().endsWith('/api/v1/oracao/orar/') && r.request().method() === 'POST');
  await pray.click();
  const again = page.getByRole('button', { name: 'Você orou hoje' });
  await expect(again).toHaveAccessibleDescription('1 oração');
  answer();
  expect(await (await first).json()).toMatchObject({ quantidadeOracoes: 1, orouHoje: true });
  const second = page.waitForResponse((r) => r.url().endsWith('/api/v1/oracao/orar/') && r.request().method() === 'POST');
  await again.click();
  expect(await (await second).json()).toMatchObject({ quantidadeOracoes: 1, orouHoje: true });
  await expect(again).toHaveAccessibleDescription('1 oração');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Você orou hoje' })).toHaveAccessibleDescription('1 oração');
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
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Nothing was counted for the visitor.
  await expect(page.getByRole('button', { name: 'Orar por este pedido' })).toHaveAccessibleDescription('1 oração');

  await page.getByLabel('Sua mensagem de apoio').fill('Uma palavra de um visitante');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByRole('dialog')).toContainText(LOGIN_NEEDED);
  await page.getByRole('dialog').getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(`/access?redirectTo=${back}`);

  // A new request needs an account too: the guard sends the visitor to log in and back.
  await page.goto('/prayer/new');
  await expect(page).toHaveURL('/access?redirectTo=%2Fprayer%2Fnew');
});

test('the author deletes the request: success page, and it is gone from the wall', async ({ page }) => {
  await logIn(page, AUTHOR);
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
