import { expect, type Page, type Response } from '@playwright/test';

/**
 * The checkout-figures tier in the browser: what the screen shows before paying (the summary's total, fees and
 * per-installment figure, and the amount on the pay button), read as cents, against the payment row the server
 * wrote for that payment (the paying POST's answer, made from the row it inserted). One cent apart fails.
 */
export interface ShownFigures {
  total: number;
  fees: number;
  parcelas: number;
  /** The installment the summary shows ("em 3x de R$ 55,47"); the total when paid at once. */
  installment: number;
  button: number;
}

/** "R$ 1.234,56", "$1,234.56" -> cents: the last amount in the text. */
export function cents(text: string): number {
  const amounts = text.match(/\d{1,3}(?:[.,\s\u00a0]\d{3})*[.,]\d{2}/g);
  if (!amounts) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Number(amounts.at(-1)!.replace(/\D/g, ''));
}

/** Reads the figures of the checkout on screen and the amount on its pay button (`button`: its name). */
export async function shownFigures(page: Page, button: RegExp): Promise<ShownFigures> {
  const summary = page.locator('.payment-summary').last();
  await expect(summary).not.toHaveAttribute('aria-busy', 'true');
  const total = cents(await summary.locator('[data-figure="total"]').innerText());
  const fees = (await summary.locator('[data-figure="fees"]').count())
    ? cents(await summary.locator('[data-figure="fees"]').innerText())
    : 0;
  const per = summary.locator('[data-figure="installment"]');
  const installmentText = (await per.count()) ? await per.innerText() : '';
  const parcelas = installmentText ? Number(/(\d+)\s*(?:x|installments|cuotas)/.exec(installmentText)![1]) : 1;
  return {
    total,
    fees,
    parcelas,
    installment: installmentText ? cents(installmentText) : total,
    button: cents(await page.getByRole('button', { name: button }).innerText()),
  };
}

type PaymentRow = { codigo: string; total: number; taxas: number; parcelas: number; valorParcela: number };

/** The payment row as the server wrote it (the paying POST's answer; `pick` finds the payment in it) is what was shown. */
export async function expectChargedAsShown(shown: ShownFigures, response: Response, pick: (body: never) => PaymentRow) {
  const row = pick((await response.json()) as never);
  expect({ total: row.total, fees: row.taxas, parcelas: row.parcelas, installment: row.valorParcela, button: row.total }).toEqual(shown);
}
