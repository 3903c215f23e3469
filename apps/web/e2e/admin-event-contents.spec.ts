import { expect as baseExpect } from '@playwright/test';
import { checkedAtBothWidths, DEMO_PASSWORD, enterCode, logInConsole, openArea, SITE, toast } from './support/console.ts';
import { logIn } from './support/login.ts';
import { test } from './support/test.ts';

/**
 * An event's exclusive online content in the console (issue 32), as a new user would: videira's admin opens the
 * seeded online school ("Escola de Líderes Online", whose ticket type gives online content), goes to "Conteúdo
 * online", adds a text lesson (it lands last), moves it up above the welcome text with the keyboard-reachable
 * buttons; the demo member, who holds a ticket, finds it in that order under the ticket's exclusive content and reads
 * it. The admin deletes it at the end (asked first), so the seeded list is as it was for every other journey.
 */
test.use({ locale: 'pt-BR' });
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 100_000 });

const ADMIN = { email: 'admin@videira.demo', password: DEMO_PASSWORD };
/** README "Demo logins" (apps/server/src/modules/admin/admin.seed.ts DEMO_ADMIN_TOTP_SECRET): published, demo only. */
const ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPCONGREGADEMO2345';
const SCHOOL = 'Escola de Líderes Online';

test("the admin adds a lesson to an event's online content and moves it up; a ticket holder reads it there", async ({ page, browser }) => {
  const title = `Aula 2: o líder que ouve ${Date.now().toString(36).slice(-5)}`;
  const body = 'Leitura para a semana: Tiago 1.19.';
  if (await logInConsole(page, ADMIN)) await enterCode(page, ADMIN_TOTP_SECRET);
  await openArea(page, 'Eventos');
  await page.getByRole('searchbox', { name: 'Título' }).fill(SCHOOL);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: SCHOOL }) })
    .getByRole('link', { name: /Editar/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: SCHOOL })).toBeVisible();
  await page.getByRole('link', { name: 'Conteúdo online' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Conteúdo online: ${SCHOOL}` })).toBeVisible();
  const eventId = /\/events\/(\d+)\/contents/.exec(page.url())?.[1];
  expect(eventId).toBeDefined();

  const list = page.getByRole('list').filter({ hasText: 'Boas-vindas' });
  const titles = () => list.getByRole('listitem').locator('strong');
  await expect(titles()).toHaveText(['Aula 1: o líder servo', 'Apostila do curso', 'Boas-vindas']);

  // Added as a text for every content ticket: it lands last.
  await page.getByRole('textbox', { name: /^Título/ }).fill(title);
  await page.getByRole('combobox', { name: /^Tipo/ }).selectOption('texto');
  await page.getByRole('textbox', { name: /^Texto/ }).fill(body);
  await page.getByRole('button', { name: 'Adicionar conteúdo' }).click();
  await toast(page, 'Conteúdo adicionado.');
  await expect(titles()).toHaveText(['Aula 1: o líder servo', 'Apostila do curso', 'Boas-vindas', title]);

  // Moved up once, by keyboard: above the welcome text.
  await page.getByRole('button', { name: `Subir ${title}` }).focus();
  await page.keyboard.press('Enter');
  await toast(page, 'Ordem salva.');
  await expect(titles()).toHaveText(['Aula 1: o líder servo', 'Apostila do curso', title, 'Boas-vindas']);
  await checkedAtBothWidths(page, 'event-contents');

  // The ticket holder, on the member site: the ticket's exclusive content in the new order, the lesson readable.
  const site = await browser.newContext({ baseURL: SITE, locale: 'pt-BR', viewport: { width: 360, height: 780 } });
  try {
    const member = await site.newPage();
    await logIn(member);
    await member.goto(`/user/registrations/${eventId}/tickets`);
    await member.getByRole('link', { name: 'Conteúdo exclusivo' }).click();
    await expect(member.getByRole('heading', { level: 1, name: 'Conteúdo exclusivo' })).toBeVisible();
    const links = member.locator('a.content-link');
    await expect(links).toHaveCount(4);
    await expect(links.nth(2)).toContainText(title);
    await expect(links.nth(3)).toContainText('Boas-vindas');
    await links.nth(2).click();
    await expect(member.getByText(body)).toBeVisible();
  } finally {
    await site.close();
  }

  // Undone: deleted after the confirmation, the seeded list as it was.
  await page.getByRole('button', { name: `Excluir ${title}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(`“${title}” deixa de aparecer para quem tem ingresso.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await toast(page, 'Conteúdo excluído.');
  await expect(titles()).toHaveText(['Aula 1: o líder servo', 'Apostila do curso', 'Boas-vindas']);
});
