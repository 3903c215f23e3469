import { expect, type Route, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { logIn, loginViaUi } from './support/login.ts';

/**
 * The web app shell (spec sections 1, 2, 4, 8): church home from the injected bootstrap, guards, language,
 * offline, error pages, organization header, notifications; every page axe-clean on a 360 px phone and on
 * desktop (the two Playwright projects).
 */
test.use({ locale: 'pt-BR' });

const PORT = Number(process.env.E2E_PORT ?? 3100);
const church = (slug: string, path = '/') => `http://${slug}.localhost:${PORT}${path}`;

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a visitor lands on church home with the church name, colours and banners @layout', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Igreja Videira');
  await expect(page.getByRole('heading', { level: 1, name: 'Igreja Videira' })).toBeVisible();
  // The cover image already shows the church's name: the heading stays for screen readers only (no double print).
  await expect(page.locator('.hero-image')).toBeVisible();
  expect((await page.getByRole('heading', { level: 1, name: 'Igreja Videira' }).boundingBox())?.width).toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-secondary').trim())).toBe(
    '#6a1b9a26',
  );

  const carousel = page.getByRole('region', { name: 'Destaques' });
  // Each image is named by its text alternative (the console's banner form requires one).
  await expect(carousel.getByRole('img', { name: 'Culto de Celebração ao vivo: assista ao culto de domingo' })).toBeVisible();
  await carousel.getByRole('button', { name: 'Próximo destaque' }).click();
  await expect(carousel.getByRole('img', { name: /^Conferência Videira \d{4}: inscrições abertas$/ })).toBeVisible();
  // Keyboard: arrow keys move it too.
  await carousel.getByRole('button', { name: 'Ir para o destaque 2' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(carousel.getByRole('img', { name: 'Mural de Oração' })).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Ir para o destaque 3' })).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(carousel.getByRole('img', { name: /^Conferência Videira \d{4}: inscrições abertas$/ })).toBeVisible();

  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Aplicativo da igreja' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, 'church home');
});

test('the menu opens from its button on a phone and is always there on desktop @layout', async ({ page, isMobile }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  if (isMobile) {
    await expect(nav).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
  }
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Sobre nós' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre nós' })).toBeVisible();
});

test('about shows history, contact, location with directions, and social networks @layout', async ({ page, isMobile }) => {
  await page.goto('/about');
  for (const heading of ['Nossa história', 'A igreja', 'Contato', 'Localização', 'Redes sociais']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  const directions = page.getByRole('link', { name: /Como chegar/ });
  await expect(directions).toHaveAttribute(
    'href',
    isMobile ? /^geo:-23\.5614,-46\.6559\?q=/ : /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-23\.5614/,
  );
  await expect(page.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/igrejavideira');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, 'about');
});

test('the church list shows the organization churches, this one marked', async ({ page }) => {
  await page.goto('/churchs');
  await expect(page.getByRole('heading', { level: 1, name: 'Igrejas da Rede Videira' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Igreja Videira Norte' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Igreja Videira' }).filter({ hasText: 'Você está aqui' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Acessar\s+Igreja Videira Norte/ })).toHaveAttribute('href', church('videira-norte'));
  await expectNoAxeViolations(page, 'church list');
});

test('with location permission the church list puts the nearest church first', async ({ page, context }) => {
  await context.grantPermissions(['geolocation'], { origin: church('videira').replace(/\/$/, '') });
  await context.setGeolocation({ latitude: -23.5017, longitude: -46.6246 }); // Santana, next to Videira Norte
  await page.goto('/churchs');
  await page.getByRole('button', { name: 'Usar minha localização' }).click();
  await expect(page.getByText('Igrejas ordenadas da mais próxima para a mais distante.')).toBeVisible();
  const first = page.getByRole('list').filter({ hasText: 'Você está aqui' }).getByRole('listitem').first();
  await expect(first).toContainText('Igreja Videira Norte');
  await expect(first).toContainText(/a 0 km|a 0,0 km/);
});

test('the change-church modal keeps focus inside and closes with Escape', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Trocar de igreja' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Trocar de igreja' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Igreja Videira Sul' })).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectNoAxeViolations(page, 'change-church modal');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a route of a module the church lacks sends the visitor to church home', async ({ page }) => {
  // Grace Church has no prayer wall (MOD_MURAL_ORACAO).
  await page.goto(church('grace', '/prayer'));
  await expect(page).toHaveURL(church('grace'));
  await expect(page.getByRole('heading', { level: 1, name: 'Grace Church' })).toBeVisible();
});

test('the language switch translates the app and is remembered', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Conheça a igreja' })).toBeVisible();
  await page.getByLabel('Idioma').selectOption('en');
  await expect(page.getByRole('link', { name: 'Get to know the church' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Get to know the church' })).toBeVisible();
  await page.getByLabel('Language').selectOption('es');
  await expect(page.getByRole('link', { name: 'Conoce la iglesia' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
});

test('the browser language picks the locale, English when it is none of ours', async ({ browser }) => {
  for (const [locale, text] of [
    ['es-AR', 'Conoce la iglesia'],
    ['de-DE', 'Get to know the church'],
  ] as const) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(church('videira'));
    await expect(page.getByRole('link', { name: text })).toBeVisible();
    await context.close();
  }
});

test('the offline banner follows the connection', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Igreja Videira' })).toBeVisible();
  await expect(page.getByText('Você está sem internet...')).toBeHidden();
  await context.setOffline(true);
  await expect(page.getByText('Você está sem internet...')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Você está sem internet...')).toBeHidden();
});

test('losing the connection while the page is still loading its pieces keeps the page, and they load once back', async ({
  page,
  context,
}) => {
  // The race this test used to lose now and then: the footer and home pieces load right after first paint; when
  // the connection dropped before they arrived, their import failed and the whole page went blank. Here their
  // requests are held until the connection is gone, then fail, every time.
  const held: Route[] = [];
  const pieces = /\/assets\/(app-footer|download-app-banner|banner-carousel)-[\w-]+\.(js|css)$/;
  let holding = true;
  await page.route(pieces, (route) => (holding ? void held.push(route) : route.continue()));
  // Not waiting for the load event: the held pieces keep it from firing.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Igreja Videira' })).toBeVisible();
  // The carousel is asked for by church home's own chunk: once it is held, the screen's code is in and only its
  // pieces are outstanding (the case this test is about; the screen's chunk itself is modulepreloaded with the page).
  await expect.poll(() => held.some((route) => route.request().url().includes('/banner-carousel-'))).toBe(true);
  await context.setOffline(true);
  holding = false;
  await Promise.all(held.map((route) => route.abort('internetdisconnected')));
  await expect(page.getByText('Você está sem internet...')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Igreja Videira' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Termos de uso' })).toBeVisible();
  await expect(page.getByText('Você está sem internet...')).toBeHidden();
});

test('the app keeps working offline from the service worker cache', { tag: '@offline' }, async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A page load under the worker's control fills its caches (page, data, catalogues).
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre nós' })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre nós' })).toBeVisible();
  await expect(page.getByText('Você está sem internet...')).toBeVisible();
  await page.getByRole('link', { name: /página inicial/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Igreja Videira' })).toBeVisible();
  await context.setOffline(false);
});

test('an unknown path shows the error page, with a way home', async ({ page }) => {
  await page.goto('/this/page/does/not/exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  await expectNoAxeViolations(page, 'error page');
  await page.getByRole('link', { name: 'Ir para o início' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Igreja Videira' })).toBeVisible();
});

test('the error page shows known messages only', async ({ page }) => {
  await page.goto('/error?message=HOME.MESSAGE.ERROR.GENERIC');
  await expect(page.getByText('Ocorreu um erro ao buscar os dados. Por favor, tente novamente.')).toBeVisible();
  await page.goto('/error?message=Sua%20conta%20foi%20bloqueada');
  await expect(page.getByText('Sua conta foi bloqueada')).toHaveCount(0);
});

test('an unknown host answers 404 and an inactive church its error page', async ({ page }) => {
  const unknown = await page.goto(church('nowhere'));
  expect(unknown?.status()).toBe(404);
  await expect(page.getByText('Não encontramos nenhuma igreja neste endereço.')).toBeVisible();
  await expectNoAxeViolations(page, 'unknown church');
  const inactive = await page.goto(church('fechada', '/about'));
  expect(inactive?.status()).toBe(403);
  await expect(page.getByText('Esta igreja não está ativa no momento.')).toBeVisible();
});

test('pages carry a strict Content-Security-Policy and run without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content.Security.Policy/i.test(msg.text())) violations.push(msg.text());
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1, name: 'Igreja Videira' })).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre nós' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('a member sees the account menu and notifications; another church notification switches church', async ({ page }) => {
  await logIn(page);
  await page.goto('/');
  const account = page.getByRole('button', { name: /^Conta de / });
  await account.click();
  await expect(page.getByRole('link', { name: 'Minha conta' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(account).toBeFocused();

  const bell = page.getByRole('button', { name: 'Notificações' });
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notificações' });
  await expect(panel.getByText('Culto de domingo ao vivo')).toBeVisible();
  await expectNoAxeViolations(page, 'notifications menu');

  await panel.getByRole('button', { name: /Vigília na Videira Norte/ }).click();
  await expect(page).toHaveURL(new RegExp(`^http://videira-norte\\.localhost:${PORT}/event`));
  await expect(page).not.toHaveURL(/token=/);
  // The link's one-time code logs in only after a confirmation naming its account (login CSRF).
  const confirm = page.getByRole('alertdialog', { name: 'Entrar com este link?' });
  await expect(confirm).toContainText('membro@videira.demo');
  await confirm.getByRole('button', { name: 'Continuar como membro@videira.demo' }).click();
  await expect(page.getByRole('button', { name: /^Conta de / })).toBeVisible();
  await expect(confirm).toBeHidden();
});

test('logging out from the account menu goes home as a visitor', async ({ page }) => {
  await loginViaUi(page);
  await page.getByRole('button', { name: /^Conta de / }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(church('videira'));
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
});
