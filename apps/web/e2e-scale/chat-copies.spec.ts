import { expect as baseExpect, type Browser, type Page, type WebSocket } from '@playwright/test';
import { logIn } from '../e2e/support/login.ts';
import { test } from '../e2e/support/test.ts';

/**
 * The scale tier only (scripts/scale-tier.mjs, `npm run test:scale`): two browsers in the live chat, each kept on a
 * different server copy by the tier's proxy (cookie `scale_copy`), see each other's messages (the fan-out crosses
 * copies through Redis); then copy 0 is killed (SIGKILL, through the tier's control port): the browser that was on
 * it reconnects through the proxy to the surviving copy and the chat goes on both ways.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const CONTROL = process.env.SCALE_CONTROL_URL;
const PORT = Number(process.env.E2E_PORT ?? 3470);
const MEMBERS = [
  { email: 'membro@videira.demo', password: 'Demo@1234' },
  { email: 'irmao@videira.demo', password: 'Demo@1234' },
];

/** A member's browser kept on copy `copy`, in the live chat; `sockets` lists the WebSockets it opened. */
async function onCopy(browser: Browser, copy: number, account: (typeof MEMBERS)[number]) {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 360, height: 780 } });
  await context.addCookies([{ name: 'scale_copy', value: String(copy), domain: 'videira.localhost', path: '/' }]);
  const page = await context.newPage();
  const sockets: WebSocket[] = [];
  page.on('websocket', (socket) => sockets.push(socket));
  await logIn(page, account);
  await page.goto('/live');
  await expect(connected(page)).toBeVisible();
  return { page, sockets };
}

const connected = (page: Page) => page.getByRole('status').filter({ hasText: 'Conectado' });
const chatLog = (page: Page) => page.getByRole('log', { name: 'Mensagens do chat' });
/**
 * The copy (upstream address) that answered this browser's request, as the tier's nginx reports it: the last one
 * it tried (a copy that refused the connection comes first in the list).
 */
const servedBy = async (page: Page) =>
  (await page.evaluate(async () => (await fetch('/healthz', { cache: 'no-store' })).headers.get('x-scale-copy')))?.split(', ').at(-1);

async function say(from: Page, to: Page, text: string) {
  await from.getByRole('textbox', { name: 'Mensagem' }).fill(text);
  await from.getByRole('button', { name: 'Enviar' }).click();
  await expect(chatLog(to).getByRole('listitem').filter({ hasText: text })).toBeVisible();
}

test('two browsers on two copies chat; copy 0 is killed and its browser reconnects to the other', async ({ browser }) => {
  test.skip(!CONTROL, 'runs in the scale tier only (npm run test:scale)');
  const [first, second] = [await onCopy(browser, 0, MEMBERS[0]!), await onCopy(browser, 1, MEMBERS[1]!)];
  const [a, b] = [first.page, second.page];
  const [copyA, copyB] = [await servedBy(a), await servedBy(b)];
  expect(copyA).toMatch(/^127\.0\.0\.1:\d+$/);
  expect(copyB).toMatch(/^127\.0\.0\.1:\d+$/);
  expect(copyA).not.toBe(copyB);

  const run = Date.now().toString(36);
  await say(a, b, `de A para B ${run}`);
  await say(b, a, `de B para A ${run}`);

  const [aSocket, bSocket] = [first.sockets.at(-1)!, second.sockets.at(-1)!];
  const opened = first.sockets.length;
  const killed = await fetch(`${CONTROL}/kill/0`, { method: 'POST' });
  expect(killed.status).toBe(200);
  // A's socket was on the killed copy: it closes, A opens a new one through the proxy (to copy 1) and joins again.
  await expect.poll(() => aSocket.isClosed()).toBe(true);
  await expect.poll(() => first.sockets.length).toBeGreaterThan(opened);
  await expect(connected(a)).toBeVisible();
  expect(bSocket.isClosed()).toBe(false);
  expect(await servedBy(a)).toBe(copyB);
  await say(a, b, `A voltou ${run}`);
  await say(b, a, `B ainda aqui ${run}`);
  // Everything else moved too: a fresh page load and an API call of the member on the surviving copy.
  await a.goto(`http://videira.localhost:${PORT}/user`);
  await expect(a.getByRole('heading', { name: 'Minha conta' })).toBeVisible();
  await a.context().close();
  await b.context().close();
});
