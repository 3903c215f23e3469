import { expect as baseExpect, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { checkedAtBothWidths, logInConsole, openArea } from './support/console.ts';
import { logIn } from './support/login.ts';
import { test } from './support/test.ts';

/**
 * A cell leader's week in the member app (issue 34): lider@videira.demo leads Célula Bela Vista (Ana and Carla take
 * part); he opens his cell, sees his members' contacts, records a meeting with who came and a visitor, and lands on
 * the cell's health with the attendance chart and its table. Screenshots at 360 px here and 1280 px on the health.
 */
test.use({ locale: 'pt-BR' });
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const LEADER = { email: 'lider@videira.demo', password: 'Demo@1234' };
const phoneOnly = (testInfo: TestInfo) => test.skip(testInfo.project.name !== 'phone', 'one journey, on the phone (it records a meeting)');

test('the leader records a meeting with attendance and sees the chart', async ({ page }, testInfo) => {
  phoneOnly(testInfo);
  await logIn(page, LEADER);
  await page.goto('/groups');
  await page.getByRole('link', { name: 'Célula Bela Vista' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Célula Bela Vista' })).toBeVisible();
  const tools = page.getByRole('navigation', { name: 'Ferramentas do líder' });

  await tools.getByRole('link', { name: 'Membros' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Membros da Célula Bela Vista' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ana.souza@videira.example.org' })).toBeVisible();
  await expectNoAxeViolations(page, 'roster');
  await page.getByRole('link', { name: /Voltar/ }).click();

  await page.getByRole('navigation', { name: 'Ferramentas do líder' }).getByRole('link', { name: 'Registrar reunião' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registrar reunião' })).toBeVisible();
  const checklist = page.getByRole('group', { name: 'Quem veio' });
  await expect(checklist.getByRole('checkbox')).toHaveCount(2);
  await page.getByLabel('Início').fill('19:30');
  await page.getByLabel('Término').fill('21:00');
  await page.getByLabel('Estudo').selectOption({ label: 'O fruto do Espírito' });
  await page.getByLabel('Tema').fill('Paciência');
  await checklist.getByRole('checkbox', { name: 'Ana Souza' }).check();
  await expect(checklist.getByText('1 de 2 presentes')).toBeVisible();
  await page.getByLabel('Número de visitantes').fill('1');
  await page.getByLabel('Nomes dos visitantes').fill('Joana');
  await expectNoAxeViolations(page, 'record a meeting');
  await page.screenshot({ path: testInfo.outputPath('record-meeting-360.png'), fullPage: true });
  await page.getByRole('button', { name: 'Salvar reunião' }).click();

  await expect(page).toHaveURL(/\/groups\/\d+\/health$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saúde da Célula Bela Vista' })).toBeVisible();
  const chart = page.getByRole('img', { name: /Presença por reunião/ });
  await expect(chart).toBeVisible();
  await expect(page.getByText('Presença média de 50% na reunião com lista de presença.')).toBeVisible();
  await page.getByText('Ver como tabela').click();
  const table = page.getByRole('table', { name: 'Presença por reunião' });
  const last = table.getByRole('row').last();
  await expect(last.getByRole('cell')).toHaveText(['1', '1', '2']);
  await expectNoAxeViolations(page, 'health');
  await page.screenshot({ path: testInfo.outputPath('health-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('health-1280.png'), fullPage: true });
});

test("the leader's console grant shows his own cell only, with its members and the chart", async ({ page }, testInfo) => {
  phoneOnly(testInfo);
  await logInConsole(page, LEADER);
  await openArea(page, 'Células');
  const list = page.getByRole('table', { name: 'Células' });
  await expect(list.getByRole('link')).toHaveText(['Célula Bela Vista']);
  await checkedAtBothWidths(page, 'cells');
  await list.getByRole('link', { name: 'Célula Bela Vista' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Célula Bela Vista' })).toBeVisible();
  // His grant sees who leads the cell (him) but changes none of it.
  const leaders = page.getByRole('group', { name: 'Líderes' });
  await expect(leaders.getByRole('listitem')).toHaveText([/Lucas Equipe\s+lider@videira\.demo/]);
  await expect(leaders.getByText('Só a equipe com acesso a todas as células muda os líderes.')).toBeVisible();
  await expect(leaders.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '2 membros' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Presença por reunião/ })).toBeVisible();
  await checkedAtBothWidths(page, 'cell');
  await page.getByRole('link', { name: 'Voltar às células' }).click();
  await page.getByRole('link', { name: 'Solicitações de participação' }).click();
  await expect(page.getByRole('table', { name: 'Solicitações de participação' }).getByText('Maria Oliveira')).toBeVisible();
  await checkedAtBothWidths(page, 'cell-requests');
});
