import { expect, type Page } from '@playwright/test';

/** Helpers of the access and account specs (the shared ones are in e2e/support). */

/**
 * A text field by its exact accessible name. (getByLabel would read the label's text, which for required
 * fields ends in a visual, aria-hidden " *".)
 */
export function textbox(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

/** A unique address per call, so specs can run repeatedly against the same seeded server. */
export function newEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A random CPF with valid check digits (CPF is unique per church). */
export function validCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (digits.every((d) => d === digits[0])) digits[0] = (digits[0]! + 1) % 10;
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  const s = digits.join('');
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}

export interface TestAccount {
  email: string;
  password: string;
  nome: string;
  sobrenome: string;
}

/**
 * Registers a fresh visitor account through the API (POST /igreja/{id}/usuario/), the way the registration
 * screen does. The call runs in the page (Node does not resolve *.localhost church hosts). With `loggedIn`
 * the returned access token is kept where the app keeps it, so the next page load resumes that session
 * (spec: auto login from the session token) without going through the access screens again.
 */
export async function createAccount(page: Page, options: Partial<TestAccount> & { loggedIn?: boolean } = {}): Promise<TestAccount> {
  const { loggedIn = false, ...overrides } = options;
  const account: TestAccount = { email: newEmail('conta'), password: 'Conta@1234', nome: 'Lia', sobrenome: 'Costa', ...overrides };
  if (page.url() === 'about:blank') await page.goto('/about');
  const status = await page.evaluate(
    async ({ account: { email, password, nome, sobrenome }, loggedIn }) => {
      const bootstrap = await fetch('/bff/bootstrap', { credentials: 'omit' });
      const { igreja } = (await bootstrap.json()) as { igreja: { id: number } };
      const response = await fetch(`/api/v1/igreja/${igreja.id}/usuario/`, {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, senha: password, confirmarSenha: password, nome, sobrenome }),
      });
      if (response.status !== 201) return `${response.status} ${await response.text()}`;
      const { token } = (await response.json()) as { token: string };
      if (loggedIn) sessionStorage.setItem('congrega.token', token);
      return '201';
    },
    { account, loggedIn },
  );
  expect(status).toBe('201');
  return account;
}
