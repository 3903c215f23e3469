import { PAYMENT_METHOD_CODES } from '@congrega/contract/payments/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chargedFigures, serverQuote, shownFigures, stubCheckout, tWithParams } from '../../../components/payments/test-pricing.ts';
import { setBootstrapForTests } from '../../../lib/bootstrap.ts';
import { testEvent } from '../test-event.ts';
import { EventPayment } from './event-payment.tsx';

vi.mock('../../../lib/i18n/use-translation.ts', () => ({ useTranslation: () => ({ t: tWithParams, i18n: { language: 'pt-BR' } }) }));
vi.mock('../../../components/payments/api/payments-scope.ts', async (original) => {
  const scope = { churchId: 1, slug: 'videira', owner: 7 };
  return { ...(await original<object>()), usePaymentsScope: () => scope, currentPaymentsScope: () => scope };
});
vi.mock('../lib/events-scope.ts', () => ({ useEventsScope: () => ({ slug: 'videira', userId: 7 }) }));

/** Two "Inteira" (R$ 150,00 + R$ 10,00 ticket fee each), as in issue 28. */
const VALUE = 32_000;
/** Every (method, installment count) the server offers for the tickets: one case each (12 by card). */
const CASES = PAYMENT_METHOD_CODES.flatMap((metodo) =>
  serverQuote(metodo, VALUE, true, 12).parcelas.map((o) => [metodo, o.parcelas] as const),
);

beforeEach(() => stubCheckout(true));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setBootstrapForTests(undefined);
});

/**
 * The event checkout shows, before paying, what the purchase charges: for every method and installment count the
 * event allows, the summary's total, fees and installment and the button's amount equal the server's pricing of the
 * same order (issue 28: "3x de R$ 53,34 (total R$ 160,00)", "Pagar R$ 160,00", charged R$ 166,41).
 */
describe('event checkout figures', () => {
  it.each(CASES)('%s in %ix shows what is charged', async (metodo, n) => {
    const event = testEvent({ moeda: 'BRL', metodosPagamento: [...PAYMENT_METHOD_CODES], maxParcelas: 12 });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <EventPayment event={event} value={VALUE} brazilianAddress refused={[]} oneCharge={false} onPay={vi.fn()} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('radio', { name: `methods.${metodo}` }));
    if (n > 1) fireEvent.change(await screen.findByRole('combobox', { name: 'installments.label' }), { target: { value: String(n) } });
    const button = await screen.findByRole('button', { name: /^payment\.pay / });
    await waitFor(() => expect(shownFigures(document, button, n)).toEqual(chargedFigures(metodo, VALUE, true, n)));
  });

  it('an event that takes one charge offers no installments', async () => {
    const event = testEvent({ moeda: 'BRL', metodosPagamento: ['cartao_credito'], maxParcelas: 12 });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <EventPayment event={event} value={VALUE} brazilianAddress refused={[]} oneCharge onPay={vi.fn()} />
      </QueryClientProvider>,
    );
    const button = await screen.findByRole('button', { name: /^payment\.pay / });
    expect(screen.queryByRole('combobox', { name: 'installments.label' })).toBeNull();
    expect(shownFigures(document, button, 1)).toEqual(chargedFigures('cartao_credito', VALUE, true, 1));
  });
});
