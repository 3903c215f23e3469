import type { TAdminPaymentMethod } from '@congrega/contract/admin/payment-methods';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests } from '../../kit/toasts.tsx';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { PaymentMethodsScreen } from './payment-methods-screen.tsx';

const card: TAdminPaymentMethod = {
  codigo: 'cartao_credito',
  nome: 'Cartão',
  maxParcelas: 12,
  taxaPercentual: 399,
  taxaFixa: 39,
  valorMinimo: null,
  valorMaximo: 500_000,
  jurosMensal: 199,
  flagAtivo: true,
};
let methods: TAdminPaymentMethod[];
let sent: { method: string; path: string; body: unknown }[];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  methods = [
    card,
    { ...card, codigo: 'pix', nome: 'Pix', maxParcelas: 1, taxaPercentual: 99, taxaFixa: 0, valorMaximo: null, jurosMensal: 0 },
  ];
  sent = [];
  resetToastsForTests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (raw: string, init: RequestInit = {}) => {
      const url = new URL(raw, 'http://admin.localhost');
      if ((init.method ?? 'GET') === 'GET') return json(200, { moeda: 'BRL', itens: methods });
      const body = JSON.parse(String(init.body)) as Partial<TAdminPaymentMethod>;
      sent.push({ method: init.method!, path: url.pathname, body });
      const codigo = url.pathname.split('/').at(-1);
      methods = methods.map((m) => (m.codigo === codigo ? { ...m, ...body } : m));
      return json(
        200,
        methods.find((m) => m.codigo === codigo),
      );
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = (action: 'view' | 'admin') =>
  renderConsole(
    '/en/videira/payment-methods',
    [{ path: 'payment-methods', element: <PaymentMethodsScreen /> }],
    consoleContext([heldGrant('finance', action)]),
  );

describe('Payment methods (finance)', () => {
  it('changes the card’s terms typed as money and percent; a minimum above the maximum is refused before sending', async () => {
    render('admin');
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'paymentMethods.edit finance.methods.cartao_credito' })),
    );
    const form = within(screen.getByRole('button', { name: 'paymentMethods.save' }).closest('form')!);
    const field = (label: RegExp) => form.getByLabelText(label) as HTMLInputElement;
    expect(field(/^paymentMethods\.taxaPercentual/).value).toBe('3.99');
    expect(field(/^paymentMethods\.valorMaximo/).value).toBe('5,000.00');
    fireEvent.change(field(/^paymentMethods\.maxParcelas/), { target: { value: '6' } });
    fireEvent.change(field(/^paymentMethods\.taxaPercentual/), { target: { value: '2.5' } });
    fireEvent.change(field(/^paymentMethods\.taxaFixa/), { target: { value: '' } });
    fireEvent.change(field(/^paymentMethods\.valorMinimo/), { target: { value: '6,000' } });
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'paymentMethods.save' })));
    expect(sent).toEqual([]);
    expect(form.getByText('validation.minAboveMax')).toBeTruthy();
    fireEvent.change(field(/^paymentMethods\.valorMinimo/), { target: { value: '10' } });
    fireEvent.change(field(/^paymentMethods\.jurosMensal/), { target: { value: '0' } });
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'paymentMethods.save' })));
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/admin/videira/finance/payment-methods/cartao_credito',
        body: {
          maxParcelas: 6,
          taxaPercentual: 250,
          taxaFixa: 0,
          valorMinimo: 1_000,
          valorMaximo: 500_000,
          jurosMensal: 0,
          flagAtivo: true,
        },
      },
    ]);
    expect(await screen.findByRole('button', { name: 'paymentMethods.edit finance.methods.cartao_credito' })).toBeTruthy();
  });

  it('refuses 13 installments and an amount that is not one, on their fields', async () => {
    render('admin');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'paymentMethods.edit finance.methods.pix' })));
    const form = within(screen.getByRole('button', { name: 'paymentMethods.save' }).closest('form')!);
    fireEvent.change(form.getByLabelText(/^paymentMethods\.maxParcelas/), { target: { value: '13' } });
    fireEvent.change(form.getByLabelText(/^paymentMethods\.taxaFixa/), { target: { value: 'abc' } });
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'paymentMethods.save' })));
    expect(form.getByText('validation.amount')).toBeTruthy();
    fireEvent.change(form.getByLabelText(/^paymentMethods\.taxaFixa/), { target: { value: '1' } });
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'paymentMethods.save' })));
    expect(sent).toEqual([]);
    expect(form.getByText(/validation\.maxValue/)).toBeTruthy();
  });

  it('shows the terms to finance view without the edit button', async () => {
    render('view');
    expect(await screen.findByText('finance.methods.cartao_credito')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /paymentMethods\.edit/ })).toBeNull();
  });
});
