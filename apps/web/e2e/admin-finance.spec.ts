import { expect as baseExpect, type Page } from '@playwright/test';
import { createAccount } from './account-helpers.ts';
import { checkedAtBothWidths, DEMO_PASSWORD, enterCode, logInConsole, menuEntry, openArea, SITE, toast } from './support/console.ts';
import { amount, GV, PAY, reason } from './support/giving.ts';
import { outboxMessages } from './support/outbox.ts';
import { test } from './support/test.ts';

/**
 * The money console end to end (issue 31): a new member gives R$ 80 by card on videira's site; the demo treasurer
 * (README "Demo logins": second factor on, its published secret) finds the gift by the member's e-mail, sees the
 * filtered totals, refunds half of it with a reason, and the totals and the payment's detail say so; the member is
 * e-mailed in Portuguese and sees the part refunded in their giving history. The treasurer then opens Recurring gifts,
 * Offerings (committing the batch the demo counter counted), Play subscriptions, the reports, the webhooks that named
 * no order, the payment methods, and generates this year's donation receipts. A content editor's console has no Payments. Every screen gets
 * axe and a picture at 360 and 1280 px.
 */
test.use({ locale: 'pt-BR' });
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 100_000 });

const TREASURER = { email: 'financeiro@videira.demo', password: DEMO_PASSWORD };
/** README "Demo logins" (apps/server/src/modules/admin/admin.seed.ts DEMO_FINANCE_TOTP_SECRET): published, demo only. */
const FINANCE_TOTP_SECRET = 'JBSWY3DPEHPK3PXPCONGREGAFINANCE2';
const CONTENT_EDITOR = { email: 'conteudo@videira.demo', password: DEMO_PASSWORD };
const CARD_NUMBER = '4111111111111111';

/** The member's one-off card gift of R$ 80 to Dízimo on the church site; answers its order code. */
async function giveByCard(page: Page): Promise<string> {
  await page.goto(`${SITE}/give`);
  await reason(page, 'Dízimo').check();
  await amount(page, 'Dízimo').fill('80');
  await page.getByRole('button', { name: GV.give!.continue }).click();
  await expect(page).toHaveURL(/\/give\/recurrency$/);
  await page.getByRole('button', { name: GV.give!.continue }).click();
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field(PAY.card!.number!).fill(CARD_NUMBER);
  await field(PAY.card!.holder!).fill('Lia Costa');
  await field(PAY.card!.expiry!).fill(`12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`);
  await field(PAY.card!.cvv!).fill('123');
  await page.getByRole('button', { name: /^Contribuir com R\$\s80,00$/ }).click();
  await expect(page).toHaveURL(/\/give\/thank-you\?pedido=/);
  await expect(page.getByText(PAY.result!.cardApproved!)).toBeVisible();
  return new URL(page.url()).searchParams.get('pedido')!;
}

const figure = (page: Page, key: 'bruto' | 'estornado' | 'liquido') => page.locator(`.finance-total-${key} dd`);

test('the treasurer finds a member’s card gift, refunds half of it, and the member is e-mailed', async ({ page, browser }) => {
  test.slow();
  const member = await createAccount(page, { loggedIn: true });
  const order = await giveByCard(page);

  const staff = await browser.newPage({ viewport: { width: 360, height: 780 } });
  baseExpect(await logInConsole(staff, TREASURER)).toBe(true);
  await enterCode(staff, FINANCE_TOTP_SECRET);
  await openArea(staff, 'Pagamentos');
  await staff.getByRole('searchbox', { name: 'Código do pedido, nome, e-mail ou CPF' }).fill(member.email);
  await staff.getByRole('button', { name: 'Filtrar' }).click();
  await expect(staff.getByRole('heading', { name: 'Totais de 1 pagamento' })).toBeVisible();
  await expect(figure(staff, 'bruto')).toHaveText(/^R\$\s80,00$/);
  await expect(figure(staff, 'estornado')).toHaveText(/^R\$\s0,00$/);
  await checkedAtBothWidths(staff, 'payments');

  await staff.getByRole('link', { name: order }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Pedido ${order}` })).toBeVisible();
  await checkedAtBothWidths(staff, 'payment');
  await staff.getByRole('button', { name: 'Estornar' }).click();
  const dialog = staff.getByRole('dialog', { name: `Estornar o pedido ${order}` });
  await dialog.getByRole('radio', { name: 'Uma parte' }).check();
  await dialog.getByRole('textbox', { name: 'Valor a estornar (R$)' }).fill('40,00');
  await dialog.getByRole('textbox', { name: 'Motivo do estorno' }).fill('Valor em dobro por engano');
  await checkedAtBothWidths(staff, 'refund-dialog');
  await dialog.getByRole('button', { name: 'Revisar o estorno' }).click();
  await expect(dialog.getByText(/^Estornar R\$\s40,00 para Lia Costa\?$/)).toBeVisible();
  await dialog.getByRole('button', { name: /^Estornar R\$\s40,00$/ }).click();
  await toast(staff, 'Estorno de R$\u00a040,00 feito.');
  const refunds = staff.getByRole('region', { name: 'Estornos' });
  await expect(refunds).toContainText('Valor em dobro por engano');
  await checkedAtBothWidths(staff, 'payment-refunded');

  // The list's totals of the same search: the refund counted, the net down by it.
  await staff.getByRole('link', { name: 'Voltar para Pagamentos' }).click();
  await expect(figure(staff, 'estornado')).toHaveText(/^R\$\s40,00$/);
  await expect(figure(staff, 'bruto')).toHaveText(/^R\$\s80,00$/);

  // The member's e-mail, in the member's language, names the order and the part refunded.
  await expect.poll(() => outboxMessages('payment-refund', member.email).length).toBe(1);
  const mail = outboxMessages('payment-refund', member.email)[0]!;
  baseExpect(mail).toMatch(new RegExp(`^Subject: Igreja Videira: estorno do pagamento ${order}$`, 'm'));

  // Recurring gifts, and the offerings: the batch the demo counter counted last Sunday, committed by this treasurer
  // (another person: the four-eyes rule lets them).
  await openArea(staff, 'Doações recorrentes');
  await checkedAtBothWidths(staff, 'recurring');
  await openArea(staff, 'Ofertas');
  await checkedAtBothWidths(staff, 'offerings');
  await staff.locator('.data-table tbody tr').first().getByRole('link').first().click();
  await expect(staff.getByRole('heading', { level: 1, name: /^Oferta de / })).toBeVisible();
  await checkedAtBothWidths(staff, 'offering-batch');
  await staff.getByRole('button', { name: 'Confirmar', exact: true }).click();
  const commit = staff.getByRole('alertdialog', { name: 'Confirmar este lote?' });
  await commit.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await toast(staff, 'Lote confirmado');
  await openArea(staff, 'Assinaturas Play');
  await checkedAtBothWidths(staff, 'play');

  // The reports (a chart and a table of the same figures), the webhooks that named no order, and this year's
  // receipts: generated by the job, then offered as a ZIP.
  await openArea(staff, 'Relatórios');
  await expect(staff.locator('.report-chart canvas, canvas').first()).toBeVisible();
  await expect(staff.getByRole('table').first()).toBeVisible();
  await checkedAtBothWidths(staff, 'reports');
  await openArea(staff, 'Webhooks sem pedido');
  await checkedAtBothWidths(staff, 'webhooks');
  await openArea(staff, 'Formas de pagamento');
  await checkedAtBothWidths(staff, 'payment-methods');
  await openArea(staff, 'Informes de doações');
  await staff.getByLabel('Ano').selectOption(String(new Date().getFullYear()));
  await staff.getByRole('button', { name: 'Gerar e enviar os informes' }).click();
  await staff.getByRole('alertdialog').getByRole('button', { name: 'Gerar e enviar os informes' }).click();
  await expect(staff.getByRole('button', { name: /^Baixar o ZIP \(\d+ informes?\)$/ })).toBeVisible({ timeout: 60_000 });
  await checkedAtBothWidths(staff, 'receipts');
  await staff.close();

  // The member's own giving history says the part refunded beside the gift.
  await page.goto(`${SITE}/user/giving`);
  await expect(page.getByRole('region', { name: 'Histórico de contribuições' }).getByText(/R\$\s40,00 estornado/)).toBeVisible();

  // A content editor's console has no Payments, and its address says the access does not open it.
  const editor = await browser.newPage({ viewport: { width: 360, height: 780 } });
  await logInConsole(editor, CONTENT_EDITOR);
  await expect(menuEntry(editor, 'Painel')).toBeAttached();
  await expect(menuEntry(editor, 'Pagamentos')).toHaveCount(0);
  await editor.goto(`${new URL(editor.url()).origin}/pt-BR/videira/payments`);
  await expect(editor.getByText('Seu acesso não abre esta área nesta igreja.')).toBeVisible();
  await editor.close();
});
