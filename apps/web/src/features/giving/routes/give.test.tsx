import type { TPaymentMethod } from '@congrega/contract/church';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testPayment } from '../../../components/payments/test-payment.ts';
import { setBootstrapForTests } from '../../../lib/bootstrap.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { GIVE_DRAFT_KEY } from '../lib/give-draft-store.ts';
import { Component } from './give.tsx';

const session = vi.hoisted(() => ({
  state: { status: 'member', client: { id: 7, pais: 'BR' }, account: null, roles: [] } as Record<string, unknown>,
}));
vi.mock('../../../lib/session.ts', async (original) => ({ ...(await original<object>()), useSession: () => session.state }));
vi.mock('../../../components/payments/api/payments-scope.ts', async (original) => {
  const scope = { churchId: 1, slug: 'videira', owner: 7 };
  return { ...(await original<object>()), usePaymentsScope: () => scope, currentPaymentsScope: () => scope };
});

const method = (id: number, codigo: string, maxParcelas = 1): TPaymentMethod => ({
  id,
  codigo,
  nome: codigo,
  idGatewayPagamento: 1,
  maxParcelas,
});
const REASONS = [
  { id: 1, nome: 'Dízimo', descricao: null, flagRecorrencia: true, valorMinimo: 100 },
  { id: 2, nome: 'Oferta', descricao: null, flagRecorrencia: false, valorMinimo: 100 },
  { id: 3, nome: 'Missões', descricao: null, flagRecorrencia: false, valorMinimo: 500 },
];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
let router: ReturnType<typeof createMemoryRouter>;

function boot(methods: TPaymentMethod[] = [method(1, 'cartao_credito', 12), method(2, 'pix'), method(3, 'carteira_digital')]) {
  setBootstrapForTests({ igreja: { id: 1, slug: 'videira', nome: 'Igreja', moeda: 'BRL' }, metodosPagamento: methods } as never);
}

function renderGive(at = '/give') {
  router = createMemoryRouter(
    [
      { path: '/give', Component },
      { path: '/give/recurrency', Component },
      { path: '/give/checkout', Component },
      { path: '/give/thank-you', Component: () => <p>thanks</p> },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** Reasons, the church's giving settings (no guest gifts), fee quotes and the donation POST (answered by `pay`). */
function serve(pay: (init: RequestInit) => Response = () => json(201, testPayment({ codigo: 'P123' }))) {
  fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
    if (url.includes('/pagamento-motivo/')) return json(200, REASONS);
    if (url.includes('/doacao/configuracao')) return json(200, { flagConvidado: false });
    if (url.includes('/calcular-taxas')) {
      const q = new URL(url, 'http://x').searchParams;
      const valor = Number(q.get('valor'));
      const cover = q.get('flagUsuarioTaxa') === 'true';
      return json(200, {
        metodoPagamento: q.get('metodoPagamento'),
        moeda: 'BRL',
        valor,
        taxas: cover ? 100 : 0,
        total: cover ? valor + 100 : valor,
        flagUsuarioTaxa: cover,
        parcelas: [{ parcelas: 1, valorParcela: cover ? valor + 100 : valor, valores: [], total: cover ? valor + 100 : valor, juros: 0 }],
      });
    }
    if (url.endsWith('/pagamento/')) return pay(init);
    return json(404, {});
  });
}

const amountInput = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^give\\.amount.*${name}|^give\\.amount`) }) as HTMLInputElement;

beforeEach(() => {
  boot();
  sessionStorage.clear();
  session.state = { status: 'member', client: { id: 7, pais: 'BR' }, account: null, roles: [] };
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  setBootstrapForTests(undefined);
});

describe('/give', () => {
  it('says so when the church takes no online gifts, or has no giving options', async () => {
    boot([]);
    serve();
    renderGive();
    expect(await screen.findByText('give.notAccepting')).toBeTruthy();
    cleanup();
    queryClient.clear();
    boot();
    fetchMock.mockResolvedValue(json(200, []));
    renderGive();
    expect(await screen.findByText('give.noReasons')).toBeTruthy();
  });

  it('checks the amount against the reason minimum, focusing it, and keeps what was typed in session storage', async () => {
    serve();
    renderGive();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Missões/ }));
    fireEvent.change(amountInput('Missões'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'give.continue' }));
    expect(await screen.findByText('validation.min')).toBeTruthy();
    expect(document.activeElement).toBe(amountInput('Missões'));
    fireEvent.click(screen.getAllByRole('button', { pressed: false })[1]!); // quick pick 100
    expect(amountInput('Missões').value).toBe('100.00');
    expect(JSON.parse(sessionStorage.getItem(GIVE_DRAFT_KEY)!)).toMatchObject({
      draft: { gifts: [{ id: 3, text: '100.00' }] },
    });
  });

  it('is a step of its own, off until the giver turns it on, and a second reason turns it off, saying so', async () => {
    serve();
    renderGive();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Dízimo/ }));
    fireEvent.change(amountInput('Dízimo'), { target: { value: '50' } });
    expect(screen.queryByRole('switch', { name: 'recurrence.switch' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'give.continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/give/recurrency'));
    const toggle = (await screen.findByRole('switch', { name: 'recurrence.switch' })) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    expect(JSON.parse(sessionStorage.getItem(GIVE_DRAFT_KEY)!).draft.recurring).toBe(true);
    await act(() => router.navigate(-1));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Oferta/ }));
    expect(screen.getByText('recurrence.turnedOff')).toBeTruthy();
    fireEvent.change(screen.getAllByRole('textbox')[1]!, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'give.continue' }));
    // Two reasons: no recurrence step, straight to the payment.
    await waitFor(() => expect(router.state.location.pathname).toBe('/give/checkout'));
    expect(await screen.findByRole('heading', { name: 'payment.title' })).toBeTruthy();
  });

  it('sends an address the gift has not reached to the first step that needs something, and keeps the gift on reload', async () => {
    serve();
    renderGive('/give/checkout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/give'));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Oferta/ }));
    fireEvent.change(amountInput('Oferta'), { target: { value: '10' } });
    cleanup();
    renderGive('/give/recurrency');
    // Oferta repeats never: the recurrence step gives way to the payment, with the gift as typed.
    await waitFor(() => expect(router.state.location.pathname).toBe('/give/checkout'));
    expect(await screen.findByText('Oferta')).toBeTruthy();
  });

  it('pays by Pix with an Idempotency-Key, reused when the answer never came, and goes to the thank-you page', async () => {
    let calls = 0;
    serve(() => (++calls === 1 ? json(503, { code: 'INTERNAL_ERROR', message: 'x' }) : json(201, testPayment({ codigo: 'P123' }))));
    renderGive();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Oferta/ }));
    fireEvent.change(amountInput('Oferta'), { target: { value: '25,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'give.continue' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'methods.pix' }));
    await screen.findByRole('button', { name: 'payment.pay' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'payment.pay' })));
    expect(await screen.findByText('checkout.payFailed')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'payment.pay' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/give/thank-you'));
    expect(router.state.location.search).toBe('?pedido=P123');
    const posts = (fetchMock.mock.calls as Array<[string, RequestInit]>).filter(([url]) => url.endsWith('/pagamento/'));
    expect(posts).toHaveLength(2);
    const keys = posts.map(([, init]) => (init.headers as Headers).get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(JSON.parse(posts[0]![1].body as string)).toEqual({
      igreja: 1,
      metodoPagamento: 'pix',
      motivos: [{ id: 2, valor: 2550 }],
      flagUsuarioTaxa: false,
      allowRecurrency: false,
    });
    expect(sessionStorage.getItem(GIVE_DRAFT_KEY)).toBeNull();
  });

  it("puts the server's amount error on its field, back on the first step", async () => {
    serve(() => json(422, { code: 'AMOUNT_BELOW_MINIMUM', message: 'mínimo', fields: { 'motivos.0.valor': 'Valor mínimo R$ 5,00' } }));
    renderGive();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Oferta/ }));
    fireEvent.change(amountInput('Oferta'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'give.continue' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'methods.pix' }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'payment.pay' })));
    expect(await screen.findByText('Valor mínimo R$ 5,00')).toBeTruthy();
    expect(amountInput('Oferta').value).toBe('3');
  });

  it('caps a wallet-app gift, and asks a visitor to log in to pay, keeping the gift', async () => {
    serve();
    renderGive();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Oferta/ }));
    fireEvent.change(amountInput('Oferta'), { target: { value: '5.000,00' } });
    fireEvent.click(screen.getByRole('button', { name: 'give.continue' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'methods.carteira_digital' }));
    expect(await screen.findByText('validation.walletMax')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'payment.pay' })).toBeNull();
    cleanup();
    queryClient.clear();
    session.state = { status: 'guest', client: null, account: null, roles: [] };
    renderGive('/give/checkout');
    expect(await screen.findByText('payment.loginNeeded')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'login.enter' }).getAttribute('href')).toBe('/access?redirectTo=%2Fgive%2Fcheckout');
  });
});
