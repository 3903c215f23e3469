import { expect as baseExpect } from '@playwright/test';
import { createAccount, newEmail, validCpf } from './account-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNoSidewaysScroll, phoneOnly } from './support/events.ts';
import { amount, CH, GV, MINE, PAY, reason, recurrenceSwitch } from './support/giving.ts';
import { expectPixShown, payPixInSandbox } from './support/pix.ts';
import { DEMO_MEMBER, logIn } from './support/login.ts';
import { expectChargedAsShown, shownFigures } from './support/checkout-figures.ts';
import { test } from './support/test.ts';
import { picture } from './support/pictures.ts';

/**
 * Giving end to end (spec sections 2-5, 8, 9), on a phone (360 px): a member gives once by Pix and the thank-you
 * page turns to success when the sandbox bank pays the code; the recurrence switch turns off when a second reason is
 * added; a visitor gives once as a guest by Pix; a recurring card gift is set up, then paused and cancelled at
 * /user/giving. The desktop project only takes the screens' pictures. axe finds nothing on any screen.
 */
test.use({ locale: 'pt-BR' });
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const CARD_NUMBER = '4111111111111111';

test('a member gives once by Pix from church home; the thank-you page turns to success when the bank pays', async ({ page }, testInfo) => {
  phoneOnly(testInfo);
  await logIn(page, DEMO_MEMBER);
  await page.goto('/');
  await page.getByRole('link', { name: CH.home!.giveAction }).click();
  await expect(page).toHaveURL(/\/give$/);
  await expect(page.getByRole('heading', { name: GV.give!.title, level: 1 })).toBeVisible();

  await reason(page, 'Missões').check();
  // Below the reason's minimum (R$ 5,00): the server's rule, checked here first.
  await amount(page, 'Missões').fill('2');
  await page.getByRole('button', { name: GV.give!.continue }).click();
  await expect(page.getByText('Valor da doação precisa ser maior que R$ 5,00')).toBeVisible();
  await expect(amount(page, 'Missões')).toBeFocused();
  await page.getByRole('group', { name: 'Valores sugeridos para Missões' }).getByRole('button', { name: 'R$ 50' }).click();
  await expect(amount(page, 'Missões')).toHaveValue('50,00');
  await amount(page, 'Missões').fill('25');
  await amount(page, 'Missões').blur();
  await expect(amount(page, 'Missões')).toHaveValue('25,00');
  await expectNoAxeViolations(page, 'give (amounts)');
  await expectNoSidewaysScroll(page);
  await picture(page, 'amounts');
  await page.getByRole('button', { name: GV.give!.continue }).click();

  // Missões never repeats: no recurrence step, straight to the payment.
  await expect(page).toHaveURL(/\/give\/checkout$/);
  await expect(page.getByRole('heading', { name: GV.payment!.title, level: 2 })).toBeVisible();
  await page.getByRole('radio', { name: PAY.methods!.pix }).check();
  const shown = await shownFigures(page, /^Contribuir com R\$\s25,00$/);
  await expectNoAxeViolations(page, 'give (payment)');
  await expectNoSidewaysScroll(page);
  await picture(page, 'payment-pix');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/pagamento/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: /^Contribuir com R\$\s25,00$/ }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  await expectChargedAsShown(shown, response, (body: never) => body);
  expect(response.request().headers()['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,128}$/);

  await expect(page).toHaveURL(/\/give\/thank-you\?pedido=P[0-9A-Z]{12}$/);
  await expect(page.getByRole('heading', { name: GV.thanks!.titlePending, level: 1 })).toBeVisible();
  const code = await expectPixShown(page);
  await expectNoAxeViolations(page, 'thank-you (Pix waiting)');
  await expectNoSidewaysScroll(page);
  await picture(page, 'thanks-pix');
  // What was chosen is not kept once the gift is made.
  expect(await page.evaluate(() => sessionStorage.getItem('congrega.give'))).toBeNull();

  await payPixInSandbox(page, code);
  await expect(page.getByRole('heading', { name: GV.thanks!.title, level: 1 })).toBeVisible();
  await expect(page.getByText(PAY.result!.paid!)).toBeVisible();
  await expect(page.getByRole('img', { name: PAY.instructions!.pixQr })).toHaveCount(0);
  await expectNoAxeViolations(page, 'thank-you (paid)');
  await picture(page, 'thanks-paid');
});

test(
  'recurrence is its own step, off until turned on, and turns off when a second reason is added; a visitor logs in to pay',
  { tag: '@offline' },
  async ({ page, context }, testInfo) => {
    phoneOnly(testInfo);
    await page.goto('/doacoes');
    await expect(page).toHaveURL(/\/give$/);
    // Offline, the banner says so and the reasons already loaded stay usable.
    await expect(reason(page, 'Dízimo')).toBeVisible();
    // As in offline.spec.ts: offline use starts once the service worker controls the page (its precache holds the
    // app's chunks; before that, a chunk asked for offline cannot load).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await context.setOffline(true);
    await expect(page.getByText('Você está sem internet...')).toBeVisible();
    // Ticking a reason that may repeat switches nothing on.
    await reason(page, 'Dízimo').check();
    await expect(recurrenceSwitch(page)).toHaveCount(0);
    await amount(page, 'Dízimo').fill('120');
    await picture(page, 'offline');
    await context.setOffline(false);
    await expect(page.getByText('Você está sem internet...')).toBeHidden();

    await page.getByRole('button', { name: GV.give!.continue }).click();
    await expect(page).toHaveURL(/\/give\/recurrency$/);
    await expect(recurrenceSwitch(page)).not.toBeChecked();
    await expectNoAxeViolations(page, 'give (recurrency)');
    await picture(page, 'recurrency');
    // Keyboard: the switch turns on with the space bar, then the frequency.
    await recurrenceSwitch(page).focus();
    await page.keyboard.press('Space');
    await expect(recurrenceSwitch(page)).toBeChecked();
    await expect(page.getByRole('combobox', { name: GV.recurrence!.frequency })).toHaveValue('30');
    await page.getByRole('combobox', { name: GV.recurrence!.frequency }).selectOption('14');
    // A reload keeps the step and the choice.
    await page.reload();
    await expect(recurrenceSwitch(page)).toBeChecked();
    await expect(page.getByRole('combobox', { name: GV.recurrence!.frequency })).toHaveValue('14');

    // Back to the amounts: a second reason turns recurrence off, saying so.
    await page.goBack();
    await expect(page).toHaveURL(/\/give$/);
    await reason(page, 'Missões').check();
    await expect(page.getByText(GV.recurrence!.turnedOff!)).toBeVisible();
    await expectNoAxeViolations(page, 'give (two reasons)');
    await picture(page, 'recurrence-off');
    await reason(page, 'Missões').uncheck();
    await page.getByRole('button', { name: GV.give!.continue }).click();
    await recurrenceSwitch(page).check(); // off again: the second reason turned it off
    await page.getByRole('button', { name: GV.give!.continue }).click();

    // The visitor logs in (or gives once as a guest: videira allows it), and what they chose survives the trip to log in.
    await expect(page).toHaveURL(/\/give\/checkout$/);
    await expect(page.getByText(GV.guest!.choice!)).toBeVisible();
    await expectNoAxeViolations(page, 'give (login needed)');
    await picture(page, 'login-needed');
    await page.locator('#main').getByRole('link', { name: PAY.login!.enter, exact: true }).click();
    await expect(page).toHaveURL(/\/access\?redirectTo=%2Fgive%2Fcheckout$/);
    await logIn(page, DEMO_MEMBER);
    await page.goto('/give/checkout');
    await expect(page.getByRole('heading', { name: GV.payment!.title, level: 2 })).toBeVisible();
    await expect(page.getByText(/^R\$\s120,00$/).first()).toBeVisible();
    await expect(page.getByText('Repete: A cada duas semanas')).toBeVisible();
  },
);

test('a visitor gives once as a guest by Pix (videira allows it): their data, the Pix code paid in the sandbox bank', async ({
  page,
}, testInfo) => {
  phoneOnly(testInfo);
  await page.goto('/give');
  await reason(page, 'Oferta').check();
  await amount(page, 'Oferta').fill('30');
  await page.getByRole('button', { name: GV.give!.continue }).click();
  await expect(page).toHaveURL(/\/give\/recurrency$/); // Oferta may repeat: left off
  await page.getByRole('button', { name: GV.give!.continue }).click();
  await expect(page.getByText(GV.guest!.choice!)).toBeVisible();
  // Keyboard: the guest choice opens with Enter, and the form takes the focus from there.
  await page.getByRole('button', { name: GV.guest!.start }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(GV.guest!.intro!)).toBeVisible();
  await page.getByRole('textbox', { name: GV.guest!.name, exact: true }).fill('Lúcia');
  await page.getByRole('textbox', { name: GV.guest!.surname, exact: true }).fill('Prado');
  await page.getByRole('textbox', { name: GV.guest!.email, exact: true }).fill(newEmail('guest-gift'));
  await page.getByRole('textbox', { name: GV.guest!.cpf, exact: true }).fill(validCpf());
  await expectNoAxeViolations(page, 'give (guest data)');
  await expectNoSidewaysScroll(page);
  await picture(page, 'guest-form');
  await page.getByRole('button', { name: GV.guest!.continue }).click();
  await expect(page.getByText(/^Doando como Lúcia Prado/)).toBeVisible();
  await page.getByRole('radio', { name: PAY.methods!.pix }).check();
  await expect(page.getByRole('button', { name: /^Contribuir com R\$\s30,00$/ })).toBeVisible();
  await picture(page, 'guest-payment');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/pagamento/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: /^Contribuir com R\$\s30,00$/ }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  expect(response.request().headers()['authorization']).toBeUndefined();
  await expect(page).toHaveURL(/\/give\/thank-you\?pedido=P[0-9A-Z]{12}$/);
  await expect(page.getByRole('heading', { name: GV.thanks!.titlePending, level: 1 })).toBeVisible();
  await expect(page.getByText(/^O recibo será enviado para e2e-guest-gift-/)).toBeVisible();
  await expect(page.getByRole('link', { name: GV.thanks!.receipt })).toHaveCount(0);
  const code = await expectPixShown(page);
  await expectNoAxeViolations(page, 'thank-you (guest, Pix waiting)');
  await expectNoSidewaysScroll(page);
  await picture(page, 'guest-thanks');
  await payPixInSandbox(page, code);
  // Nothing of the guest is kept in the tab once the gift is made.
  expect(await page.evaluate(() => sessionStorage.getItem('congrega.give-guest'))).toBeNull();
});

test('a member sets up a recurring card gift, then pauses and cancels it at /user/giving', async ({ page }, testInfo) => {
  phoneOnly(testInfo);
  // A fresh member: the gift and history seen below are this test's alone.
  await createAccount(page, { loggedIn: true });
  await page.goto('/give');
  await reason(page, 'Dízimo').check();
  await amount(page, 'Dízimo').fill('80');
  await page.getByRole('button', { name: GV.give!.continue }).click();
  await expect(page).toHaveURL(/\/give\/recurrency$/);
  await recurrenceSwitch(page).check();
  await page.getByRole('button', { name: GV.give!.continue }).click();
  await expect(page.getByText('Repete: Todo mês')).toBeVisible();
  await expect(page.getByRole('radio', { name: PAY.methods!.cartao_credito })).toBeChecked();
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field(PAY.card!.number!).fill(CARD_NUMBER);
  await field(PAY.card!.holder!).fill('Lia Costa');
  const year = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
  await field(PAY.card!.expiry!).fill(`12${year}`);
  await field(PAY.card!.cvv!).fill('123');
  await expectNoAxeViolations(page, 'give (card)');
  await expectNoSidewaysScroll(page);
  await picture(page, 'payment-card');
  await page.getByRole('button', { name: /^Contribuir com R\$\s80,00 e repetir$/ }).click();
  await expect(page).toHaveURL(/\/give\/thank-you\?pedido=/);
  await expect(page.getByRole('heading', { name: GV.thanks!.title, level: 1 })).toBeVisible();
  await expect(page.getByText(PAY.result!.cardApproved!)).toBeVisible();
  await expect(page.getByText(/^Esta contribuição se repete a cada 30 dias\. Próxima cobrança: .+\.$/)).toBeVisible();
  await expectNoAxeViolations(page, 'thank-you (recurring card)');
  await picture(page, 'thanks-recurring');
  // My account leads to the giver's area.
  await page.goto('/user');
  await page.getByRole('link', { name: 'Minhas contribuições' }).click();
  await expect(page).toHaveURL(/\/user\/giving$/);
  const gift = page.getByRole('article', { name: 'Dízimo' });
  await expect(gift.getByText(MINE.status.ativa!)).toBeVisible();
  await expect(gift.getByText(/^R\$\s80,00$/)).toBeVisible();
  await expect(gift.getByText(GV.recurrence!.monthly!)).toBeVisible();
  await expect(gift.getByText('Visa com final 1111')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Comprovante P[0-9A-Z]{12}$/ })).toHaveCount(1);
  await expectNoAxeViolations(page, 'my giving');
  await expectNoSidewaysScroll(page);
  await picture(page, 'my-giving');
  await gift.getByRole('button', { name: MINE.changeAmount! }).click();
  const newAmount = gift.getByRole('textbox', { name: 'Novo valor para Dízimo (R$)', exact: true });
  await expect(newAmount).toBeFocused();
  await expect(newAmount).toHaveValue('80,00');
  await newAmount.fill('95,50');
  await picture(page, 'change-amount');
  await newAmount.press('Enter');
  await expect(page.getByText(MINE.changed!)).toBeVisible();
  await expect(gift.getByText(/^R\$\s95,50$/)).toBeVisible();
  await gift.getByRole('button', { name: MINE.pause! }).click();
  await expect(page.getByText(MINE.paused!)).toBeVisible();
  await expect(gift.getByText(MINE.status.pausada!)).toBeVisible();
  await expect(gift.getByRole('button', { name: MINE.resume! })).toBeVisible();

  await gift.getByRole('button', { name: MINE.cancelGift! }).click();
  const dialog = page.getByRole('alertdialog', { name: MINE.cancelTitle! });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'cancel gift dialog');
  await picture(page, 'cancel-dialog');
  await dialog.getByRole('button', { name: MINE.cancelConfirm! }).click();
  await expect(page.getByText(MINE.cancelled!)).toBeVisible();
  await expect(gift.getByText(MINE.status.cancelada!)).toBeVisible();
  await expect(gift.getByRole('button')).toHaveCount(0);

  // The yearly statement is a PDF fetched with the session's token, saved from the page.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: MINE.download! }).click();
  expect((await download).suggestedFilename()).toBe(`videira-${new Date().getFullYear()}.pdf`);
  await expect(page.getByText(MINE.downloaded!)).toBeVisible();
  await picture(page, 'my-giving-cancelled');
});

test('desktop: the give screen at 1280 px @layout', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'pictures of the desktop layout');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: CH.home!.giveTitle, level: 2 })).toBeVisible();
  await picture(page, 'home');
  await page.goto('/give');
  await reason(page, 'Dízimo').check();
  await amount(page, 'Dízimo').fill('100');
  await expectNoAxeViolations(page, 'give (desktop)');
  await picture(page, 'amounts');

  // The demo member's seeded monthly tithe and history.
  await logIn(page, DEMO_MEMBER);
  await page.goto('/user/giving');
  await expect(page.getByRole('article', { name: 'Dízimo' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Comprovante / }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'my giving (desktop)');
  await picture(page, 'my-giving');
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });
  test('desktop: Grace gives in US dollars, amounts typed the English way @layout', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'pictures of the desktop layout');
    await page.goto('/about');
    // Grace gives in US dollars, in English (its language), amounts typed the English way.
    await page.goto(new URL('/give', page.url().replace('videira.', 'grace.')).href);
    await page.getByRole('checkbox', { name: /^Tithe/ }).check();
    const tithe = page.getByRole('textbox', { name: 'Amount for Tithe ($)', exact: true });
    await tithe.fill('1,234.5');
    await tithe.blur();
    await expect(tithe).toHaveValue('1,234.50');
    await expect(page.getByText('$1,234.50')).toBeVisible();
    await picture(page, 'amounts-grace');
  });
});
