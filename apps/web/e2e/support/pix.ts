import { readFileSync } from 'node:fs';
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';

/**
 * Paying a Pix code in the sandbox bank, as the payer's bank app would (giving.spec.ts, events-states.spec.ts): the
 * thank-you page shows the "copia e cola" code and its QR code; the sandbox bank pays the code and sends the signed
 * webhook, so the payment is approved.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
const PAY = JSON.parse(readFileSync(new URL('../../src/locales/pt-BR/payments.json', import.meta.url), 'utf8')) as {
  instructions: Record<string, string>;
};

/** The page's Pix part, once it holds a code: the code's box (its value is what the bank pays). */
export async function expectPixShown(page: Page): Promise<Locator> {
  const code = page.getByRole('textbox', { name: PAY.instructions.pixCode });
  await expect(code).toHaveValue(/.+/);
  await expect(page.getByRole('img', { name: PAY.instructions.pixQr })).toBeVisible();
  return code;
}

/** Pays the code in `code` through the sandbox bank and checks that the bank approved it. */
export async function payPixInSandbox(page: Page, code: Locator): Promise<void> {
  const paid = await page.evaluate(
    async (copiaECola) => {
      const r = await fetch('/api/v1/sandbox-bank/pix', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ copiaECola }),
      });
      return { status: r.status, body: (await r.json()) as { status?: string } };
    },
    await code.inputValue(),
  );
  expect(paid).toMatchObject({ status: 200, body: { status: 'aprovado' } });
}
