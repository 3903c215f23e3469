import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { createAccount, textbox } from './account-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { picture } from './support/pictures.ts';

/**
 * The account data area (issue 16): a child, an address filled from its CEP by the postcode service (a fake on
 * loopback, started by scripts/e2e-server.mjs), then the account deleted with its password, after which the
 * login fails. A fresh account of its own.
 */
test.use({ locale: 'pt-BR' });

test('a member adds a child and an address by CEP, deletes the account and can no longer log in', async ({ page }) => {
  test.slow(); // many steps, password hashing and axe runs
  const account = await createAccount(page, { loggedIn: true, nome: 'Rute', sobrenome: 'Moabita' });

  await page.goto('/user/data');
  await expect(page.getByRole('heading', { name: 'Crianças' })).toBeVisible();
  await expect(page.getByText('Nenhuma criança cadastrada.')).toBeVisible();

  // A child: the form validates, then the list shows it marked as updated.
  await page.getByRole('button', { name: 'Adicionar criança' }).click();
  await page.getByRole('button', { name: 'Salvar criança' }).click();
  await expect(textbox(page, 'Nome da criança')).toHaveAccessibleDescription('Esse campo é obrigatório.');
  await textbox(page, 'Nome da criança').fill('Obede');
  await page.getByLabel('Data de nascimento').fill('2019-04-12');
  await page.getByRole('textbox', { name: 'Alergias' }).fill('Amendoim');
  await page.getByRole('button', { name: 'Salvar criança' }).click();
  const child = page.getByRole('listitem').filter({ hasText: 'Obede' });
  await expect(child).toContainText('Atualizado');
  await expect(child).toContainText('Amendoim');

  // An address: typing the CEP fills street, neighbourhood, city and state; the number is typed by hand.
  await page.getByRole('button', { name: 'Adicionar endereço' }).click();
  await textbox(page, 'CEP').pressSequentially('01310-100');
  await expect(page.getByText('Endereço preenchido pelo CEP. Confira e informe o número.')).toBeVisible();
  await expect(textbox(page, 'Rua')).toHaveValue('Avenida Paulista');
  await expect(textbox(page, 'Bairro')).toHaveValue('Bela Vista');
  await expect(textbox(page, 'Cidade')).toHaveValue('São Paulo');
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('SP');
  await textbox(page, 'Número').fill('1578');
  await expectNoAxeViolations(page, '/user/data with the address form');
  await picture(page, 'account-data-form');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Avenida Paulista, 1578' })).toContainText('01310-100');
  await picture(page, 'account-data');

  // Delete the account: from my account, through the explanation, confirmed with the password.
  await page.goto('/user');
  await page.getByRole('link', { name: 'Excluir conta' }).click();
  await expect(page.getByRole('heading', { name: 'Excluir conta' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Baixar meus dados' })).toBeVisible();
  await expectNoAxeViolations(page, '/user/delete-user');
  await page.getByRole('link', { name: 'Continuar para excluir' }).click();
  await expect(page).toHaveURL(/\/user\/confirm-delete-user$/);
  await page.getByLabel('Sua senha').fill('Errada@123');
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(page.getByLabel('Sua senha')).toHaveAccessibleDescription(/Senha incorreta. A conta não foi excluída./);
  await expectNoAxeViolations(page, '/user/confirm-delete-user with a wrong password');
  await page.getByLabel('Sua senha').fill(account.password);
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(page).toHaveURL(/\/user\/delete-user-success$/);
  await expect(page.getByText('Sua conta foi excluída. Você receberá um e-mail de confirmação.')).toBeVisible();
  await picture(page, 'account-deleted');
  // Opened anew (a visitor given the address), the page claims no deletion: church home.
  await page.goto('/about');
  await page.goto('/user/delete-user-success');
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByText('Sua conta foi excluída.', { exact: false })).toHaveCount(0);

  // The login no longer exists: the access screen treats the address as unknown (it offers registration), and the
  // password is refused.
  await page.goto('/user');
  await expect(page).toHaveURL(/\/access/);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Criar conta' })).toBeVisible();
  const login = await page.evaluate(
    async ({ email, password }) =>
      (
        await fetch('/api/v1/security/login_check', {
          method: 'POST',
          credentials: 'omit',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: email, password }),
        })
      ).status,
    account,
  );
  expect(login).toBe(401);
});
