import type { TPlayPlan, TPlaySubscribeResult, TPlaySubscription } from '@congrega/contract/play';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testPayment } from '../../../components/payments/test-payment.ts';
import { setBootstrapForTests } from '../../../lib/bootstrap.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { Component } from './plans.tsx';

vi.mock('../lib/play-scope.ts', () => {
  const scope = { churchId: 1, slug: 'videira', usuarioId: 7, ready: true };
  return { usePlayScope: () => scope, currentPlayScope: () => scope };
});

const plan: TPlayPlan = {
  id: 1,
  nome: 'Play Mensal',
  descricao: '',
  codigo: 'PLAY-M',
  periodo: 'mensal',
  moeda: 'BRL',
  valor: 2_000,
  taxaAdesao: 0,
  taxas: 0,
  totalPrimeiraCobranca: 2_000,
};
const pending: TPlaySubscription = {
  id: 5,
  codigo: 'ADEMOPLAY01',
  dataAssinatura: '2026-11-15T12:00:00.000Z',
  plano: { id: 1, nome: 'Play Mensal', codigo: 'PLAY-M', periodo: 'mensal' },
  validoAte: null,
  renovacaoAutomatica: true,
  proximaCobranca: null,
  cartao: null,
  status: { situacao: 'pendente' },
};
// The card checkout itself is the shared kit's (tested there): here it answers the subscribe result at once.
const answered: { result?: TPlaySubscribeResult } = {};
vi.mock('../components/plan-checkout.tsx', () => ({
  PlanCheckout: ({ onDone }: { onDone: (r: TPlaySubscribeResult) => void }) => (
    <button type="button" onClick={() => onDone(answered.result!)}>
      pay
    </button>
  ),
}));
let subscriptions: TPlaySubscription[] = [];

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  subscriptions = [pending];
  setBootstrapForTests({ igreja: { id: 1, slug: 'videira', nome: 'Igreja', moeda: 'BRL' }, metodosPagamento: [] } as never);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.startsWith('/api/v1/usuario/7/usuario-plano-assinatura/') ? json({ assinaturas: subscriptions }) : json({ planos: [plan] }),
    ),
  );
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  setBootstrapForTests(undefined);
});

describe('/play/plans', () => {
  it('a member whose first payment is under review is told so and offered no second checkout', async () => {
    const router = createMemoryRouter([{ path: '/play/plans', Component }], { initialEntries: ['/play/plans?plano=1'] });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('checkout.review')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Play Mensal' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'plans.choose' })).toBeNull();
    expect(screen.queryByText(/checkout.title/)).toBeNull();
  });

  it('a subscription whose automatic renewal could not be turned on says so after the payment', async () => {
    subscriptions = [];
    const active = { ...pending, status: { situacao: 'ativo' as const }, renovacaoAutomatica: false };
    answered.result = { assinatura: active, pagamento: testPayment({ status: 'aprovado', recorrenciaFalhou: true }) };
    const router = createMemoryRouter([{ path: '/play/plans', Component }], { initialEntries: ['/play/plans?plano=1'] });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'pay' }));
    expect(await screen.findByText('checkout.success')).toBeTruthy();
    expect(screen.getByText('checkout.noRenewal')).toBeTruthy();
  });
});
