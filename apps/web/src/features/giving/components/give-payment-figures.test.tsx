import { PAYMENT_METHOD_CODES } from '@congrega/contract/payments/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chargedFigures,
  serverQuote,
  shownFigures,
  stubCheckout,
  TEST_METHODS,
  tWithParams,
} from '../../../components/payments/test-pricing.ts';
import { setBootstrapForTests } from '../../../lib/bootstrap.ts';
import { EMPTY_DRAFT, type GiveDraft } from '../lib/give-form.ts';
import { GivePayment } from './give-payment.tsx';

vi.mock('../../../lib/i18n/use-translation.ts', () => ({ useTranslation: () => ({ t: tWithParams, i18n: { language: 'pt-BR' } }) }));
vi.mock('../../../components/payments/api/payments-scope.ts', async (original) => {
  const scope = { churchId: 1, slug: 'videira', owner: 7 };
  return { ...(await original<object>()), usePaymentsScope: () => scope, currentPaymentsScope: () => scope };
});

const REASONS = [{ id: 2, nome: 'Oferta', descricao: null, flagRecorrencia: false, valorMinimo: 100 }];
const GIFT = 16_000;

function Giving({ coverFees }: { coverFees: boolean }) {
  const [draft, setDraft] = useState<GiveDraft>({ ...EMPTY_DRAFT, gifts: [{ id: 2, text: '160,00' }], coverFees });
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <GivePayment
      reasons={REASONS}
      methods={TEST_METHODS}
      brazilianAddress
      currency="BRL"
      draft={draft}
      onDraft={setDraft}
      picked={picked}
      onPick={setPicked}
      onPay={vi.fn()}
    />
  );
}

beforeEach(() => stubCheckout());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setBootstrapForTests(undefined);
});

/**
 * The giving checkout shows, before paying, what POST /pagamento/ charges: for every method, the fees covered or
 * not, and every installment count, the summary's total, fees and installment and the button's amount equal the
 * server's pricing of the same order (a cent apart fails).
 */
/** Every (method, installment count) the server offers for the gift: one case each. */
const CASES = [false, true].flatMap((cover) =>
  PAYMENT_METHOD_CODES.flatMap((metodo) => serverQuote(metodo, GIFT, cover).parcelas.map((o) => [metodo, o.parcelas, cover] as const)),
);

describe('giving checkout figures', () => {
  it('offers every installment count the card takes, and one charge for the other methods', () => {
    expect(CASES.filter(([m, , cover]) => m === 'cartao_credito' && cover).length).toBe(12);
    expect(CASES.filter(([m]) => m !== 'cartao_credito').length).toBe(10);
  });

  it.each(CASES)('%s in %ix (the giver covers the fees: %s) shows what is charged', async (metodo, n, coverFees) => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Giving coverFees={coverFees} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('radio', { name: `methods.${metodo}` }));
    if (n > 1) fireEvent.change(await screen.findByRole('combobox', { name: 'installments.label' }), { target: { value: String(n) } });
    const button = await screen.findByRole('button', { name: /^payment\.pay / });
    await waitFor(() => expect(shownFigures(document, button, n)).toEqual(chargedFigures(metodo, GIFT, coverFees, n)));
    if (n > 1) expect(within(document.querySelector('.payment-summary')!).getByText(/summary\.installments/)).toBeTruthy();
  });
});
