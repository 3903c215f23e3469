import type { TPaymentMethod } from '@congrega/contract/church';
import type { TEventDetail } from '@congrega/contract/events';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testPayment } from '../../../components/payments/test-payment.ts';
import { setBootstrapForTests } from '../../../lib/bootstrap.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { PURCHASE_KEY } from '../lib/purchase-store.ts';
import { testEvent } from '../test-event.ts';
import { Component } from './checkout.tsx';

const session = vi.hoisted(() => ({
  state: { status: 'member', client: { id: 7, pais: 'BR' }, account: null, roles: [] } as Record<string, unknown>,
}));
vi.mock('../../../lib/session.ts', async (original) => ({
  ...(await original<object>()),
  useSession: () => session.state,
  sessionStore: { getState: () => session.state },
}));
vi.mock('../../../components/payments/api/payments-scope.ts', async (original) => {
  const scope = { churchId: 1, slug: 'videira', owner: 7 };
  return { ...(await original<object>()), usePaymentsScope: () => scope, currentPaymentsScope: () => scope };
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const method = (id: number, codigo: string): TPaymentMethod => ({ id, codigo, nome: codigo, idGatewayPagamento: 1, maxParcelas: 12 });
let router: ReturnType<typeof createMemoryRouter>;
let event: TEventDetail;
let fetchMock: ReturnType<typeof vi.fn>;

function Landing() {
  const { search, state } = useLocation();
  return <p>{`landed ${search} ${(state as { notice?: { kind: string } } | null)?.notice?.kind ?? ''}`}</p>;
}

function renderCheckout() {
  router = createMemoryRouter(
    [
      { path: '/checkout', Component },
      { path: '/checkout/thank-you', Component: () => <p>thanks</p> },
      { path: '/event/:eventId', Component: Landing },
    ],
    { initialEntries: ['/checkout'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The event, the fee quote (no method fees) and the purchase POST (answered by `buy`). */
function serve(buy: () => Response) {
  fetchMock.mockImplementation(async (url: string) => {
    if (url.includes('/calcular-taxas')) {
      const q = new URL(url, 'http://x').searchParams;
      const valor = Number(q.get('valor'));
      return json(200, { metodoPagamento: q.get('metodoPagamento'), moeda: 'BRL', valor, taxas: 0, total: valor, parcelas: [] });
    }
    if (url.includes('/inscricao/')) return buy();
    if (url.includes('/evento/5/')) return json(200, event);
    return json(404, {});
  });
}

const posts = () => (fetchMock.mock.calls as Array<[string, RequestInit]>).filter(([url]) => url.includes('/inscricao/'));

beforeEach(() => {
  setBootstrapForTests({
    igreja: { id: 1, slug: 'videira', nome: 'Igreja', moeda: 'BRL' },
    metodosPagamento: [method(1, 'cartao_credito'), method(2, 'pix')],
  } as never);
  session.state = { status: 'member', client: { id: 7, pais: 'BR' }, account: null, roles: [] };
  sessionStorage.clear();
  sessionStorage.setItem(
    PURCHASE_KEY,
    JSON.stringify({
      eventId: 5,
      quantities: { '1': 2 },
      holders: [
        { ticketTypeId: 1, name: 'Ana', answers: { '11': 'Videira' } },
        { ticketTypeId: 1, name: 'Bia', answers: { '11': 'Graça' } },
      ],
      termsAccepted: false,
    }),
  );
  event = testEvent();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  setBootstrapForTests(undefined);
});

async function payByPix() {
  fireEvent.click(await screen.findByRole('radio', { name: 'methods.pix' }));
  const button = await screen.findByRole('button', { name: 'payment.pay' });
  await act(async () => fireEvent.click(button));
}

describe('/checkout', () => {
  it('pays by Pix with an Idempotency-Key reused after an unanswered try, clears the draft and thanks', async () => {
    let calls = 0;
    serve(() =>
      ++calls === 1
        ? json(503, { code: 'INTERNAL_ERROR', message: 'x' })
        : json(201, { pagamento: testPayment({ codigo: 'P9' }), inscricao: { id: 1 } }),
    );
    renderCheckout();
    await payByPix();
    expect(await screen.findByText('checkout.payFailed')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'payment.pay' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/thank-you'));
    expect(router.state.location.search).toBe('?pedido=P9');
    const [first, second] = posts();
    expect(first![0]).toContain('/usuario/7/evento/5/inscricao/');
    const key = (first![1].headers as Headers).get('Idempotency-Key');
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect((second![1].headers as Headers).get('Idempotency-Key')).toBe(key);
    expect(JSON.parse(first![1].body as string)).toEqual({
      ingressos: [
        {
          id: 1,
          quantidade: 2,
          titulares: [
            { nome: 'Ana', respostas: [{ pergunta: 11, resposta: 'Videira' }] },
            { nome: 'Bia', respostas: [{ pergunta: 11, resposta: 'Graça' }] },
          ],
        },
      ],
      valorTotal: 21000,
      versaoEvento: 1,
      aceiteTermos: false,
      metodoPagamento: 'pix',
    });
    expect(sessionStorage.getItem(PURCHASE_KEY)).toBeNull();
  });

  it.each([
    ['EVT_REG_014', '?buyingStep=review', 'totalChanged'],
    ['EVT_REG_003', '?buyingStep=tickets', 'restart'],
    ['EVT_REG_019', '?buyingStep=tickets', 'ticketUnavailable'],
    ['EVT_REG_021', '?buyingStep=tickets', 'quantity'],
    ['EVT_REG_023', '?buyingStep=tickets', 'rulesUpdated'],
  ])('%s sends the buyer back to %s with the notice, the draft kept', async (code, search, kind) => {
    serve(() => json(409, { code, message: 'm' }));
    renderCheckout();
    await payByPix();
    expect(await screen.findByText(`landed ${search} ${kind}`)).toBeTruthy();
    expect(sessionStorage.getItem(PURCHASE_KEY)).not.toBeNull();
  });

  it('EVT_REG_010 asks for another method, no longer offering the refused one', async () => {
    serve(() => json(422, { code: 'EVT_REG_010', message: 'Esta forma de pagamento não está disponível. Escolha outra.' }));
    renderCheckout();
    await payByPix();
    expect(await screen.findByText('Esta forma de pagamento não está disponível. Escolha outra.')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'methods.pix' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'methods.cartao_credito' })).toHaveProperty('checked', true);
  });

  it('EVT_REG_001 (sold out) and EVT_REG_026 (personal data) offer the way out the spec gives', async () => {
    serve(() => json(409, { code: 'EVT_REG_001', message: 'Os ingressos esgotaram.' }));
    renderCheckout();
    await payByPix();
    expect(await screen.findByText('Os ingressos esgotaram.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'button.otherEvents' }).getAttribute('href')).toBe('/event');
    cleanup();
    serve(() => json(422, { code: 'EVT_REG_026', message: 'Faltam dados.' }));
    renderCheckout();
    await payByPix();
    expect(screen.getByRole('link', { name: 'notice.updateData' }).getAttribute('href')).toBe('/user/data-update');
  });

  it('confirms a free registration with one button, no payment part', async () => {
    event = testEvent({ ingressos: [{ ...testEvent().ingressos[0]!, valor: 0, taxa: 0 }], metodosPagamento: [] });
    serve(() => json(201, { pagamento: testPayment({ codigo: 'F1', status: 'gratuito', total: 0 }), inscricao: { id: 2 } }));
    renderCheckout();
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'payment.confirmFree' })));
    await waitFor(() => expect(router.state.location.search).toBe('?pedido=F1'));
    expect(JSON.parse(posts()[0]![1].body as string)).not.toHaveProperty('metodoPagamento');
  });

  it('sends a purchase not ready to pay back to its steps, and says when there is none', async () => {
    sessionStorage.setItem(
      PURCHASE_KEY,
      JSON.stringify({ eventId: 5, quantities: { '1': 1 }, holders: [{ ticketTypeId: 1, name: '', answers: {} }] }),
    );
    serve(() => json(500, {}));
    renderCheckout();
    expect(await screen.findByText('landed ?buyingStep=holders&fillTicket=1')).toBeTruthy();
    cleanup();
    sessionStorage.clear();
    renderCheckout();
    expect(await screen.findByText('payment.nothing')).toBeTruthy();
  });
});
