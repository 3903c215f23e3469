import { expect, type Page } from '@playwright/test';

/** Documented demo login (README): a member of Videira. All demo logins share the demo password. */
export const DEMO_MEMBER = { email: 'membro@videira.demo', password: 'Demo@1234' };

// Accessible names in pt-BR / en / es, so the helper works whatever locale a spec runs in.
const EMAIL = /^(E-mail|Correo electrónico)$/;
const PASSWORD = /^(Senha|Password|Contraseña)/;
const CONTINUE = /^(Continuar|Continue)$/;
const LOG_IN = /^(Entrar|Log in)$/;

/**
 * Logs in through the access screens (e-mail first, then password), like a person would, and waits
 * until the header shows the member's account menu.
 */
export async function loginViaUi(page: Page, account: { email: string; password: string } = DEMO_MEMBER): Promise<void> {
  await page.goto('/access');
  await page.getByRole('textbox', { name: EMAIL }).fill(account.email);
  await page.getByRole('button', { name: CONTINUE }).click();
  await page.getByLabel(PASSWORD).fill(account.password);
  await page.getByRole('button', { name: LOG_IN, exact: true }).click();
  await expect(page).not.toHaveURL(/\/access(\/|\?|$)/);
  await expect(page.getByRole('button', { name: /^(Conta de|Cuenta de) |'s account$/ })).toBeVisible();
}
