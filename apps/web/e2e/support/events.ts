import { readFileSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import type { TEventDetail, TEventList } from '@congrega/contract/events';

/** Helpers of the events specs (events.spec.ts, events-states.spec.ts): the seed's events, holders, pictures. */

type Catalogue = Record<string, Record<string, string>>;
const read = (ns: string) => JSON.parse(readFileSync(new URL(`../../src/locales/pt-BR/${ns}.json`, import.meta.url), 'utf8')) as Catalogue;
/** The pt-BR catalogues the events screens speak. */
export const CATALOGUES = { EV: read('events'), PAY: read('payments'), CH: read('church') };

export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

export const phoneOnly = (testInfo: TestInfo) => test.skip(testInfo.project.name !== 'phone', 'journeys run on the phone');

/** The seed's events as a visitor sees them (list, then each detail), read in the page. */
export async function seededEvents(page: Page): Promise<TEventDetail[]> {
  if (page.url() === 'about:blank') await page.goto('/about');
  return page.evaluate(async () => {
    const list = (await (await fetch('/api/v1/igreja/videira/evento/?limit=50', { credentials: 'omit' })).json()) as TEventList;
    return Promise.all(
      list.eventos.map(
        async (e) => (await (await fetch(`/api/v1/igreja/videira/evento/${e.id}/`, { credentials: 'omit' })).json()) as TEventDetail,
      ),
    );
  });
}

/** The paid event of the journeys: needs an account, takes cards, a ticket type with questions sells two. */
export function paidEvent(events: TEventDetail[]) {
  for (const event of events) {
    const ticket = event.ingressos.find((i) => i.valor > 0 && i.maxPorCompra >= 2 && i.perguntas.length > 0);
    if (ticket && !event.flagGratuito && !event.flagConvidado && event.metodosPagamento.includes('cartao_credito') && !event.encerrado) {
      return { event, ticket };
    }
  }
  throw new Error('the demo seed has no paid event with holder questions');
}

/** Logs in on the access screens the page is on (redirectTo kept), like a person would. */
export async function logInHere(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel(/^Senha/).fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Fills the holder of the ticket on screen: the name and every question (a choice takes its first option). */
export async function fillHolder(page: Page, name: string, ticket: TEventDetail['ingressos'][number], answer: string): Promise<void> {
  await page.getByRole('textbox', { name: new RegExp(`^${CATALOGUES.EV.holders!.name}`) }).fill(name);
  for (const question of ticket.perguntas) {
    if (question.tipo === 'escolha') await page.getByRole('combobox', { name: question.texto }).selectOption(question.opcoes[0]!);
    else await page.getByRole('textbox', { name: question.texto }).fill(answer);
  }
}
