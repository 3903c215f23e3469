import { expect as baseExpect } from '@playwright/test';
import { createAccount } from './account-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectChargedAsShown, shownFigures } from './support/checkout-figures.ts';
import { expectNoSidewaysScroll, phoneOnly } from './support/events.ts';
import { amount, GV, PAY, reason } from './support/giving.ts';
import { test } from './support/test.ts';
import { picture } from './support/pictures.ts';

/**
 * Giving's checkout figures in the browser (the event and Play journeys do the same in events.spec.ts and
 * play.spec.ts): a card gift in installments with the fees covered shows the church's interest, and the summary's
 * total, fees and installment and the button's amount are the payment row the server writes, to the cent. Every
 * method and installment count is held by the fast tier (apps/server/.../checkout-figures.test.ts and the web's
 * checkout figure tests); this journey holds the screen itself.
 */
test.use({ locale: 'pt-BR' });
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const CARD_NUMBER = '4111111111111111';

test('a member gives by card in installments covering the fees: what the summary and button say is what is charged', async ({
  page,
}, testInfo) => {
  phoneOnly(testInfo);
  await createAccount(page, { loggedIn: true });
  await page.goto('/give');
  await reason(page, 'Missões').check();
  await amount(page, 'Missões').fill('160');
  await page.getByRole('button', { name: GV.give!.continue }).click();
  await expect(page).toHaveURL(/\/give\/checkout$/);
  await page.getByRole('switch', { name: GV.payment!.coverFees }).check();
  await expect(page.getByRole('radio', { name: PAY.methods!.cartao_credito })).toBeChecked();
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field(PAY.card!.number!).fill(CARD_NUMBER);
  await field(PAY.card!.holder!).fill('Lia Costa');
  await field(PAY.card!.expiry!).fill(`12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`);
  await field(PAY.card!.cvv!).fill('123');
  await page.getByRole('combobox', { name: PAY.installments!.label }).selectOption('3');
  await expect(page.locator('[data-figure="installment"]')).toContainText('3x');
  const shown = await shownFigures(page, /^Contribuir com R\$/);
  expect(shown.fees).toBeGreaterThan(0);
  expect(shown.total).toBeGreaterThan(16_000 + shown.fees);
  await expectNoAxeViolations(page, 'give (card in installments)');
  await expectNoSidewaysScroll(page);
  await picture(page, 'payment-installments');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/pagamento/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: /^Contribuir com R\$/ }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  await expectChargedAsShown(shown, response, (body: never) => body);
  await expect(page).toHaveURL(/\/give\/thank-you\?pedido=/);
});
