import { readFileSync } from 'node:fs';
import { MESSAGES } from '@congrega/contract/messages';
import { expect as baseExpect, type Page } from '@playwright/test';
import { createAccount } from './account-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { DEMO_MEMBER, logIn } from './support/login.ts';
import { test } from './support/test.ts';
import { picture } from './support/pictures.ts';

/**
 * Payments end to end (spec sections 2-5, 7, 8): a member saves a card and removes it; a Pix payment's status page
 * shows the QR code and the copy-and-paste code, and turns to success on its own once the sandbox bank pays it.
 * Both at 360 px (phone project) and on a desktop; axe finds nothing on any screen.
 */
test.use({ locale: 'pt-BR' });
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const PT = JSON.parse(readFileSync(new URL('../src/locales/pt-BR/payments.json', import.meta.url), 'utf8')) as Record<
  string,
  Record<string, string>
>;
const CARD_NUMBER = '4111111111111111';

/** Nothing sticks out sideways (the phone project is 360 px wide). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A text field by its exact accessible name (the required " *" is aria-hidden). */
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

// Phone only: screens.spec.ts fits and checks "My cards" and "Add card" at 1280 px.
test('a member saves a card from "My cards" and removes it', async ({ page }) => {
  // A fresh member per run and project: the same card cannot be saved twice by one member.
  await createAccount(page, { loggedIn: true });
  await page.goto('/user');
  await page.getByRole('link', { name: 'Meus cartões' }).click();
  await expect(page).toHaveURL(/\/user\/cards$/);
  await expect(page.getByRole('heading', { name: PT.cards!.title, level: 1 })).toBeVisible();
  await expect(page.getByText(PT.cards!.empty!)).toBeVisible();
  await expectNoAxeViolations(page, 'my cards (empty)');

  await page.getByRole('link', { name: PT.cards!.add }).click();
  await expect(page).toHaveURL(/\/user\/addcard$/);
  const number = textbox(page, PT.card!.number!);
  await number.fill(CARD_NUMBER);
  await expect(number).toHaveValue('4111 1111 1111 1111');
  await expect(page.getByText('Bandeira: Visa')).toBeVisible();
  await textbox(page, PT.card!.holder!).fill('Maria da Silva');
  const cvv = textbox(page, PT.card!.cvv!);
  await cvv.fill('1');
  await cvv.blur();
  await expect(page.getByText(MESSAGES['pt-BR']['validation.cvv'])).toBeVisible();
  await textbox(page, PT.card!.expiry!).fill('0120');
  await textbox(page, PT.card!.expiry!).blur();
  await expect(page.getByText(MESSAGES['pt-BR']['validation.cardExpired'])).toBeVisible();
  await expectNoAxeViolations(page, 'add card with errors');
  await cvv.fill('123');
  await expect(page.getByText(MESSAGES['pt-BR']['validation.cvv'])).toHaveCount(0);
  const year = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
  await textbox(page, PT.card!.expiry!).fill(`12${year}`);
  await expect(textbox(page, PT.card!.expiry!)).toHaveValue(`12/${year}`);
  await picture(page, 'add-card');
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: PT.add!.submit }).click();
  await expect(page).toHaveURL(/\/user\/cards$/);
  await expect(page.getByText(PT.cards!.added!)).toBeVisible();
  const card = page.getByRole('heading', { name: 'Visa com final 1111' });
  await expect(card).toBeVisible();
  await expect(page.getByText(`Validade 12/20${year}`)).toBeVisible();
  await expect(page.getByText('Maria da Silva')).toBeVisible();
  await expectNoAxeViolations(page, 'my cards');
  await expectNoSidewaysScroll(page);
  await picture(page, 'cards');
  // The number is kept nowhere in the browser: not in the address, not in storage.
  expect(page.url()).not.toContain(CARD_NUMBER);
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(CARD_NUMBER);

  await page.getByRole('link', { name: `${PT.cards!.remove} Visa com final 1111` }).click();
  await expect(page).toHaveURL(/\/user\/deletecard\?id=\d+$/);
  await expect(page.getByRole('heading', { name: PT.delete!.title, level: 1 })).toBeVisible();
  await expect(page.getByText(PT.delete!.confirm!)).toBeVisible();
  await expectNoAxeViolations(page, 'remove card');
  await picture(page, 'delete-card');
  const removed = page.waitForResponse(
    (r) => /\/api\/v1\/usuario-cartao-gateway-pagamento\/\d+$/.test(r.url()) && r.request().method() === 'DELETE',
  );
  await page.getByRole('button', { name: PT.delete!.submit, exact: true }).click();
  expect((await removed).status()).toBe(204);
  await expect(page).toHaveURL(/\/user\/cards$/);
  await expect(page.getByText(PT.cards!.deleted!)).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText(PT.cards!.empty!)).toBeVisible();
});

/** Creates a Pix donation through the API with the member's token, as the giving screen will. */
async function createPixPayment(page: Page): Promise<{ codigo: string; copiaECola: string }> {
  return page.evaluate(async () => {
    const token = sessionStorage.getItem('congrega.token');
    const { igreja } = (await (await fetch('/bff/bootstrap')).json()) as { igreja: { id: number; slug: string } };
    const reasons = (await (await fetch(`/api/v1/igreja/${igreja.slug}/pagamento-motivo/?doacao=true`)).json()) as { id: number }[];
    const response = await fetch('/api/v1/pagamento/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ igreja: igreja.id, metodoPagamento: 'pix', motivos: [{ id: reasons[0]!.id, valor: 2500 }] }),
    });
    const body = (await response.json()) as { codigo?: string; pix?: { copiaECola: string } };
    if (response.status !== 201) throw new Error(`POST /pagamento/: ${response.status} ${JSON.stringify(body)}`);
    return { codigo: body.codigo!, copiaECola: body.pix!.copiaECola };
  });
}

test('a Pix payment shows its QR and code, then turns to success on its own when the bank pays it @layout', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page, DEMO_MEMBER);
  const { codigo, copiaECola } = await createPixPayment(page);

  await page.goto(`/user/payment/${codigo}`);
  await expect(page.getByRole('heading', { name: PT.status!.title, level: 1 })).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: /Aguardando pagamento|Pagamento confirmado/ });
  await expect(status).toHaveText(PT.status!.waiting!);
  await expect(page.getByRole('img', { name: PT.instructions!.pixQr })).toBeVisible();
  await expect(page.getByRole('textbox', { name: PT.instructions!.pixCode })).toHaveValue(copiaECola);
  await expect(page.getByRole('timer')).toHaveText(/^\d{2}:\d{2}$/);
  await expect(page.getByText(/O código é válido até as \d{2}:\d{2} de \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(page.getByText(/^R\$\s25,00$/)).toBeVisible();
  await page.getByRole('button', { name: PT.instructions!.copyCode }).click();
  await expect(page.getByText(PT.instructions!.copied!)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copiaECola);
  await expectNoAxeViolations(page, 'payment status (Pix waiting)');
  await expectNoSidewaysScroll(page);
  await picture(page, 'payment-pix-waiting');

  // The payer's bank pays the code; the page was not reloaded when it shows success (the marker survives).
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  const paid = await page.evaluate(async (code) => {
    const response = await fetch('/api/v1/sandbox-bank/pix', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ copiaECola: code }),
    });
    return { status: response.status, body: (await response.json()) as { status?: string } };
  }, copiaECola);
  expect(paid).toMatchObject({ status: 200, body: { status: 'aprovado' } });
  await expect(status).toHaveText(PT.status!.success!);
  await expect(page.getByText(PT.result!.paid!)).toBeVisible();
  await expect(page.getByRole('img', { name: PT.instructions!.pixQr })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  await expectNoAxeViolations(page, 'payment status (success)');
  await picture(page, 'payment-success');
});

test('a payment that is not the member\'s reads "not found"', async ({ page }) => {
  await logIn(page, DEMO_MEMBER);
  await page.goto('/user/payment/NAO-EXISTE');
  await expect(page.getByRole('status').filter({ hasText: PT.status!.notFound! })).toBeVisible();
  await expectNoAxeViolations(page, 'payment status (not found)');
});
