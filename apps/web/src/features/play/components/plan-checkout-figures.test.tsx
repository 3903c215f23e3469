import type { TPaymentMethod } from '@congrega/contract/church';
import type { TPlayPlan } from '@congrega/contract/play';
import { withPayerFees } from '@congrega/contract/payments/pricing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chargedFigures, shownFigures, TEST_TERMS, tWithParams } from '../../../components/payments/test-pricing.ts';
import { setBootstrapForTests } from '../../../lib/bootstrap.ts';
import { PlanCheckout } from './plan-checkout.tsx';

vi.mock('../../../lib/i18n/use-translation.ts', () => ({ useTranslation: () => ({ t: tWithParams, i18n: { language: 'pt-BR' } }) }));
vi.mock('../../../components/payments/api/payments-scope.ts', async (original) => {
  const scope = { churchId: 1, slug: 'videira', owner: 7 };
  return { ...(await original<object>()), usePaymentsScope: () => scope, currentPaymentsScope: () => scope };
});

const METHODS: TPaymentMethod[] = [{ id: 1, codigo: 'cartao_credito', nome: 'Cartão', idGatewayPagamento: 1, maxParcelas: 12 }];
const SCOPE = { churchId: 1, slug: 'videira', usuarioId: 7, ready: true };

/** A plan as GET /igreja/{slug}/plano-assinatura/ prices it (the first charge grossed up as the charge does). */
function pricedPlan(valor: number, taxaAdesao: number, passOn: boolean): TPlayPlan {
  const first = withPayerFees(TEST_TERMS.cartao_credito, valor + taxaAdesao, passOn);
  const period = withPayerFees(TEST_TERMS.cartao_credito, valor, passOn);
  return {
    id: 1,
    nome: 'Anual',
    descricao: '',
    codigo: 'A',
    periodo: 'anual',
    moeda: 'BRL',
    valor,
    taxaAdesao,
    taxas: period - valor,
    totalPrimeiraCobranca: first,
  };
}

beforeEach(() => {
  setBootstrapForTests({ igreja: { id: 1, slug: 'videira', nome: 'Igreja', moeda: 'BRL' }, metodosPagamento: METHODS } as never);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ cartoes: [] }), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setBootstrapForTests(undefined);
});

/** Play's checkout shows the first charge (one card charge, fees included when the plan passes them on) as charged. */
describe('Play checkout figures', () => {
  it.each([
    [1_990, 0, false],
    [20_000, 500, true],
  ])('a plan of %i + %i (fees passed on: %s) shows what the first charge is', async (valor, taxaAdesao, passOn) => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PlanCheckout plan={pricedPlan(valor, taxaAdesao, passOn)} scope={SCOPE} onDone={vi.fn()} />
      </QueryClientProvider>,
    );
    const button = await screen.findByRole('button', { name: /^checkout\.pay / });
    expect(shownFigures(document, button, 1)).toEqual(chargedFigures('cartao_credito', valor + taxaAdesao, passOn, 1));
  });
});
