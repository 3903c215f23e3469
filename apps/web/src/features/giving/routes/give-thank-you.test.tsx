import type { TPayment } from '@congrega/contract/payments/payment';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testPayment } from '../../../components/payments/test-payment.ts';
import { setBootstrapForTests } from '../../../lib/bootstrap.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { Component } from './give-thank-you.tsx';

vi.mock('../../../components/payments/api/payments-scope.ts', async (original) => {
  const scope = { churchId: 1, slug: 'videira', owner: 7 };
  return { ...(await original<object>()), usePaymentsScope: () => scope, currentPaymentsScope: () => scope };
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;

function renderPage(url: string, state?: { payment: TPayment }) {
  const router = createMemoryRouter([{ path: '/give/thank-you', Component }], {
    initialEntries: [{ pathname: '/give/thank-you', search: url, state }],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setBootstrapForTests({ igreja: { id: 1, slug: 'videira', nome: 'Igreja', moeda: 'BRL' }, modulos: [], metodosPagamento: [] } as never);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  setBootstrapForTests(undefined);
});

describe('/give/thank-you', () => {
  it('shows the result of the gift passed on by /give, and when a recurring gift is charged next', async () => {
    const payment = testPayment({
      codigo: 'P1',
      status: 'aprovado',
      metodoPagamento: 'cartao_credito',
      cartao: { bandeira: 'visa', ultimosDigitos: '1111' },
      recorrencia: { id: 3, recorrenciaDias: 30, proximaData: '2026-12-25T12:00:00.000Z' },
    });
    fetchMock.mockResolvedValue(json(200, payment));
    renderPage('?pedido=P1', { payment });
    expect(screen.getByRole('heading', { name: 'thanks.title' })).toBeTruthy();
    expect(screen.getByText('result.cardApproved')).toBeTruthy();
    expect(screen.getByText('thanks.nextCharge')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'thanks.receipt' }).getAttribute('href')).toBe('/user/payment/P1');
  });

  it('a gift asked to recur that could not be set up says it was given once', async () => {
    const payment = testPayment({ codigo: 'P2', status: 'aprovado', metodoPagamento: 'cartao_credito', recorrenciaFalhou: true });
    fetchMock.mockResolvedValue(json(200, payment));
    renderPage('?pedido=P2', { payment });
    expect(screen.getByText('thanks.recurrenceFailed')).toBeTruthy();
    expect(screen.queryByText('thanks.nextCharge')).toBeNull();
  });

  it('loads the gift by its code after a reload; a Pix waiting for the payer says what to do', async () => {
    fetchMock.mockResolvedValue(json(200, testPayment({ codigo: 'P2', status: 'pendente', metodoPagamento: 'pix' })));
    renderPage('?pedido=P2');
    expect(await screen.findByRole('heading', { name: 'thanks.titlePending' })).toBeTruthy();
    expect(screen.getByText('result.pixPending')).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/usuario/7/pagamento/?pedido=P2');
  });
});
