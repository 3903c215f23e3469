import type { TPaymentMethod } from '@congrega/contract/church';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBootstrapForTests } from '../../lib/bootstrap.ts';
import { AchForm } from './ach-form.tsx';
import { CheckoutCardForm, type CheckoutCardPayment } from './checkout-card-form.tsx';
import { MethodPicker } from './method-picker.tsx';

vi.mock('./api/payments-scope.ts', async (original) => {
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
const METHODS = [method(1, 'cartao_credito', 12), method(2, 'pix'), method(3, 'boleto'), method(4, 'dinheiro')];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const savedCard = (id: number, expirado = false) => ({
  id,
  idGatewayPagamento: 1,
  bandeira: 'visa',
  ultimosDigitos: '1111',
  validade: '12/2040',
  titular: 'Maria',
  expirado,
  dataCadastro: '2026-01-01T00:00:00Z',
});
let fetchMock: ReturnType<typeof vi.fn>;

function withQuery(children: ReactNode) {
  return <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>;
}

const OPTIONS = [1, 2, 3].map((n) => ({ parcelas: n, valorParcela: Math.ceil(10000 / n), valores: [], total: 10000, juros: 0 }));

/** The card form as a paying screen holds it: the quote's options, the installments chosen kept by the screen. */
function CardForm({ onPay }: { onPay: (card: CheckoutCardPayment) => Promise<void> }) {
  const [installments, setInstallments] = useState(1);
  return (
    <CheckoutCardForm
      options={OPTIONS}
      currency="BRL"
      installments={installments}
      onInstallments={setInstallments}
      submitLabel="pay"
      onPay={onPay}
    />
  );
}

/** Answers the saved cards lookup; the card token and anything else as given. */
function serve(cards: unknown[], other: (url: string) => Response = () => json(500, {})) {
  fetchMock.mockImplementation(async (url: string) => {
    if (url.includes('/cartoes')) return json(200, { cartoes: cards.length ? [{ idGatewayPagamento: 1, cartoes: cards }] : [] });
    return other(url);
  });
}

beforeEach(() => {
  setBootstrapForTests({ igreja: { id: 1, slug: 'videira', nome: 'Igreja', moeda: 'BRL' }, metodosPagamento: METHODS } as never);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setBootstrapForTests(undefined);
});

describe('method picker', () => {
  it('offers the methods passed in; without a Brazilian address Pix and boleto are left out, saying why', () => {
    const onChange = vi.fn();
    const { rerender } = render(<MethodPicker methods={METHODS} brazilianAddress value={null} onChange={onChange} />);
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    rerender(<MethodPicker methods={METHODS} brazilianAddress={false} value="dinheiro" onChange={onChange} />);
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['cartao_credito', 'dinheiro']);
    expect(screen.getByText('methods.brazilOnly')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'methods.cartao_credito' }));
    expect(onChange).toHaveBeenCalledWith('cartao_credito');
  });
});

describe('checkout card form', () => {
  it('pays with a saved card (expired ones are not offered), with the chosen installments', async () => {
    serve([savedCard(5), savedCard(6, true)]);
    const onPay = vi.fn(async (_card: CheckoutCardPayment) => {});
    render(withQuery(<CardForm onPay={onPay} />));
    expect(await screen.findByRole('radio', { name: /card\.endingIn/ })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(2); // card 5 and "another card"
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    fireEvent.change(screen.getByRole('combobox', { name: 'installments.label' }), { target: { value: '3' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'pay' })));
    expect(onPay).toHaveBeenCalledWith({ cartao: { idCartao: 5 }, salvarCartao: false, parcelas: 3 });
  });

  it('tokenizes a new card and pays with the token, keeping it by default; a refusal keeps all but number and CVV', async () => {
    serve([], (url) => (url.endsWith('/card/token') ? json(201, { token: 'tok_9' }) : json(500, {})));
    const onPay = vi.fn(async (_card: CheckoutCardPayment) => {
      throw new Error('declined');
    });
    render(withQuery(<CardForm onPay={onPay} />));
    const input = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
    fireEvent.input(input(/^card\.number/), { target: { value: '4111111111111111' } });
    fireEvent.input(input(/^card\.holder( \*)?$/), { target: { value: 'Maria' } });
    fireEvent.input(input(/^card\.cvv/), { target: { value: '123' } });
    fireEvent.input(input(/^card\.expiry/), { target: { value: '1240' } });
    expect((screen.getByRole('checkbox', { name: 'checkout.saveCard' }) as HTMLInputElement).checked).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'pay' })));
    await waitFor(() => expect(onPay).toHaveBeenCalledWith({ cartao: { token: 'tok_9' }, salvarCartao: true, parcelas: 1 }));
    expect(await screen.findByText('checkout.payFailed')).toBeTruthy();
    expect(input(/^card\.number/).value).toBe('');
    expect(input(/^card\.cvv/).value).toBe('');
    expect(input(/^card\.holder( \*)?$/).value).toBe('Maria');
  });

  it('keeps the new card being typed when the saved cards arrive meanwhile (no switch under the user)', async () => {
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementation(async (url: string) => {
      if (url.includes('/cartoes')) {
        await arrived;
        return json(200, { cartoes: [{ idGatewayPagamento: 1, cartoes: [savedCard(5)] }] });
      }
      return json(500, {});
    });
    render(withQuery(<CardForm onPay={vi.fn()} />));
    const number = () => screen.getByRole('textbox', { name: /^card\.number/ }) as HTMLInputElement;
    fireEvent.input(number(), { target: { value: '4111 1111' } });
    await act(async () => release());
    expect(await screen.findByRole('radio', { name: /card\.endingIn/ })).toBeTruthy();
    expect(number().value).toMatch(/^4111 ?1111$/);
    expect((screen.getByRole('radio', { name: 'checkout.otherCard' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /card\.endingIn/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('starts on the first saved card when nothing was typed', async () => {
    serve([savedCard(5)]);
    render(withQuery(<CardForm onPay={vi.fn()} />));
    const card = (await screen.findByRole('radio', { name: /card\.endingIn/ })) as HTMLInputElement;
    await waitFor(() => expect(card.checked).toBe(true));
    expect(screen.queryByRole('textbox', { name: /^card\.number/ })).toBeNull();
  });
});

describe('ACH form', () => {
  it('checks the routing and account numbers with the contract, then pays', async () => {
    const onPay = vi.fn(async () => {});
    render(<AchForm submitLabel="pay" onPay={onPay} />);
    const input = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
    fireEvent.input(input(/^ach\.holder/), { target: { value: 'John Miller' } });
    fireEvent.input(input(/^ach\.routing/), { target: { value: '123456789' } });
    fireEvent.input(input(/^ach\.account/), { target: { value: '12' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'pay' })));
    expect(await screen.findByText('validation.achRouting')).toBeTruthy();
    expect(screen.getByText('validation.achAccount')).toBeTruthy();
    fireEvent.input(input(/^ach\.routing/), { target: { value: '011000015' } });
    fireEvent.input(input(/^ach\.account/), { target: { value: '000123456789' } });
    fireEvent.click(screen.getByRole('radio', { name: 'ach.savings' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'pay' })));
    expect(onPay).toHaveBeenCalledWith({
      titular: 'John Miller',
      numeroRoteamento: '011000015',
      numeroConta: '000123456789',
      tipoConta: 'poupanca',
    });
  });
});
