import { expect as baseExpect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { logIn } from './support/login.ts';
import { test } from './support/test.ts';
import { picture } from './support/pictures.ts';

/**
 * Live service and chat on a phone (issue #11; spec sections 2, 3, 4, 6): a visitor opens /live (the demo stream
 * is live), enters a name and chats; a member chats as themselves; a moderator deletes the visitor's message after
 * confirming and it disappears on the visitor's page; the moderator starts the raise-hand moment, the visitor
 * answers and the moderator sees the count.
 */
test.use({ locale: 'pt-BR' });
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const MEMBER = { email: 'membro@videira.demo', password: 'Demo@1234' };
const ADMIN = { email: 'admin@videira.demo', password: 'Demo@1234' };
const HOST = { email: 'anfitriao@videira.demo', password: 'Demo@1234' };
const phoneOnly = (testInfo: TestInfo) =>
  test.skip(testInfo.project.name !== 'phone', 'one journey, on the phone (it changes the demo data)');

async function memberPage(browser: Browser, account: typeof MEMBER): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await logIn(page, account);
  await page.goto('/live');
  await expect(page.getByRole('status').filter({ hasText: 'Conectado' })).toBeVisible();
  return page;
}

const chatLog = (page: Page) => page.getByRole('log', { name: 'Mensagens do chat' });

test('visitor names self and chats; a member chats; a moderator deletes and runs the moment', async ({ page, browser }, testInfo) => {
  phoneOnly(testInfo);
  await page.goto('/live');
  await expect(page.getByRole('heading', { level: 1, name: 'Ao vivo' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Noite de Louvor ao vivo' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
  // Four tabs on a 360 px phone: the tab list scrolls inside itself, the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page, 'live, visitor');

  // Chat access: a name is needed (spec section 5), or log in / register.
  await page.getByRole('button', { name: 'Participar do chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar no chat' });
  await expect(dialog.getByRole('link', { name: 'Entrar' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Entrar no chat' }).click();
  await expect(dialog.getByText('Informe um nome para entrar no chat.')).toBeVisible();
  await dialog.getByLabel('Seu nome').fill('Visitante E2E');
  await dialog.getByRole('button', { name: 'Entrar no chat' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Conectado' })).toBeVisible();
  await expect(chatLog(page).getByText('Que louvor lindo!')).toBeVisible();
  await page.getByRole('textbox', { name: 'Mensagem' }).fill('Olá do visitante <b>e2e</b>');
  await page.getByRole('button', { name: 'Enviar' }).click();
  const mine = chatLog(page).getByRole('listitem').filter({ hasText: 'Olá do visitante <b>e2e</b>' });
  await expect(mine).toBeVisible();
  await expectNoAxeViolations(page, 'live chat, joined');
  await picture(page, 'live-visitor');

  // A member chats as themselves (name from the account).
  const member = await memberPage(browser, MEMBER);
  await member.getByRole('textbox', { name: 'Mensagem' }).fill('Membro presente!');
  await member.getByRole('button', { name: 'Enviar' }).click();
  await expect(chatLog(page).getByRole('listitem').filter({ hasText: 'Membro presente!' })).toContainText('Maria Oliveira');

  // The moderator deletes the visitor's message after confirming: it disappears on the visitor's page.
  const admin = await memberPage(browser, ADMIN);
  const target = chatLog(admin).getByRole('listitem').filter({ hasText: 'Olá do visitante <b>e2e</b>' });
  await target.getByRole('button', { name: 'Apagar a mensagem de Visitante E2E' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Apagar esta mensagem?' });
  await confirm.getByRole('button', { name: 'Apagar', exact: true }).click();
  await expect(mine).toHaveCount(0);
  await expect(target).toHaveCount(0);

  // The raise-hand moment: started by the moderator, answered by the visitor, counted live.
  await admin.getByRole('button', { name: 'Iniciar o momento de levantar a mão' }).click();
  await expect(page.getByRole('heading', { name: 'Momento de decisão' })).toBeVisible();
  await page.getByRole('button', { name: 'Levantar a mão' }).click();
  await expect(page.getByText('Obrigado! Alguém da igreja vai orar por você.')).toBeVisible();
  await expect(admin.getByText('Mãos levantadas: 1 · Agora não: 0')).toBeVisible();
  await picture(admin, 'live-moderator');
  await member.context().close();
  await admin.context().close();
});

test('the host workspace: pin, a 24-hour shadow mute the visitor does not notice, raised hands listed', async ({
  page,
  browser,
}, testInfo) => {
  // The console's chat host (Ana, chat host preset) hosts the chat on /live beside the stream; a visitor and a member chat.
  phoneOnly(testInfo);
  await page.goto('/live');
  await page.getByRole('button', { name: 'Participar do chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar no chat' });
  await dialog.getByLabel('Seu nome').fill(`Visitante Mudo ${testInfo.project.name}`);
  await dialog.getByRole('button', { name: 'Entrar no chat' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Conectado' })).toBeVisible();
  const visitorName = `Visitante Mudo ${testInfo.project.name}`;
  await page.getByRole('textbox', { name: 'Mensagem' }).fill('Primeira mensagem');
  await page.getByRole('button', { name: 'Enviar' }).click();

  const host = await memberPage(browser, HOST);
  await expect(host.getByRole('heading', { name: 'Painel do anfitrião' })).toBeVisible();
  const endMoment = host.getByRole('button', { name: 'Encerrar o momento' });
  if (await endMoment.isVisible()) await endMoment.click();

  // A pinned message, shown to everyone.
  const welcome = `Bem-vindos ao culto! (${testInfo.project.name})`;
  await host.getByRole('textbox', { name: 'Mensagem' }).fill(welcome);
  await host.getByRole('button', { name: 'Enviar' }).click();
  await chatLog(host).getByRole('listitem').filter({ hasText: welcome }).getByRole('button', { name: 'Fixar' }).click();
  await expect(page.getByRole('complementary', { name: 'Mensagem fixada' })).toContainText(welcome);

  // The 24-hour shadow mute: the visitor still sees their words, nobody else does.
  const visitorLine = chatLog(host).getByRole('listitem').filter({ hasText: 'Primeira mensagem' }).filter({ hasText: visitorName });
  await visitorLine.getByRole('button', { name: `Silenciar ${visitorName} por 24 h` }).click();
  await host
    .getByRole('alertdialog', { name: `Silenciar ${visitorName} por 24 horas?` })
    .getByRole('button', { name: 'Silenciar' })
    .click();
  const mutedList = host.getByRole('region', { name: /Silenciados por 24 h/ });
  await expect(mutedList).toContainText(visitorName);
  await page.getByRole('textbox', { name: 'Mensagem' }).fill('Ninguém vê isto');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(chatLog(page).getByRole('listitem').filter({ hasText: 'Ninguém vê isto' })).toBeVisible();
  const marker = `Marca do anfitrião ${testInfo.project.name}`;
  await host.getByRole('textbox', { name: 'Mensagem' }).fill(marker);
  await host.getByRole('button', { name: 'Enviar' }).click();
  await expect(chatLog(page).getByText(marker)).toBeVisible();
  await expect(chatLog(host).getByText(marker)).toBeVisible();
  await expect(chatLog(host).getByText('Ninguém vê isto')).toHaveCount(0);

  // The raise-hand moment with the host's question: a member raises a hand, the host sees who (sent to the care queue).
  const member = await memberPage(browser, MEMBER);
  await host.getByLabel('Pergunta do momento de levantar a mão').fill('Quer que alguém ore por você?');
  await host.getByRole('button', { name: 'Iniciar o momento de levantar a mão' }).click();
  await expect(member.getByText('Quer que alguém ore por você?')).toBeVisible();
  await member.getByRole('button', { name: 'Levantar a mão' }).click();
  await expect(host.getByRole('list', { name: 'Levantaram a mão (enviados à equipe pastoral)' })).toContainText('Maria Oliveira');
  await expectNoAxeViolations(host, `host workspace ${testInfo.project.name}`);
  await picture(host, 'live-host-360');
  expect(await host.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await host.setViewportSize({ width: 1280, height: 900 });
  await picture(host, 'live-host-1280');

  // Put the demo back: end the moment, unmute, unpin.
  await host.getByRole('button', { name: 'Encerrar o momento' }).click();
  await mutedList.getByRole('button', { name: `Reativar ${visitorName}` }).click();
  await expect(mutedList).toContainText('Ninguém está silenciado.');
  await host.getByRole('complementary', { name: 'Mensagem fixada' }).getByRole('button', { name: 'Desafixar' }).click();
  await expect(page.getByRole('complementary', { name: 'Mensagem fixada' })).toHaveCount(0);
  await member.context().close();
  await host.context().close();
});

test('the embeddable chat and player, and the church home block', async ({ page }, testInfo) => {
  phoneOnly(testInfo);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Programação e ao vivo' })).toBeVisible();
  await page.getByRole('link', { name: 'Assistir ao vivo' }).click();
  await expect(page).toHaveURL(/\/live$/);
  const channel = await page.evaluate(async () => (await (await fetch('/api/v1/igreja/videira/culto/')).json()).aoVivo.id as number);
  await page.goto(`/embed/chat?channel=${channel}&username=Convidado`);
  await expect(page.getByRole('status').filter({ hasText: 'Conectado' })).toBeVisible();
  await expectNoAxeViolations(page, 'embed chat');
  await page.goto('/embed/player?url=/media/seed/live/culto-demo.mp4');
  await expect(page.locator('video')).toHaveAttribute('src', '/media/seed/live/culto-demo.mp4');
});
