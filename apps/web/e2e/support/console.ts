import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

/** Where the journeys of this run (each worker its own process) claim the time steps whose codes they send. */
const STEPS_DIR = path.join(os.tmpdir(), `congrega-e2e-totp-steps-${PORT}`);
const currentStep = () => Math.floor(Date.now() / 30_000);

/**
 * A time step of `secret` no other journey of this run has sent (the current one or the next, inside the server's one
 * step of drift), claimed by creating its file: the server accepts a step once per account and counts a refused
 * code against the account's few attempts, so two journeys signing in as the same demo staff never send the same one.
 */
function claimStep(secret: string): number | undefined {
  fs.mkdirSync(STEPS_DIR, { recursive: true });
  const name = createHash('sha256').update(secret).digest('hex').slice(0, 16);
  const now = currentStep();
  for (const drift of [0, 1]) {
    try {
      fs.writeFileSync(path.join(STEPS_DIR, `${name}-${now + drift}`), '', { flag: 'wx' });
      return now + drift;
    } catch {
      // Taken by another journey: try the next step.
    }
  }
  return undefined;
}

/** Step 2 with the authenticator's code of a step no other journey used; with both taken, the next step, as a person would. */
export async function enterCode(page: Page, secret: string) {
  let step = claimStep(secret);
  while (step === undefined) {
    const taken = currentStep();
    await expect.poll(currentStep, { timeout: 35_000, intervals: [1_000] }).toBeGreaterThan(taken);
    step = claimStep(secret);
  }
  // The claimed step's own code (the server allows one step of drift, so a step just past still signs in).
  await page.getByLabel('Código do aplicativo autenticador').fill(code(secret, step - currentStep()));
  await page.getByRole('button', { name: 'Verificar' }).click();
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
