import type { TPayment } from '@congrega/contract/payments/payment';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testPayment } from '../../../components/payments/test-payment.ts';
import { setBootstrapForTests } from '../../../lib/bootstrap.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { Component, loader } from './payment-status.tsx';

vi.mock('../../../components/payments/api/payments-scope.ts', async (original) => {
  const scope = { churchId: 1, slug: 'videira', owner: 7 };
  return { ...(await original<object>()), usePaymentsScope: () => scope, currentPaymentsScope: () => scope };
});

const TEST_BOOTSTRAP = { igreja: { id: 1, slug: 'videira', nome: 'Igreja Videira', moeda: 'BRL' }, metodosPagamento: [] } as never;

let fetchMock: ReturnType<typeof vi.fn>;

function renderPage(code = 'PED-0001') {
  const router = createMemoryRouter(
    [{ path: '/user/payment/:paymentCode', loader: (args) => loader(args, { paymentCode: args.params.paymentCode! }), Component }],
    { initialEntries: [`/user/payment/${code}`] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  setBootstrapForTests(TEST_BOOTSTRAP);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  setBootstrapForTests(undefined);
});

describe('payment status page', () => {
  it.each<[TPayment['status'], string]>([
    ['aprovado', 'success'],
    ['gratuito', 'success'],
    ['em_analise', 'underReview'],
    ['pendente', 'waiting'],
    ['aguardando', 'waiting'],
    ['em_aberto', 'waiting'],
    ['nao_aprovado', 'waiting'],
    ['cancelado', 'canceled'],
    ['estornado', 'refunded'],
  ])('status %s shows the "%s" text', async (status, text) => {
    fetchMock.mockResolvedValue(json(200, testPayment({ status, metodoPagamento: 'cartao_credito' })));
    renderPage();
    expect((await screen.findByText(`status.${text}`, {}, { timeout: 5000 })).closest('[role="status"]')).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/usuario/7/pagamento/?pedido=PED-0001');
  });

  it('a payment that is not the member\'s (404) shows "not found", with no retry', async () => {
    fetchMock.mockResolvedValue(json(404, { code: 'PAYMENT_NOT_FOUND', message: 'Pagamento não encontrado.' }));
    renderPage('OUTRO');
    expect(await screen.findByText('status.notFound')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the amounts in the user's language and what the payment is for", async () => {
    fetchMock.mockResolvedValue(json(200, testPayment({ status: 'aprovado', metodoPagamento: 'pix' })));
    renderPage();
    expect(await screen.findByText('Dízimo')).toBeTruthy();
    // No i18n instance here: the locale falls back to English.
    expect(screen.getByText('R$50.50')).toBeTruthy();
  });
});
