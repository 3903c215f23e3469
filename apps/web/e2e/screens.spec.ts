import { expect, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { logIn } from './support/login.ts';
import { test } from './support/test.ts';
import { picture } from './support/pictures.ts';

/**
 * Every screen on a 360 px phone and on a 1280 px desktop (the two projects): nothing sticks out of the
 * viewport or is cut off at its edges, axe finds nothing, and a full-page screenshot is kept in the
 * test's folder under test-results/ for review. One journey for visitors, one for a member.
 */
test.use({ locale: 'pt-BR' });
// A journey over a dozen screens, each with axe and a full-page screenshot: on a busy 2-core machine that takes
// longer than one ordinary test's limit.
test.describe.configure({ timeout: 120_000 });

/** Visible elements whose box leaves the viewport sideways (ignoring screen-reader-only and skip links). */
async function elementsOutside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (el.closest('.sr-only, .skip-link, [aria-hidden="true"], .carousel-track')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || (style.position === 'fixed' && style.opacity === '0')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < -1 || box.right > width + 1) {
        out.push(
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} [${Math.round(box.left)}, ${Math.round(box.right)}] "${(el.textContent ?? '').trim().slice(0, 30)}"`,
        );
      }
    }
    return out.slice(0, 10);
  });
}

/**
 * E-mail addresses that the layout breaks over two lines although they would fit on one (a value squeezed into
 * a narrow column, or `overflow-wrap: anywhere` where the whole width was free).
 */
async function brokenEmails(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        const lines = new Set(rects.map((r) => Math.round(r.top)));
        const total = rects.reduce((sum, r) => sum + r.width, 0);
        // Only a break the address did not need: it is narrower than the page's content width.
        if (lines.size > 1 && total < width - 32) broken.push(match[0]);
      }
    }
    return broken;
  });
}

async function checkScreen(page: Page, testInfo: TestInfo, name: string, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  // Soft: one run reports every screen's problems, and the screenshot is taken anyway.
  expect
    .soft(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      `${name}: horizontal scroll`,
    )
    .toBeLessThanOrEqual(0);
  expect.soft(await elementsOutside(page), `${name}: elements outside the viewport`).toEqual([]);
  expect.soft(await brokenEmails(page), `${name}: e-mails broken mid-word`).toEqual([]);
  await expectNoAxeViolations(page, name);
  await picture(page, name);
}

const VISITOR_SCREENS: Array<[string, string, string | RegExp]> = [
  ['home', '/', 'Igreja Videira'],
  ['about', '/about', 'Sobre nós'],
  ['churches', '/churchs', 'Igrejas da Rede Videira'],
  ['prayer-wall', '/prayer', 'Mural de oração'],
  ['access', '/access', /Entrar|Acessar|Bem-vindo/],
  ['register', '/access/register', /Cadastr|Criar/],
  ['recover-password', '/access/recover-password', 'Recuperar senha'],
  ['not-found', '/nothing/here', 'Página não encontrada'],
];

const MEMBER_SCREENS: Array<[string, string, string | RegExp]> = [
  ['member-home', '/', 'Igreja Videira'],
  ['my-account', '/user', 'Minha conta'],
  ['my-data', '/user/data', 'Meus dados'],
  ['data-update', '/user/data-update', /Atualizar|Editar|Meus dados/],
  ['change-password', '/user/change-password', /senha/i],
  ['notes', '/user/notes', 'Minhas anotações'],
  ['note-new', '/user/notes/new', /anotação/i],
  ['my-prayers', '/user/prayer', /Meus pedidos/],
  ['prayer-new', '/prayer/new', /Novo pedido|pedido de oração/i],
  ['member-prayer-wall', '/prayer', 'Mural de oração'],
  ['cards', '/user/cards', 'Meus cartões'],
  ['add-card', '/user/addcard', 'Adicionar cartão'],
];

test('every visitor screen fits the viewport and passes axe @layout', async ({ page }, testInfo) => {
  for (const [name, path, heading] of VISITOR_SCREENS) {
    await page.goto(path);
    await checkScreen(page, testInfo, name, heading);
  }
  await page.goto('/prayer');
  // The oldest request on the page, a seeded one: the newest may be prayer.spec's, deleted by it meanwhile (two workers).
  await page.getByRole('article').last().getByRole('link').first().click();
  // The detail's own heading: any heading would match the wall's still on screen while the detail loads.
  await expect(page).toHaveURL(/\/prayer\/[^/]+$/);
  await checkScreen(page, testInfo, 'prayer-detail', /^Pedido de /);
  await page.goto('/');
  await page.getByRole('button', { name: 'Trocar de igreja' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Trocar de igreja' }).getByRole('button', { name: 'Escolher Igreja Videira Sul' }),
  ).toBeVisible();
  await checkScreen(page, testInfo, 'change-church-open', 'Igreja Videira');
});

test('every member screen fits the viewport and passes axe, with menus open @layout', async ({ page, isMobile }, testInfo) => {
  await logIn(page);
  for (const [name, path, heading] of MEMBER_SCREENS) {
    await page.goto(path);
    await checkScreen(page, testInfo, name, heading);
  }
  await page.goto('/user/notes');
  // The least recently changed note, a seeded one: the newest may be notes.spec's, deleted by it meanwhile.
  await page.locator('a.note-item-link').last().click();
  await checkScreen(page, testInfo, 'note-detail', /\S/);
  await page.goto('/');
  await page.getByRole('button', { name: 'Notificações' }).click();
  await expect(page.getByRole('region', { name: 'Notificações' }).getByText('Culto de domingo ao vivo')).toBeVisible();
  await checkScreen(page, testInfo, 'notifications-open', 'Igreja Videira');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Conta de / }).click();
  await checkScreen(page, testInfo, 'account-menu-open', 'Igreja Videira');
  if (isMobile) {
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await checkScreen(page, testInfo, 'main-menu-open', 'Igreja Videira');
  }
});
