import type { TRecurringGift } from '@congrega/contract/giving';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBootstrapForTests } from '../../../lib/bootstrap.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { Component, loader } from './my-giving.tsx';

vi.mock('../../../components/payments/api/payments-scope.ts', async (original) => {
  const scope = { churchId: 1, slug: 'videira', owner: 7 };
  return { ...(await original<object>()), usePaymentsScope: () => scope, currentPaymentsScope: () => scope };
});

const gift = (over: Partial<TRecurringGift> = {}): TRecurringGift => ({
  id: 11,
  igreja: 1,
  motivo: { id: 1, nome: 'Dízimo' },
  valor: 15000,
  moeda: 'BRL',
  flagUsuarioTaxa: false,
  recorrenciaDias: 30,
  status: 'pausada',
  motivoPausa: 'recusado',
  proximaData: null,
  tentativas: 4,
  cobrancaEmAnalise: false,
  cartao: { bandeira: 'visa', ultimosDigitos: '0002' },
  dataCadastro: '2026-11-25T12:00:00.000Z',
  ...over,
});
const card = (id: number, ultimosDigitos: string, over: object = {}) => ({
  id,
  idGatewayPagamento: 1,
  bandeira: 'mastercard',
  ultimosDigitos,
  validade: '12/2030',
  titular: 'Ana',
  expirado: false,
  dataCadastro: '2026-01-01T00:00:00.000Z',
  ...over,
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
let gifts: TRecurringGift[];
let cards: ReturnType<typeof card>[];

function serve() {
  fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
    if (url.startsWith('/api/v1/usuario/7/doacao-recorrente/11') && init.method === 'PATCH') {
      const { cartao } = JSON.parse(init.body as string) as { cartao: { idCartao: number } };
      if (cartao.idCartao === 22)
        return json(404, { code: 'CARD_NOT_FOUND', message: 'Cartão não encontrado.', fields: { cartao: 'Cartão não encontrado.' } });
      const chosen = cards.find((c) => c.id === cartao.idCartao)!;
      gifts = [gift({ status: 'ativa', motivoPausa: null, tentativas: 0, proximaData: '2026-11-25T12:00:00.000Z', cartao: chosen })];
      return json(200, gifts[0]);
    }
    if (url.startsWith('/api/v1/usuario/7/doacao-recorrente/')) return json(200, gifts);
    if (url.startsWith('/api/v1/usuario/1/7/cartoes'))
      return json(200, {
        cartoes: cards.length
          ? [
              { idGatewayPagamento: 1, cartoes: cards },
              { idGatewayPagamento: 5, cartoes: [card(33, '3333', { idGatewayPagamento: 5 })] },
            ]
          : [],
      });
    if (url.startsWith('/api/v1/usuario/7/doacao/')) return json(200, { itens: [], total: 0, page: 1, limit: 10 });
    return json(404, {});
  });
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/user/giving', loader, Component }], { initialEntries: ['/user/giving'] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
const patches = () =>
  (fetchMock.mock.calls as Array<[string, RequestInit | undefined]>)
    .filter(([, i]) => i?.method === 'PATCH')
    .map(([, i]) => JSON.parse(i!.body as string) as unknown);

beforeEach(() => {
  setBootstrapForTests({
    igreja: { id: 1, slug: 'videira', nome: 'Igreja', moeda: 'BRL' },
    metodosPagamento: [{ codigo: 'cartao_credito', idGatewayPagamento: 1 }],
  } as never);
  gifts = [gift()];
  cards = [card(21, '4444'), card(22, '5100'), card(23, '9999', { expirado: true })];
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  serve();
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  setBootstrapForTests(undefined);
});

describe('/user/giving: another saved card for a recurring gift', () => {
  it('offers the usable saved cards (first checked and focused), shows the server refusal, then resumes the declined gift on the card', async () => {
    renderPage();
    const item = (await screen.findByRole('article', { name: 'Dízimo' }, { timeout: 5_000 })) as HTMLElement;
    expect(within(item).getByText('mine.pausedDeclined')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'mine.changeCard' }));
    // The saved cards load when the form opens.
    await within(item).findAllByRole('radio', {}, { timeout: 5_000 });
    const group = within(item).getByRole('group', { name: 'mine.chooseCard' });
    // Expired cards and cards of another gateway cannot pay here: not offered.
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios).toHaveLength(2);
    expect(radios[0]!.checked).toBe(true);
    expect(document.activeElement).toBe(radios[0]);
    expect(within(item).getByText('mine.resumesOnCard')).toBeTruthy();

    fireEvent.click(radios[1]!);
    expect(radios[1]!.checked).toBe(true);
    await act(async () => fireEvent.click(within(item).getByRole('button', { name: 'mine.saveCard' })));
    expect(await within(item).findByText('Cartão não encontrado.')).toBeTruthy();

    fireEvent.click(radios[0]!);
    await act(async () => fireEvent.click(within(item).getByRole('button', { name: 'mine.saveCard' })));
    expect(await screen.findByText('mine.resumedOnCard')).toBeTruthy();
    expect(await within(item).findByText('mine.status.ativa')).toBeTruthy();
    expect(within(item).queryByRole('group', { name: 'mine.chooseCard' })).toBeNull();
    expect(patches()).toEqual([{ cartao: { idCartao: 22 } }, { cartao: { idCartao: 21 } }]);
  });

  it('Escape closes the form without a change; without a usable saved card it links to adding one', async () => {
    cards = [];
    renderPage();
    const item = (await screen.findByRole('article', { name: 'Dízimo' }, { timeout: 5_000 })) as HTMLElement;
    fireEvent.click(within(item).getByRole('button', { name: 'mine.changeCard' }));
    expect(await within(item).findByText('mine.noSavedCards')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'mine.addCard' }).getAttribute('href')).toBe('/user/addcard');
    expect(within(item).queryByRole('button', { name: 'mine.saveCard' })).toBeNull();
    fireEvent.keyDown(within(item).getByRole('button', { name: 'mine.keepCard' }), { key: 'Escape' });
    expect(within(item).queryByText('mine.noSavedCards')).toBeNull();
    expect(patches()).toEqual([]);
  });

  it('a gift the church no longer takes says so and offers neither resume nor changes, only cancel', async () => {
    gifts = [gift({ motivoPausa: 'motivo_indisponivel', tentativas: 0 })];
    renderPage();
    const item = (await screen.findByRole('article', { name: 'Dízimo' }, { timeout: 5_000 })) as HTMLElement;
    expect(within(item).getByText('mine.pausedUnavailable')).toBeTruthy();
    expect(
      within(item)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['mine.cancelGift']);
  });
});
