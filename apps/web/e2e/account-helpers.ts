import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

/** Helpers of the access and account specs (the shell's e2e/support holds the shared ones). */

// Evaluated through the DevTools protocol: the page's Content-Security-Policy would block an injected tag.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

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

/** Runs axe-core on the page and fails with the rule ids and targets of any violation. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  });
  expect(violations, `axe violations on ${where}`).toEqual([]);
}

export interface TestAccount {
  email: string;
  password: string;
  nome: string;
  sobrenome: string;
}

/**
 * Registers a fresh visitor account through the API (POST /igreja/{id}/usuario/). The call runs in the
 * page (Node does not resolve *.localhost church hosts) and without cookies, so nobody is logged in.
 */
export async function createAccount(page: Page, overrides: Partial<TestAccount> = {}): Promise<TestAccount> {
  const account: TestAccount = { email: newEmail('conta'), password: 'Conta@1234', nome: 'Lia', sobrenome: 'Costa', ...overrides };
  if (page.url() === 'about:blank') await page.goto('/access');
  const status = await page.evaluate(async ({ email, password, nome, sobrenome }) => {
    const bootstrap = await fetch('/bff/bootstrap', { credentials: 'omit' });
    const { igreja } = (await bootstrap.json()) as { igreja: { id: number } };
    const response = await fetch(`/api/v1/igreja/${igreja.id}/usuario/`, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, senha: password, confirmarSenha: password, nome, sobrenome }),
    });
    return `${response.status} ${response.status === 201 ? '' : await response.text()}`;
  }, account);
  expect(status.trim()).toBe('201');
  return account;
}

/** Logs in through the access screens (e-mail first, then password) and waits to leave them. */
export async function loginThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/access');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).not.toHaveURL(/\/access/);
}
