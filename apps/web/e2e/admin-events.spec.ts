import { expect as baseExpect } from '@playwright/test';
import { checkedAtBothWidths, DEMO_PASSWORD, enterCode, logInConsole, openArea, toast } from './support/console.ts';
import { test } from './support/test.ts';

/**
 * Authoring an event in the console (issue 32), as a new user would: videira's admin opens Events, "Novo evento",
 * fills the event (dates on the church's clock, an address), two ticket types (one at "12,50" asking a required
 * yes/no and a free-text question, one free), creates it, and finds it in the events list. The editor is checked
 * with axe and photographed at 360 px and 1280 px. The event is cancelled at the end (the cancel's result shown), so
 * it leaves the member pages and no other journey sees it.
 */
test.use({ locale: 'pt-BR' });
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 100_000 });

const ADMIN = { email: 'admin@videira.demo', password: DEMO_PASSWORD };
/** README "Demo logins" (apps/server/src/modules/admin/admin.seed.ts DEMO_ADMIN_TOTP_SECRET): published, demo only. */
const ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPCONGREGADEMO2345';

test("videira's admin creates an event with two ticket types and a yes/no and a text question, then sees it in the list", async ({
  page,
}) => {
  const title = `Retiro de casais ${Date.now().toString(36).slice(-5)}`;
  const year = new Date().getFullYear() + 1;
  if (await logInConsole(page, ADMIN)) await enterCode(page, ADMIN_TOTP_SECRET);
  await openArea(page, 'Eventos');
  await page.getByRole('link', { name: 'Novo evento' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novo evento' })).toBeVisible();

  const field = (name: string) => page.locator(`[name="${name}"]`);
  await field('titulo').fill(title);
  await field('dataInicio').fill(`${year}-03-20T19:00`);
  await field('dataFim').fill(`${year}-03-22T12:00`);
  await field('localNome').fill('Chácara Boa Vista');
  await field('localEndereco').fill('Rua das Flores, 10 - Campinas');

  await field('ingressos.0.nome').fill('Casal');
  await field('ingressos.0.valor').fill('12,50');
  await field('ingressos.0.quantidade').fill('40');
  const adult = page.getByRole('group', { name: 'Ingresso 1: Casal' });
  await adult.getByRole('button', { name: 'Adicionar pergunta' }).click();
  // The new question's text takes the focus: typed by keyboard.
  await expect(field('ingressos.0.perguntas.0.texto')).toBeFocused();
  await page.keyboard.type('Precisa de transporte?');
  await field('ingressos.0.perguntas.0.tipo').selectOption('simNao');
  await expect(adult.getByText('O titular responde Sim ou Não.')).toBeVisible();
  await field('ingressos.0.perguntas.0.obrigatoria').check();
  await adult.getByRole('button', { name: 'Adicionar pergunta' }).click();
  await field('ingressos.0.perguntas.1.texto').fill('Igreja de origem');

  await page.getByRole('button', { name: 'Adicionar ingresso' }).click();
  await field('ingressos.1.nome').fill('Criança');
  await field('ingressos.1.valor').fill('0');
  await field('ingressos.1.quantidade').fill('20');
  await checkedAtBothWidths(page, 'event-editor');

  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/admin\/videira\/events$/.test(new URL(r.url()).pathname),
  );
  await page.getByRole('button', { name: 'Criar evento' }).click();
  const event = (await (await created).json()) as {
    id: number;
    ingressos: { nome: string; valor: number; perguntas: { tipo: string }[] }[];
  };
  expect(event.ingressos.map((t) => [t.nome, t.valor, t.perguntas.map((q) => q.tipo)])).toEqual([
    ['Casal', 1250, ['simNao', 'texto']],
    ['Criança', 0, []],
  ]);
  await toast(page, 'Evento criado.');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: /Ver o endereço no mapa/ })).toHaveAttribute('href', /openstreetmap/);

  // The list: found by its title, with its edit link.
  await page.getByRole('link', { name: 'Voltar para Eventos' }).click();
  await page.getByRole('searchbox', { name: 'Título' }).fill(title);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: /Editar/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Undone: cancelled with a reason (nobody registered: nothing to refund).
  await page.getByRole('button', { name: 'Cancelar evento' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel(/^Motivo/).fill('Evento de teste');
  await dialog.getByRole('button', { name: 'Cancelar evento' }).click();
  await expect(page.getByText('0 inscrições canceladas, 0 reembolsadas.')).toBeVisible();
  await expect(page.getByText(/Este evento foi cancelado/)).toBeVisible();
});
