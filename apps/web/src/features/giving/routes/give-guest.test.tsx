import type { TPaymentMethod } from '@congrega/contract/church';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testPayment } from '../../../components/payments/test-payment.ts';
import { setBootstrapForTests } from '../../../lib/bootstrap.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { givingKeys } from '../api/giving-keys.ts';
import { GIVE_GUEST_KEY } from '../lib/give-guest-store.ts';
import { Component as ThankYou } from './give-thank-you.tsx';
import { Component } from './give.tsx';

const session = vi.hoisted(() => ({ state: { status: 'guest', client: null, account: null, roles: [] } as Record<string, unknown> }));
vi.mock('../../../lib/session.ts', async (original) => ({ ...(await original<object>()), useSession: () => session.state }));
vi.mock('../../../components/payments/api/payments-scope.ts', async (original) => {
  const scope = { churchId: 1, slug: 'videira', owner: 0 };
  return { ...(await original<object>()), usePaymentsScope: () => scope, currentPaymentsScope: () => scope };
});

const method = (id: number, codigo: string): TPaymentMethod => ({ id, codigo, nome: codigo, idGatewayPagamento: 1, maxParcelas: 1 });
const REASONS = [{ id: 1, nome: 'Dízimo', descricao: null, flagRecorrencia: true, valorMinimo: 100 }];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
let router: ReturnType<typeof createMemoryRouter>;

function serve(flagConvidado: boolean | 'fails') {
  fetchMock.mockImplementation(async (url: string) => {
    if (url.includes('/pagamento-motivo/')) return json(200, REASONS);
    if (url.includes('/doacao/configuracao')) {
      return flagConvidado === 'fails' ? json(500, { code: 'INTERNAL_ERROR', message: 'boom' }) : json(200, { flagConvidado });
    }
    if (url.includes('/calcular-taxas')) {
      const q = new URL(url, 'http://x').searchParams;
      const valor = Number(q.get('valor'));
      const parcelas = [{ parcelas: 1, valorParcela: valor, valores: [valor], total: valor, juros: 0 }];
      return json(200, {
        metodoPagamento: q.get('metodoPagamento'),
        moeda: 'BRL',
        valor,
        taxas: 0,
        total: valor,
        flagUsuarioTaxa: false,
        parcelas,
      });
    }
    if (url.endsWith('/pagamento/')) return json(201, testPayment({ codigo: 'PGUEST', pix: null }));
    return json(404, {});
  });
}

function renderGive() {
  router = createMemoryRouter(
    [
      { path: '/give', Component },
      { path: '/give/recurrency', Component },
      { path: '/give/checkout', Component },
      { path: '/give/thank-you', Component: ThankYou },
    ],
    { initialEntries: ['/give'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The amounts, the recurrence step (`repeat`: turned on), then the payment. */
async function toPayment(repeat = false) {
  fireEvent.click(await screen.findByRole('checkbox', { name: /Dízimo/ }));
  fireEvent.change(screen.getByRole('textbox', { name: /^give\.amount/ }), { target: { value: '50' } });
  fireEvent.click(screen.getByRole('button', { name: 'give.continue' }));
  // Dízimo may repeat: the recurrence step (left off), then the payment.
  await waitFor(() => expect(router.state.location.pathname).toBe('/give/recurrency'));
  if (repeat) fireEvent.click(await screen.findByRole('switch', { name: 'recurrence.switch' }));
  fireEvent.click(await screen.findByRole('button', { name: 'give.continue' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/give/checkout'));
}
const type = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^guest\\.${name}`)), { target: { value } });

beforeEach(() => {
  setBootstrapForTests({
    igreja: { id: 1, slug: 'videira', nome: 'Igreja', moeda: 'BRL' },
    metodosPagamento: [method(1, 'cartao_credito'), method(2, 'pix')],
  } as never);
  sessionStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  setBootstrapForTests(undefined);
});

describe('/give for a visitor', () => {
  it('only the login prompt where the church takes no guest gifts', async () => {
    serve(false);
    renderGive();
    await toPayment();
    expect(await screen.findByText('payment.loginNeeded')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'guest.start' })).toBeNull();
  });

  it('gives once as a guest by Pix: log in or guest, the data (CPF asked for Pix), then the thank-you page', async () => {
    serve(true);
    renderGive();
    // Asked to repeat: a guest's gift is given once all the same, and the page says so.
    await toPayment(true);
    expect(await screen.findByText('guest.choice')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'login.enter' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'guest.start' }));
    type('name', 'Lúcia');
    type('surname', 'Prado');
    type('email', 'lucia@example.com');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'guest.continue' })));
    expect(await screen.findByText('guest.givingAs')).toBeTruthy();
    expect(screen.getByText('guest.oneOff')).toBeTruthy();
    expect(screen.queryByText(/recurrence\.summary/)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(GIVE_GUEST_KEY)!)).toMatchObject({ email: 'lucia@example.com' });
    fireEvent.click(await screen.findByRole('radio', { name: 'methods.pix' }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'payment.pay' })));
    // Pix needs the CPF: back to the guest's data, asking it, nothing sent.
    expect((screen.getByLabelText(/^guest\.cpf/) as HTMLInputElement).required).toBe(true);
    type('cpf', '529.982.247-25');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'guest.continue' })));
    fireEvent.click(await screen.findByRole('radio', { name: 'methods.pix' }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'payment.pay' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/give/thank-you'));
    const posts = (fetchMock.mock.calls as Array<[string, RequestInit]>).filter(([url]) => url.endsWith('/pagamento/'));
    expect(posts).toHaveLength(1);
    expect((posts[0]![1].headers as Headers).get('Authorization')).toBeNull();
    expect(JSON.parse(posts[0]![1].body as string)).toMatchObject({
      metodoPagamento: 'pix',
      allowRecurrency: false,
      salvarCartao: false,
      dadosUsuarioNaoCadastrado: { nome: 'Lúcia', sobrenome: 'Prado', email: 'lucia@example.com', pais: 'BR', cpf: expect.any(String) },
    });
    // The thank-you page shows the gift's own answer, where the receipt goes, and no account links.
    expect(await screen.findByText('PGUEST')).toBeTruthy();
    expect(screen.getByText('guest.receiptByEmail')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'thanks.receipt' })).toBeNull();
    expect(sessionStorage.getItem(GIVE_GUEST_KEY)).toBeNull();
  });
});

describe('/give for a visitor, review fixes', () => {
  it('a failure to read the giving settings is a load error with retry, not "guests not allowed"', async () => {
    queryClient.setQueryDefaults(givingKeys.settings(1), { retry: false });
    serve('fails');
    renderGive();
    await toPayment();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('error.generic');
    expect(screen.queryByText('payment.loginNeeded')).toBeNull();
    serve(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'error.retry' })));
    expect(await screen.findByText('guest.choice')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'guest.start' })).toBeTruthy();
  });

  it('a guest sent back for the CPF returns to the Pix they chose, with the same reason and amount', async () => {
    serve(true);
    renderGive();
    await toPayment();
    fireEvent.click(await screen.findByRole('button', { name: 'guest.start' }));
    type('name', 'Lúcia');
    type('surname', 'Prado');
    type('email', 'lucia@example.com');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'guest.continue' })));
    fireEvent.click(await screen.findByRole('radio', { name: 'methods.pix' }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'payment.pay' })));
    // Back to the data, the focus on the CPF asked.
    const cpf = screen.getByLabelText(/^guest\.cpf/) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(cpf));
    type('cpf', '529.982.247-25');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'guest.continue' })));
    // Pix still chosen (nothing to pick again), the focus on the payment step's heading.
    expect(((await screen.findByRole('radio', { name: 'methods.pix' })) as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'payment.title' }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'payment.pay' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/give/thank-you'));
    const posts = (fetchMock.mock.calls as Array<[string, RequestInit]>).filter(([url]) => url.endsWith('/pagamento/'));
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]![1].body as string)).toMatchObject({
      metodoPagamento: 'pix',
      motivos: [{ id: 1, valor: 5000 }],
      dadosUsuarioNaoCadastrado: { cpf: expect.any(String) },
    });
  });
});

describe('/give/thank-you for a visitor', () => {
  it('without the gift just made (a reload), says there is nothing to show, asking nothing', async () => {
    serve(true);
    router = createMemoryRouter([{ path: '/give/thank-you', Component: ThankYou }], { initialEntries: ['/give/thank-you?pedido=PX'] });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('thanks.missing')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/pagamento/'))).toBe(false);
  });
});
