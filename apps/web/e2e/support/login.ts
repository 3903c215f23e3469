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

/**
 * Starts a session the way the access screens end one (POST /security/login_check from the page: the refresh
 * cookie set, the access token where the app keeps it) without walking those screens, for a test about something
 * else; the next page it opens resumes the session. access.spec.ts and a few journeys walk the screens
 * (loginViaUi). From a blank tab it first opens the church's /healthz, so the page has the church's origin.
 */
export async function logIn(page: Page, account: { email: string; password: string } = DEMO_MEMBER): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/healthz');
  const status = await page.evaluate(async ({ email, password }) => {
    const response = await fetch('/api/v1/security/login_check', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password }),
    });
    if (!response.ok) return `${response.status} ${await response.text()}`;
    const { token } = (await response.json()) as { token: string };
    sessionStorage.setItem('congrega.token', token);
    return 'ok';
  }, account);
  expect(status).toBe('ok');
}
