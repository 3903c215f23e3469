import { expect as baseExpect } from '@playwright/test';
import { createAccount } from './account-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { CATALOGUES, expectNoSidewaysScroll, fillHolder, logInHere, paidEvent, phoneOnly, seededEvents } from './support/events.ts';
import { expectChargedAsShown, shownFigures } from './support/checkout-figures.ts';
import { test } from './support/test.ts';
import { picture } from './support/pictures.ts';

/**
 * Events end to end (spec sections 2-5, 8), on a phone (360 px), against the demo seed: a visitor browses from
 * church home, is asked to log in, buys two tickets with holder questions by card, sees the thank-you page and
 * then both tickets with their QR codes; a member registers for a free event. The events are found through the
 * API (the seed's paid event that needs an account, takes cards and asks holder questions; its free event), so
 * the journey does not depend on their titles. axe finds nothing on any screen. The desktop project only takes
 * the screens' pictures.
 */
test.use({ locale: 'pt-BR' });
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

const { EV, PAY, CH } = CATALOGUES;
const CARD_NUMBER = '4111111111111111';

test('a visitor is asked to log in, buys two tickets with holder questions by card and sees them with QR codes', async ({
  page,
}, testInfo) => {
  phoneOnly(testInfo);
  const account = await createAccount(page);
  const { event, ticket } = paidEvent(await seededEvents(page));

  await page.goto('/');
  await expect(page.getByRole('heading', { name: CH.home!.eventsTitle, level: 2 })).toBeVisible();
  await page.getByRole('link', { name: CH.home!.allEvents }).click();
  await expect(page).toHaveURL(/\/event$/);
  await expect(page.getByRole('heading', { name: EV.list!.title, level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'events list');
  await expectNoSidewaysScroll(page);
  await picture(page, 'list');
  await page.getByRole('link', { name: event.titulo, exact: true }).click();

  await expect(page.getByRole('heading', { name: event.titulo, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: ticket.nome, level: 3 })).toBeVisible();
  await expectNoAxeViolations(page, 'event detail');
  await expectNoSidewaysScroll(page);
  await picture(page, 'detail');
  await page.getByRole('link', { name: EV.button!.inscrever, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${event.id}\\?buyingStep=tickets$`));
  await expect(page.getByText(EV.login!.needed!)).toBeVisible();
  await expectNoAxeViolations(page, 'login needed');
  await picture(page, 'login-needed');
  await page.locator('#main').getByRole('link', { name: PAY.login!.enter, exact: true }).click();
  await expect(page).toHaveURL(/\/access\?redirectTo=/);
  await logInHere(page, account);

  // Back on the ticket choice, logged in: two tickets of the type, by keyboard.
  await expect(page).toHaveURL(new RegExp(`/event/${event.id}\\?buyingStep=tickets$`));
  const more = page.getByRole('button', { name: `Mais um ${ticket.nome}` });
  await more.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: `Quantidade de ${ticket.nome}` })).toContainText('2');
  await expectNoAxeViolations(page, 'ticket choice');
  await expectNoSidewaysScroll(page);
  await picture(page, 'tickets');
  await page.getByRole('button', { name: EV.steps!.continue, exact: true }).click();

  // Ticket 1 of 2: continuing with nothing typed says what is missing.
  await expect(page).toHaveURL(/buyingStep=holders&fillTicket=1$/);
  await expect(page.getByRole('heading', { name: 'Ingresso 1 de 2' })).toBeVisible();
  await page.getByRole('button', { name: EV.steps!.nextTicket }).click();
  await expect(page.getByText('Esse campo é obrigatório.').first()).toBeVisible();
  await fillHolder(page, 'Ana Souza', ticket, 'Videira');
  await expectNoAxeViolations(page, 'holder 1 of 2');
  await picture(page, 'holder-1');
  await page.getByRole('button', { name: EV.steps!.nextTicket }).click();
  await expect(page.getByRole('heading', { name: 'Ingresso 2 de 2' })).toBeVisible();
  await fillHolder(page, 'Bia Lima', ticket, 'Graça');
  // A reload keeps the step and everything typed.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ingresso 2 de 2' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: new RegExp(`^${EV.holders!.name}`) })).toHaveValue('Bia Lima');
  await page.getByRole('button', { name: EV.steps!.continue, exact: true }).click();

  await expect(page).toHaveURL(/buyingStep=review$/);
  await expect(page.getByText('Ana Souza')).toBeVisible();
  await expect(page.getByText('Bia Lima')).toBeVisible();
  if (event.termos) await page.getByRole('checkbox', { name: EV.review!.accept }).check();
  await expectNoAxeViolations(page, 'review');
  await picture(page, 'review');
  await page.getByRole('button', { name: EV.steps!.toPayment }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('radio', { name: PAY.methods!.cartao_credito })).toBeChecked();
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field(PAY.card!.number!).fill(CARD_NUMBER);
  await field(PAY.card!.holder!).fill('Ana Souza');
  const year = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
  await field(PAY.card!.expiry!).fill(`12${year}`);
  await field(PAY.card!.cvv!).fill('123');
  // In 3 installments with the church's interest: the summary and the button say what the card is charged.
  await page.getByRole('combobox', { name: PAY.installments!.label }).selectOption('3');
  await expect(page.locator('[data-figure="installment"]')).toContainText('3x');
  const shown = await shownFigures(page, /^Pagar R\$/);
  expect(shown.parcelas).toBe(3);
  await expectNoAxeViolations(page, 'payment (card)');
  await expectNoSidewaysScroll(page);
  await picture(page, 'payment');
  const bought = page.waitForResponse((r) => /\/evento\/\d+\/inscricao\/$/.test(r.url()) && r.request().method() === 'POST');
  await page.getByRole('button', { name: /^Pagar R\$/ }).click();
  const response = await bought;
  expect(response.status()).toBe(201);
  await expectChargedAsShown(shown, response, (body: { pagamento: never }) => body.pagamento);
  expect(response.request().headers()['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,128}$/);

  await expect(page).toHaveURL(/\/checkout\/thank-you\?pedido=/);
  await expect(page.getByRole('heading', { name: EV.thanks!.title, level: 1 })).toBeVisible();
  await expect(page.getByText(PAY.result!.cardApproved!)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('congrega.event-purchase'))).toBeNull();
  await expectNoAxeViolations(page, 'thank-you (card)');
  await picture(page, 'thanks');

  await page.getByRole('link', { name: EV.thanks!.tickets }).click();
  await expect(page).toHaveURL(new RegExp(`/user/registrations/${event.id}/tickets$`));
  for (const holder of ['Ana Souza', 'Bia Lima']) {
    const card = page.getByRole('article', { name: new RegExp(holder) });
    await expect(card.getByRole('img', { name: `QR Code do ingresso de ${holder}` })).toBeVisible();
    await expect(card.getByText(EV.ticket!.confirmada!)).toBeVisible();
  }
  await expectNoAxeViolations(page, 'my tickets');
  await expectNoSidewaysScroll(page);
  await picture(page, 'my-tickets');

  // My account leads to the registrations, and the event's button now offers to register again.
  await page.goto('/user');
  await page.getByRole('link', { name: 'Minhas inscrições' }).click();
  await expect(page.getByRole('link', { name: event.titulo })).toBeVisible();
  await page.goto(`/event/${event.id}`);
  await expect(page.getByRole('link', { name: EV.button!.inscrever_novamente })).toBeVisible();
});

test('a member registers for a free event and gets the ticket', async ({ page }, testInfo) => {
  phoneOnly(testInfo);
  await createAccount(page, { loggedIn: true });
  const event = (await seededEvents(page)).find((e) => e.flagGratuito && !e.encerrado && !e.esgotado && e.botao === 'inscrever');
  if (!event) throw new Error('the demo seed has no free event open for registration');
  const ticket = event.ingressos.find((i) => i.maxPorCompra > 0)!;

  await page.goto(`/event/${event.id}`);
  await page.getByRole('link', { name: EV.button!.inscrever, exact: true }).click();
  await page.getByRole('button', { name: `Mais um ${ticket.nome}` }).click();
  await page.getByRole('button', { name: EV.steps!.continue, exact: true }).click();
  await fillHolder(page, 'Lia Costa', ticket, 'Videira');
  await page.getByRole('button', { name: EV.steps!.continue, exact: true }).click();
  if (event.termos) await page.getByRole('checkbox', { name: EV.review!.accept }).check();
  await page.getByRole('button', { name: EV.steps!.toPayment }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expectNoAxeViolations(page, 'free registration');
  await picture(page, 'free-confirm');
  await page.getByRole('button', { name: EV.payment!.confirmFree }).click();

  await expect(page.getByRole('heading', { name: EV.thanks!.title, level: 1 })).toBeVisible();
  await expect(page.getByText(PAY.result!.free!)).toBeVisible();
  await picture(page, 'free-thanks');
  await page.getByRole('link', { name: EV.thanks!.tickets }).click();
  await expect(page.getByRole('img', { name: 'QR Code do ingresso de Lia Costa' })).toBeVisible();
});

test('desktop: the events screens at 1280 px @layout', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'pictures of the desktop layout');
  const { event } = paidEvent(await seededEvents(page));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: CH.home!.eventsTitle, level: 2 })).toBeVisible();
  await picture(page, 'home');
  await page.goto('/event');
  await expect(page.getByRole('link', { name: event.titulo, exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'events list (desktop)');
  await picture(page, 'list');
  await page.goto(`/event/${event.id}`);
  await expect(page.getByRole('heading', { name: event.titulo, level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'event detail (desktop)');
  await picture(page, 'detail');
});
