import type { TRecurringGift } from '@congrega/contract/giving';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
  status: 'ativa',
  motivoPausa: null,
  proximaData: '2026-12-25T12:00:00.000Z',
  tentativas: 0,
  cobrancaEmAnalise: false,
  cartao: { bandeira: 'visa', ultimosDigitos: '1111' },
  dataCadastro: '2026-11-25T12:00:00.000Z',
  ...over,
});
const historyItem = (id: number) => ({
  id,
  codigo: `P${String(id).padStart(12, '0')}`,
  status: 'aprovado',
  metodoPagamento: 'pix',
  moeda: 'BRL',
  total: 2500,
  valorEstornado: id === 2 ? 1000 : 0,
  motivos: [{ nome: 'Oferta', valor: 2500 }],
  recorrente: false,
  dataCadastro: '2026-11-20T12:00:00.000Z',
  dataPagamento: '2026-11-20T12:05:00.000Z',
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
let gifts: TRecurringGift[];

function serve() {
  fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (url.startsWith('/api/v1/usuario/7/doacao-recorrente/11')) {
      if (method === 'DELETE') {
        gifts = gifts.map((g) => ({ ...g, status: 'cancelada', proximaData: null }));
        return new Response(null, { status: 204 });
      }
      const patch = JSON.parse(init.body as string) as Partial<TRecurringGift>;
      if (patch.valor === 1) return json(422, { code: 'X', message: 'baixo', fields: { valor: 'Valor baixo demais' } });
      gifts = gifts.map((g) => ({ ...g, ...patch, proximaData: patch.status === 'pausada' ? null : g.proximaData }));
      return json(200, gifts[0]);
    }
    if (url.startsWith('/api/v1/usuario/7/doacao-recorrente/')) return json(200, gifts);
    if (url.startsWith('/api/v1/usuario/7/doacao/extrato/'))
      return new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-type': 'application/pdf' } });
    if (url.startsWith('/api/v1/usuario/7/doacao/')) {
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      return json(200, { itens: page === 1 ? [historyItem(1), historyItem(2)] : [historyItem(3)], total: 12, page, limit: 10 });
    }
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

beforeEach(() => {
  setBootstrapForTests({ igreja: { id: 1, slug: 'videira', nome: 'Igreja', moeda: 'BRL' }, metodosPagamento: [] } as never);
  gifts = [gift()];
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

describe('/user/giving', () => {
  it('lists the recurring gift (amount, frequency, next date, card, status) and pauses then resumes it', async () => {
    renderPage();
    const item = (await screen.findByRole('article', { name: 'Dízimo' })) as HTMLElement;
    expect(within(item).getByText('R$150.00')).toBeTruthy();
    expect(within(item).getByText('recurrence.monthly')).toBeTruthy();
    expect(within(item).getByText('mine.status.ativa')).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/usuario/7/doacao-recorrente/?igreja=1');
    await act(async () => fireEvent.click(within(item).getByRole('button', { name: 'mine.pause' })));
    expect(await screen.findByText('mine.paused')).toBeTruthy();
    expect(await within(item).findByText('mine.status.pausada')).toBeTruthy();
    const patch = (fetchMock.mock.calls as Array<[string, RequestInit]>).find(([, i]) => i?.method === 'PATCH')!;
    expect(JSON.parse(patch[1].body as string)).toEqual({ status: 'pausada' });
    await act(async () => fireEvent.click(within(item).getByRole('button', { name: 'mine.resume' })));
    expect(await screen.findByText('mine.resumed')).toBeTruthy();
  });

  it('labels a gift whose charge is under review (em_analise)', async () => {
    gifts = [gift({ cobrancaEmAnalise: true })];
    renderPage();
    const item = (await screen.findByRole('article', { name: 'Dízimo' })) as HTMLElement;
    expect(within(item).getByText('mine.status.ativa')).toBeTruthy();
    expect(within(item).getByText('mine.underReview')).toBeTruthy();
    expect(within(item).getByText('mine.underReviewHint')).toBeTruthy();
  });

  it('changes the amount inline, showing the server message on the field', async () => {
    renderPage();
    const item = (await screen.findByRole('article', { name: 'Dízimo' })) as HTMLElement;
    fireEvent.click(within(item).getByRole('button', { name: 'mine.changeAmount' }));
    const input = within(item).getByRole('textbox') as HTMLInputElement;
    expect(input.value).toBe('150.00');
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: '0,01' } });
    await act(async () => fireEvent.click(within(item).getByRole('button', { name: 'mine.save' })));
    expect(await within(item).findByText('Valor baixo demais')).toBeTruthy();
    fireEvent.change(input, { target: { value: '200' } });
    await act(async () => fireEvent.click(within(item).getByRole('button', { name: 'mine.save' })));
    expect(await screen.findByText('mine.changed')).toBeTruthy();
    expect(within(item).getByText('R$200.00')).toBeTruthy();
  });

  it('cancels only after the confirmation, and keeps the gift listed as cancelled', async () => {
    renderPage();
    const item = (await screen.findByRole('article', { name: 'Dízimo' })) as HTMLElement;
    fireEvent.click(within(item).getByRole('button', { name: 'mine.cancelGift' }));
    const dialog = screen.getByRole('alertdialog', { name: 'mine.cancelTitle' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'mine.keep' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([, i]) => (i as RequestInit | undefined)?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(item).getByRole('button', { name: 'mine.cancelGift' }));
    await act(async () => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'mine.cancelConfirm' })));
    expect(await screen.findByText('mine.cancelled')).toBeTruthy();
    expect(await within(item).findByText('mine.status.cancelada')).toBeTruthy();
    expect(within(item).queryByRole('button')).toBeNull();
  });

  it('pages the history, each gift linking to its receipt', async () => {
    renderPage();
    const link = (await screen.findAllByRole('link', { name: /mine\.receipt/ }))[0]!;
    expect(link.getAttribute('href')).toBe('/user/payment/P000000000001');
    expect(screen.getByText('mine.page')).toBeTruthy();
    // The part the church refunded is said beside the gift (a refund of the whole turns its status to refunded).
    expect(screen.getAllByText(/mine\.partlyRefunded/)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'mine.next' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /mine\.receipt/ })).toHaveLength(1));
  });

  it('downloads the statement with the bearer call and saves it, no token in any address', async () => {
    const createObjectURL = vi.fn(() => 'blob:statement');
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage();
    const year = new Date().getFullYear();
    fireEvent.change(await screen.findByRole('combobox', { name: 'mine.year' }), { target: { value: String(year - 1) } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'mine.download' })));
    expect(await screen.findByText('mine.downloaded')).toBeTruthy();
    const call = (fetchMock.mock.calls as Array<[string, RequestInit]>).find(([url]) => url.includes('/extrato/'))!;
    expect(call[0]).toBe(`/api/v1/usuario/7/doacao/extrato/${year - 1}?igreja=1`);
    expect(createObjectURL).toHaveBeenCalled();
    expect(click).toHaveBeenCalled();
    click.mockRestore();
    Object.assign(URL, saved);
  });
});
