import { expect as baseExpect, type Page } from '@playwright/test';
import type { TEventDetail } from '@congrega/contract/events';
import { newEmail } from './account-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectPixShown, payPixInSandbox } from './support/pix.ts';
import { CATALOGUES, expectNoSidewaysScroll, fillHolder, paidEvent, phoneOnly, seededEvents } from './support/events.ts';
import { logIn } from './support/login.ts';
import { test } from './support/test.ts';
import { picture } from './support/pictures.ts';

/**
 * Events end to end, the payment and stock states (spec sections 4, 8), on a phone against the demo seed: a member
 * registers by Pix and the thank-you page turns to success when the sandbox bank pays the code, the ticket then
 * confirmed with its QR code; the last seats of a nearly sold-out event go, and a visitor sees it sold out.
 */
test.use({ locale: 'pt-BR' });
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

const { EV, PAY } = CATALOGUES;

test('a member registers by Pix; the thank-you page turns to success when the bank pays, and the ticket is confirmed', async ({
  page,
}, testInfo) => {
  phoneOnly(testInfo);
  // The demo member has a Brazilian address (Pix and boleto need one).
  await logIn(page);
  const { event, ticket } = paidEvent(await seededEvents(page));
  expect(event.metodosPagamento).toContain('pix');

  await page.goto(`/event/${event.id}`);
  await page.getByRole('link', { name: new RegExp(`^(${EV.button!.inscrever}|${EV.button!.inscrever_novamente})$`) }).click();
  await page.getByRole('button', { name: `Mais um ${ticket.nome}` }).click();
  await page.getByRole('button', { name: EV.steps!.continue, exact: true }).click();
  await fillHolder(page, 'Rui Prado', ticket, 'Videira');
  await page.getByRole('button', { name: EV.steps!.continue, exact: true }).click();
  await expect(page).toHaveURL(/buyingStep=review$/);
  if (event.termos) await page.getByRole('checkbox', { name: EV.review!.accept }).check();
  await page.getByRole('button', { name: EV.steps!.toPayment }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('radio', { name: PAY.methods!.pix }).check();
  await expectNoAxeViolations(page, 'payment (Pix)');
  await picture(page, 'payment-pix');
  const bought = page.waitForResponse((r) => /\/evento\/\d+\/inscricao\/$/.test(r.url()) && r.request().method() === 'POST');
  await page.getByRole('button', { name: /^Pagar R\$/ }).click();
  expect((await bought).status()).toBe(201);

  await expect(page).toHaveURL(/\/checkout\/thank-you\?pedido=P[0-9A-Z]{12}$/);
  await expect(page.getByRole('heading', { name: EV.thanks!.titlePending, level: 1 })).toBeVisible();
  const code = await expectPixShown(page);
  await expectNoAxeViolations(page, 'thank-you (Pix waiting)');
  await expectNoSidewaysScroll(page);
  await picture(page, 'thanks-pix');

  await payPixInSandbox(page, code);
  // The page asks again on its own until the payment is final.
  await expect(page.getByRole('heading', { name: EV.thanks!.title, level: 1 })).toBeVisible();
  await expect(page.getByText(PAY.result!.paid!)).toBeVisible();
  await expect(page.getByRole('img', { name: PAY.instructions!.pixQr })).toHaveCount(0);
  await picture(page, 'thanks-paid');

  await page.getByRole('link', { name: EV.thanks!.tickets }).click();
  await expect(page).toHaveURL(new RegExp(`/user/registrations/${event.id}/tickets$`));
  const card = page.getByRole('article', { name: /Rui Prado/ });
  await expect(card.getByRole('img', { name: 'QR Code do ingresso de Rui Prado' })).toBeVisible();
  await expect(card.getByText(EV.ticket!.confirmada!)).toBeVisible();
});

/** The seed's nearly sold-out event: a paid type with only a few seats left (its remaining count is shown). */
function nearlySoldOut(events: TEventDetail[]) {
  for (const event of events) {
    const ticket = event.ingressos.find((i) => i.valor > 0 && i.restantes !== null && i.restantes <= 5);
    if (ticket && !event.encerrado && event.metodosPagamento.includes('cartao_credito')) return { event, ticket };
  }
  throw new Error('the demo seed has no nearly sold-out event');
}

/** A fresh member buys one ticket by card through the API, as the checkout would (run in the page). */
async function buyOneByCard(page: Page, event: TEventDetail, ticket: TEventDetail['ingressos'][number]): Promise<number> {
  const expiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
  return page.evaluate(
    async ({ email, eventId, versao, ticketId, valor, perguntas, expiry }) => {
      const { igreja } = (await (await fetch('/bff/bootstrap', { credentials: 'omit' })).json()) as { igreja: { id: number } };
      const json = { 'content-type': 'application/json' };
      const registered = await fetch(`/api/v1/igreja/${igreja.id}/usuario/`, {
        method: 'POST',
        credentials: 'omit',
        headers: json,
        body: JSON.stringify({ email, senha: 'Conta@1234', confirmarSenha: 'Conta@1234', nome: 'Eva', sobrenome: 'Reis' }),
      });
      const { token, usuario } = (await registered.json()) as { token: string; usuario: { id: number } };
      const card = await fetch(`/api/v1/general/payment/church/${igreja.id}/card/token`, {
        method: 'POST',
        credentials: 'omit',
        headers: json,
        body: JSON.stringify({ numero: '4111111111111111', titular: 'Eva Reis', cvv: '123', validade: expiry }),
      });
      const cartao = (await card.json()) as { token: string };
      const bought = await fetch(`/api/v1/usuario/${usuario.id}/evento/${eventId}/inscricao/`, {
        method: 'POST',
        credentials: 'omit',
        headers: { ...json, authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({
          versaoEvento: versao,
          aceiteTermos: true,
          ingressos: [
            {
              id: ticketId,
              quantidade: 1,
              titulares: [{ nome: 'Eva Reis', respostas: perguntas.map((p) => ({ pergunta: p, resposta: 'Ok' })) }],
            },
          ],
          valorTotal: valor,
          metodoPagamento: 'cartao_credito',
          cartao: { token: cartao.token },
          parcelas: 1,
        }),
      });
      return bought.status;
    },
    {
      email: newEmail('esgota'),
      eventId: event.id,
      versao: event.versao,
      ticketId: ticket.id,
      valor: ticket.valor + ticket.taxa,
      perguntas: ticket.perguntas.map((p) => p.id),
      expiry,
    },
  );
}

test('the last seats of a nearly sold-out event go; a visitor then sees it sold out, with other events offered', async ({
  page,
}, testInfo) => {
  phoneOnly(testInfo);
  const { event, ticket } = nearlySoldOut(await seededEvents(page));
  for (let left = ticket.restantes ?? 0; left > 0; left--) expect(await buyOneByCard(page, event, ticket)).toBe(201);

  await page.goto(`/event/${event.id}`);
  await expect(page.getByRole('heading', { name: event.titulo, level: 1 })).toBeVisible();
  await expect(page.getByText(EV.status!.esgotado!, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: EV.button!.indisponivel })).toBeDisabled();
  await expect(page.getByText(EV.button!.indisponivelWhy!)).toBeVisible();
  await expect(page.getByRole('link', { name: EV.button!.inscrever, exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, 'event sold out');
  await expectNoSidewaysScroll(page);
  await picture(page, 'sold-out');
  await page.getByRole('link', { name: EV.button!.otherEvents }).click();
  await expect(page).toHaveURL(/\/event$/);
  await expect(page.getByRole('heading', { name: EV.list!.title, level: 1 })).toBeVisible();
});
