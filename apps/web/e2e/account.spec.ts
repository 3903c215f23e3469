import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { createAccount, textbox } from './account-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * Account basics (spec section 2 "User area"): my account menu, registration data (view and edit),
 * password change and logout. Each test uses a fresh account so the seeded demo logins stay intact.
 */
test.use({ locale: 'pt-BR' });

test('a member edits the registration data', async ({ page }) => {
  test.slow(); // many steps, password hashing and axe runs
  await createAccount(page, { loggedIn: true });

  await page.goto('/user');
  await expect(page.getByRole('img', { name: 'Foto de perfil' })).toHaveText('LC');
  await page.getByRole('link', { name: 'Meus dados' }).click();
  await expect(page.getByRole('heading', { name: 'Meus dados' })).toBeVisible();
  await expectNoAxeViolations(page, '/user/data');
  await page.getByRole('link', { name: 'Editar dados' }).click();
  await expect(page).toHaveURL(/\/user\/data-update$/);
  await expect(textbox(page, 'Nome')).toHaveValue('Lia');

  // A server-side rule (CPF unique in the church) shows on its field and keeps what was typed.
  await textbox(page, 'CPF').fill('529.982.247-25'); // the seeded member's CPF
  await textbox(page, 'Telefone').fill('+55 21 99876-5432');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(textbox(page, 'CPF')).toHaveAccessibleDescription(/Não foi possível usar este CPF\./);
  await expect(textbox(page, 'Telefone')).toHaveValue('+55 21 99876-5432');
  await expectNoAxeViolations(page, '/user/data-update with a server error');

  await textbox(page, 'CPF').fill('');
  await textbox(page, 'Sobrenome').fill('Costa Lima');
  await page.getByLabel('Data de nascimento').fill('03/05/1992');
  await textbox(page, 'Cidade').fill('Campinas');
  await page.getByRole('button', { name: 'Salvar' }).click();

  await expect(page).toHaveURL(/\/user\/data$/);
  await expect(page.getByText('Seus dados foram atualizados.')).toBeVisible();
  await expect(page.getByText('Lia Costa Lima')).toBeVisible();
  await expect(page.getByText('+55 21 99876-5432')).toBeVisible();
  await expect(page.getByText('3 de maio de 1992')).toBeVisible();
  await expect(page.getByText('Campinas')).toBeVisible();

  // Saved on the server, not only in this tab.
  await page.reload();
  await expect(page.getByText('Lia Costa Lima')).toBeVisible();
});

test('a member changes the password, then logs in with the new one', async ({ page }) => {
  test.slow(); // many steps, password hashing and axe runs
  const account = await createAccount(page, { loggedIn: true });
  const newPassword = 'Trocada@2024';

  await page.goto('/user');
  await page.getByRole('link', { name: 'Alterar senha' }).click();
  await expect(page.getByRole('heading', { name: 'Alterar senha' })).toBeVisible();
  await expectNoAxeViolations(page, '/user/change-password');

  await page.getByLabel('Senha atual').fill('Errada@9999');
  await textbox(page, 'Nova senha').fill(newPassword);
  await page.getByLabel('Confirme a nova senha').fill(newPassword);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByLabel('Senha atual')).toHaveAccessibleDescription(/A senha atual está incorreta\./);

  await page.getByLabel('Senha atual').fill(account.password);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page).toHaveURL(/\/user\/change-password\/success$/);
  await expect(page.getByRole('heading', { name: 'Senha alterada' })).toBeVisible();

  // The session goes on with the new token pair.
  await page.getByRole('link', { name: 'Voltar para minha conta' }).click();
  await expect(page.getByRole('heading', { name: 'Minha conta' })).toBeVisible();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/access');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Senha').fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Nome de usuário ou senha inválidos.')).toBeVisible();
  await page.getByLabel('Senha').fill(newPassword);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/user');
  await expect(page.getByRole('heading', { name: 'Minha conta' })).toBeVisible();
});

test('logout ends the session everywhere in the app', async ({ page }) => {
  test.slow(); // many steps, password hashing and axe runs
  await createAccount(page, { loggedIn: true });
  await page.goto('/user');
  await expect(page.getByRole('heading', { name: 'Minha conta' })).toBeVisible();
  await expectNoAxeViolations(page, '/user');
  await page.getByRole('button', { name: 'Sair' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.includes('token')))).toEqual([]);
  // The refresh cookie was revoked too: a reload does not log back in.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  await page.goto('/user');
  await expect(page).toHaveURL(/\/access\?redirectTo=%2Fuser$/);
});
