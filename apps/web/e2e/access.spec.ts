import { MESSAGES } from '@congrega/contract/messages';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { createAccount, newEmail, textbox, validCpf } from './account-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * Access flow (spec section 2 "Access routes", section 5 validation): e-mail first, then log in,
 * register or activate; redirectTo honoured; messages in the user's language.
 */
test.use({ locale: 'pt-BR' });

const MEMBER = { email: 'membro@videira.demo', password: 'Demo@1234' };
const pt = MESSAGES['pt-BR'];

async function enterEmail(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

test('a guest opening /user logs in and comes back to /user', async ({ page }) => {
  await page.goto('/user');
  await expect(page).toHaveURL(/\/access\?redirectTo=%2Fuser$/);
  await enterEmail(page, MEMBER.email);
  await expect(page).toHaveURL(/\/access\/login\?redirectTo=%2Fuser$/);
  await expect(page.getByLabel('E-mail')).toHaveValue(MEMBER.email);
  await page.getByLabel('Senha').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();

  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('heading', { name: 'Minha conta' })).toBeVisible();
  await expect(page.getByText('Maria Oliveira')).toBeVisible();
  // Logged in: the visitors-only access screen now sends the member home.
  await page.goto('/access');
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password shows the login error and keeps the visitor on the login screen', async ({ page }) => {
  await page.goto('/access');
  await enterEmail(page, 'irmao@videira.demo');
  await page.getByLabel('Senha').fill('Errada@123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nome de usuário ou senha inválidos.' })).toBeVisible();
  await expect(page).toHaveURL(/\/access\/login$/);
  await expect(page.getByLabel('Senha')).toHaveValue('Errada@123');
});

test('an inactive account gets an activation e-mail and a dialog says so', async ({ page }) => {
  await page.goto('/access');
  await enterEmail(page, 'inativo@videira.demo');
  const dialog = page.getByRole('alertdialog', { name: 'Ative sua conta' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('inativo@videira.demo');
  await dialog.getByRole('button', { name: 'Entendi' }).click();
  await expect(dialog).toBeHidden();
});

test('registration shows each validation message, then creates the account and logs in', async ({ page }) => {
  test.slow(); // many steps, password hashing and axe runs
  const email = newEmail('cadastro');
  await page.goto('/access');
  await enterEmail(page, email);
  await expect(page).toHaveURL(/\/access\/register$/);
  await expect(page.getByLabel('E-mail')).toHaveValue(email);

  // Required fields, on submit.
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  for (const label of ['Senha', 'Confirme a senha', 'Nome', 'Sobrenome']) {
    await expect(textbox(page, label)).toHaveAccessibleDescription(new RegExp(pt['validation.required'].replace('.', '\\.')));
  }

  // Each rule, as the field is left.
  const bad: Array<[string, string, string]> = [
    ['Senha', 'abc', pt['validation.password']],
    ['Confirme a senha', 'abd', 'As senhas precisam ser iguais'],
    ['CPF', '111.111.111-11', 'CPF inválido.'],
    ['Telefone', '1234', pt['validation.phone']],
    ['CEP', '123', 'CEP Inválido'],
    ['Data de nascimento', '01/01/2999', pt['validation.birthdate']],
    ['Data de casamento', '31/02/2020', pt['validation.dateFormat']],
  ];
  for (const [label, value, message] of bad) {
    const field = textbox(page, label);
    await field.fill(value);
    await field.blur();
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  // Fixing a value clears its message while typing (re-validation on change).
  await textbox(page, 'CPF').fill(validCpf());
  await expect(page.getByText('CPF inválido.', { exact: true })).toBeHidden();

  await textbox(page, 'Senha').fill('Nova@Senha1');
  await textbox(page, 'Confirme a senha').fill('Nova@Senha1');
  await textbox(page, 'Nome').fill('Ana');
  await textbox(page, 'Sobrenome').fill('Teste');
  await textbox(page, 'Telefone').fill('+55 11 91234-5678');
  await textbox(page, 'CEP').fill('01310-100');
  await textbox(page, 'Data de nascimento').fill('15/08/1990');
  await textbox(page, 'Data de casamento').fill('');
  await page.getByRole('combobox', { name: 'Sexo', exact: true }).selectOption('F');
  await textbox(page, 'Cidade').fill('São Paulo');
  await page.getByRole('button', { name: 'Cadastrar' }).click();

  // Creating the account hashes the password (deliberately slow), then the session loads.
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  await page.goto('/user/data');
  await expect(page.getByRole('heading', { name: 'Meus dados' })).toBeVisible();
  await expect(page.getByText('Ana Teste')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('15 de agosto de 1990')).toBeVisible();
});

test('registering an e-mail that already has an account offers log in or password recovery', async ({ page }) => {
  await page.goto('/access/register');
  await page.getByLabel('E-mail').fill(MEMBER.email);
  await textbox(page, 'Senha').fill('Nova@Senha1');
  await textbox(page, 'Confirme a senha').fill('Nova@Senha1');
  await textbox(page, 'Nome').fill('Outra');
  await textbox(page, 'Sobrenome').fill('Pessoa');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Este e-mail já tem uma conta' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'Recuperar senha' }).click();
  await expect(page).toHaveURL(/\/access\/recover-password$/);
  await expect(textbox(page, 'E-mail')).toHaveValue(MEMBER.email);
});

test('password recovery answers unknown e-mails and sends the link to known ones', async ({ page }) => {
  // An account of its own: the per-address limit on e-mails (3 in 15 minutes) would refuse a shared demo address
  // when the test is repeated (--repeat-each).
  const account = await createAccount(page);
  await page.goto('/access/recover-password');
  await page.getByLabel('E-mail').fill(newEmail('ninguem'));
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText('E-mail não encontrado.')).toBeVisible();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText('Enviamos para o seu e-mail um link para criar uma nova senha.')).toBeVisible();
});

test('a reset link token leaves the address bar; an invalid one says so', async ({ page }) => {
  await page.goto('/access/reset-password?token=not-a-real-token-0123456789');
  await expect(page.getByRole('heading', { name: 'Criar nova senha' })).toBeVisible();
  await expect(page).toHaveURL(/\/access\/reset-password$/);
  await textbox(page, 'Nova senha').fill('Nova@Senha1');
  await page.getByLabel('Confirme a nova senha').fill('Nova@Senha1');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText(pt['error.RESET_TOKEN_INVALID'])).toBeVisible();
});

test('the access screens follow the language switch (en, es)', async ({ page }) => {
  test.slow(); // many steps, password hashing and axe runs
  await page.goto('/access');
  await page.getByLabel('Idioma').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
  await enterEmailIn(page, newEmail('lang'), 'Continue');
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(textbox(page, 'First name')).toHaveAccessibleDescription(MESSAGES.en['validation.required']);
  await expect(page.getByLabel('Date of birth')).toHaveAttribute('placeholder', 'MM/DD/YYYY');

  await page.getByLabel('Language').selectOption('es');
  await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();
  await expect(textbox(page, 'Nombre')).toHaveAccessibleDescription(MESSAGES.es['validation.required']);
  await expect(page.getByLabel('Fecha de nacimiento')).toHaveAttribute('placeholder', 'DD/MM/AAAA');
});

async function enterEmailIn(page: Page, email: string, button: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: button }).click();
}

test('the access screens have no axe violations', async ({ page }) => {
  test.slow(); // many steps, password hashing and axe runs
  const screens: Array<[string, string]> = [
    ['/access', 'Entrar ou criar conta'],
    ['/access/login', 'Entrar'],
    ['/access/recover-password', 'Recuperar senha'],
    ['/access/reset-password?token=abcdefghijklmnop', 'Criar nova senha'],
    ['/access/activate', 'Ativação da conta'],
  ];
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page, path);
  }
  await page.goto('/access/register');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText(pt['validation.required']).first()).toBeVisible();
  await expectNoAxeViolations(page, '/access/register with errors');
});
