import { expect as baseExpect, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { expectNoAxeViolations } from './axe.ts';
import { picture } from './pictures.ts';

/**
 * The staff console's journeys (admin-console.spec.ts, admin-finance.spec.ts): its own origin admin.localhost, the
 * demo staff logins of the README, the second factor's code computed here with the server's TOTP library, the side
 * menu and the checks each console screen gets (axe and a picture at 360 px and at 1280 px).
 */
const expect = baseExpect.configure({ timeout: 15_000 });
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const CONSOLE = `http://admin.localhost:${PORT}`;
export const SITE = `http://videira.localhost:${PORT}`;
export const DEMO_PASSWORD = 'Demo@1234';

/** The authenticator's code; `steps` ahead for a second code (a step is accepted once; the server allows one of drift). */
export const code = (secret: string, steps = 0) =>
  new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + steps * 30_000 });

/** A picture of the screen in the test's own output folder (test-results/<test>-<project>/), to look at. */
export async function shot(page: Page, name: string) {
  await picture(page, `console-${name}`);
}

export async function checked(page: Page, name: string) {
  await expectNoAxeViolations(page, name);
  await shot(page, name);
}

/** axe and a picture at 360 px, then the same screen at 1280 px (a desktop), then back to the phone. */
export async function checkedAtBothWidths(page: Page, name: string) {
  await checked(page, name);
  await page.setViewportSize({ width: 1280, height: 800 });
  await checked(page, `${name}-wide`);
  await page.setViewportSize({ width: 360, height: 780 });
}

/** The password step; answers whether a second factor was asked. */
export async function logInConsole(page: Page, who: { email: string; password: string }, path = '/pt-BR/videira') {
  await page.goto(`${CONSOLE}${path}`);
  await expect(page.getByRole('heading', { name: 'Entrada da equipe' })).toBeVisible();
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Senha').fill(who.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  const secondFactor = page.getByRole('heading', { name: 'Verificação em duas etapas' });
  const inside = page.getByRole('button', { name: 'Sair' });
  await expect(secondFactor.or(inside)).toBeVisible();
  return secondFactor.isVisible();
}

/**
 * Step 2 with the authenticator's code. A time step is accepted once per account, so when another run of this
 * journey (a moment earlier) spent the current step, the next one (inside the server's one step of drift) is used.
 */
export async function enterCode(page: Page, secret: string) {
  const field = page.getByLabel('Código do aplicativo autenticador');
  const verify = page.getByRole('button', { name: 'Verificar' });
  await field.fill(code(secret));
  await verify.click();
  const refused = page.getByText('Código inválido.');
  await expect(refused.or(page.getByRole('button', { name: 'Sair' }))).toBeVisible();
  if (await refused.isVisible()) {
    await field.fill(code(secret, 1));
    await verify.click();
  }
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
}

/** The side menu (closed behind its button on a phone: its entries are looked up hidden or not). */
export const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu', includeHidden: true });
export const menuEntry = (page: Page, name: string) => menu(page).getByRole('link', { name, includeHidden: true });
export async function openArea(page: Page, name: string, heading = name) {
  const button = page.getByRole('button', { name: 'Menu', exact: true });
  if (await button.isVisible()) await button.click();
  await menuEntry(page, name).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}
export const toast = (page: Page, text: string) => expect(page.locator('.toasts').getByText(text).first()).toBeVisible();
