import { expect, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { test } from './support/test.ts';
import { loginViaUi } from './support/login.ts';

/**
 * Login CSRF through a link's church-switch code (issue 7): an attacker gets a one-time code of their OWN
 * account (POST /usuario/troca-igreja) and sends the link `/?token=<code>` to someone else. Opening it must
 * never swap the session silently: the code leaves the address bar, and a question names the account it would
 * log into (and the one logged in now). Declining keeps everything as it was.
 */
test.use({ locale: 'pt-BR' });

const ATTACKER = { email: 'irmao@videira.demo', password: 'Demo@1234' };
const PROMPT = 'Entrar com este link?';

/** The attacker, in a browser of their own, asks for a church-switch code of their account at Videira. */
async function attackerCode(browser: Browser): Promise<string> {
  const context = await browser.newContext({ locale: 'pt-BR' });
  try {
    const page = await context.newPage();
    await page.goto('/about');
    const result = await page.evaluate(async ({ email, password }) => {
      const bootstrap = (await (await fetch('/bff/bootstrap', { credentials: 'omit' })).json()) as { igreja: { id: number } };
      const login = await fetch('/api/v1/security/login_check', {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: email, password }),
      });
      const { token } = (await login.json()) as { token: string };
      const response = await fetch('/api/v1/usuario/troca-igreja', {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ igreja: bootstrap.igreja.id }),
      });
      return { status: response.status, body: (await response.json()) as { codigo?: string } };
    }, ATTACKER);
    expect(result.status).toBe(200);
    expect(result.body.codigo).toBeTruthy();
    return result.body.codigo!;
  } finally {
    await context.close();
  }
}

const accountButton = (page: Page) => page.getByRole('button', { name: /^Conta de / });

test('a link with a stranger’s code never replaces a member’s session without asking', async ({ page, browser }) => {
  const code = await attackerCode(browser);
  await loginViaUi(page);
  await expect(accountButton(page)).toHaveAccessibleName('Conta de Maria');

  await page.goto(`/about?token=${encodeURIComponent(code)}`);
  await expect(page).toHaveURL(/\/about$/);
  const prompt = page.getByRole('alertdialog', { name: PROMPT });
  await expect(prompt).toContainText('membro@videira.demo');
  await expect(prompt).toContainText(ATTACKER.email);
  // Still the member while the question is open, and after saying no.
  await expect(accountButton(page)).toHaveAccessibleName('Conta de Maria');
  await prompt.getByRole('button', { name: 'Manter membro@videira.demo' }).click();
  await expect(prompt).toBeHidden();
  await expect(accountButton(page)).toHaveAccessibleName('Conta de Maria');

  // The code is gone from the history entry: a reload asks nothing and keeps the member.
  await page.reload();
  await expect(accountButton(page)).toHaveAccessibleName('Conta de Maria');
  await expect(page.getByRole('alertdialog', { name: PROMPT })).toHaveCount(0);
});

test('a visitor is asked before a link’s code logs them in, and only “continue” does @layout', async ({ page, browser }) => {
  const code = await attackerCode(browser);
  await page.goto(`/?token=${encodeURIComponent(code)}`);
  await expect(page).toHaveURL(/\/$/);
  const prompt = page.getByRole('alertdialog', { name: PROMPT });
  await expect(prompt).toContainText(ATTACKER.email);
  // The question fits a 360 px phone (the e-mail is not pushed off-screen) and passes axe.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  const box = await prompt.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= (page.viewportSize()?.width ?? 0)).toBe(true);
  await expectNoAxeViolations(page, 'url-code prompt');
  await prompt.getByRole('button', { name: 'Agora não' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();

  // Declining spent nothing: the same link, confirmed this time, logs in as the account it named.
  await page.goto(`/?token=${encodeURIComponent(code)}`);
  await page
    .getByRole('alertdialog', { name: PROMPT })
    .getByRole('button', { name: `Continuar como ${ATTACKER.email}` })
    .click();
  await expect(accountButton(page)).toHaveAccessibleName('Conta de João');
  await expect(page.getByRole('alertdialog', { name: PROMPT })).toHaveCount(0);
});
