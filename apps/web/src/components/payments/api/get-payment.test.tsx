import type { TPayment } from '@congrega/contract/payments/payment';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testPayment } from '../test-payment.ts';
import { setBootstrapForTests } from '../../../lib/bootstrap.ts';
import { paymentRefetchInterval, PAYMENT_POLL_MS } from '../payment-polling.ts';
import { usePayment } from './get-payment.ts';

vi.mock('./payments-scope.ts', async (original) => {
  const scope = { churchId: 1, slug: 'videira', owner: 7 };
  return { ...(await original<object>()), usePaymentsScope: () => scope, currentPaymentsScope: () => scope };
});

const TEST_BOOTSTRAP = { igreja: { id: 1, slug: 'videira', nome: 'Igreja Videira', moeda: 'BRL' }, metodosPagamento: [] } as never;

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let fetchMock: ReturnType<typeof vi.fn>;

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  setBootstrapForTests(TEST_BOOTSTRAP);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setBootstrapForTests(undefined);
});

describe('payment status polling', () => {
  it('asks again while the status may change and stops at a final one', () => {
    const at = (status: TPayment['status']) => paymentRefetchInterval(testPayment({ status }), false);
    expect(at('pendente')).toBe(PAYMENT_POLL_MS);
    expect(at('em_analise')).toBe(PAYMENT_POLL_MS);
    expect(paymentRefetchInterval(testPayment({ status: 'nao_aprovado', metodoPagamento: 'ach' }), false)).toBe(PAYMENT_POLL_MS);
    // A declined card will not change: final too.
    expect(paymentRefetchInterval(testPayment({ status: 'nao_aprovado', metodoPagamento: 'cartao_credito' }), false)).toBe(false);
    for (const status of ['aprovado', 'cancelado', 'estornado', 'gratuito'] as const) expect(at(status)).toBe(false);
    expect(paymentRefetchInterval(undefined, true)).toBe(false);
    expect(paymentRefetchInterval(undefined, false)).toBe(PAYMENT_POLL_MS);
  });

  it('turns to approved on its own, then makes no more requests', async () => {
    fetchMock
      .mockResolvedValueOnce(json(testPayment({ status: 'pendente' })))
      .mockResolvedValueOnce(json(testPayment({ status: 'pendente' })))
      .mockResolvedValue(json(testPayment({ status: 'aprovado' })));
    const { result } = renderHook(() => usePayment('PED-0001', { pollMs: 20 }), { wrapper });
    await waitFor(() => expect(result.current.data?.status).toBe('aprovado'));
    const calls = fetchMock.mock.calls.length;
    expect(calls).toBe(3);
    await sleep(150);
    expect(fetchMock.mock.calls.length).toBe(calls);
  });
});
