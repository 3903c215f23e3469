import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBootstrapForTests } from '../../lib/bootstrap.ts';
import { AddCardForm } from './add-card-form.tsx';

vi.mock('./api/payments-scope.ts', async (original) => {
  const scope = { churchId: 1, slug: 'videira', owner: 7 };
  return { ...(await original<object>()), usePaymentsScope: () => scope, currentPaymentsScope: () => scope };
});

const TEST_BOOTSTRAP = { igreja: { id: 1, slug: 'videira', nome: 'Igreja Videira', moeda: 'BRL' }, metodosPagamento: [] } as never;

let fetchMock: ReturnType<typeof vi.fn>;
let saved: ReturnType<typeof vi.fn<() => void>>;

/** Labels are the i18n keys (no i18n instance in unit tests). */
const field = (key: string) => screen.getByLabelText(new RegExp(`^card\\.${key}( \\*)?$`)) as HTMLInputElement;

function renderForm() {
  saved = vi.fn<() => void>();
  const router = createMemoryRouter([{ path: '/user/addcard', element: <AddCardForm onSaved={saved} /> }], {
    initialEntries: ['/user/addcard'],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function type(key: string, value: string) {
  fireEvent.input(field(key), { target: { value } });
  fireEvent.blur(field(key));
}

function fillValidCard() {
  type('number', '4111111111111111');
  type('holder', 'Maria Silva');
  type('cvv', '123');
  type('expiry', '1240');
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'add.submit' }));
  });
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
  vi.unstubAllGlobals();
  setBootstrapForTests(undefined);
  sessionStorage.clear();
  localStorage.clear();
});

describe('add card form', () => {
  it('shows the contract messages on blur, and the number spaced as typed', async () => {
    renderForm();
    type('number', '4111111111111112');
    expect(field('number').value).toBe('4111 1111 1111 1112');
    expect(await screen.findByText('validation.cardNumber')).toBeTruthy();
    type('expiry', '1320');
    expect(field('expiry').value).toBe('13/20');
    expect(await screen.findByText('validation.cardExpiry')).toBeTruthy();
    type('cvv', '1');
    expect(await screen.findByText('validation.cvv')).toBeTruthy();
    // Fixing a value clears its message at once (validated on change once touched).
    fireEvent.input(field('cvv'), { target: { value: '123' } });
    await waitFor(() => expect(screen.queryByText('validation.cvv')).toBeNull());
    await submit();
    expect(await screen.findAllByText('validation.required')).toHaveLength(1); // the holder
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tokenizes then saves the token; the number goes only to the token endpoint', async () => {
    fetchMock
      .mockResolvedValueOnce(
        json(201, {
          token: 'tok_1',
          bandeira: 'visa',
          ultimosDigitos: '1111',
          validade: '12/2040',
          titular: 'Maria Silva',
          idGatewayPagamento: 1,
          expiraEm: 'x',
        }),
      )
      .mockResolvedValueOnce(json(201, { id: 9 }));
    const router = renderForm();
    fillValidCard();
    await submit();
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const [[tokenUrl, tokenInit], [saveUrl, saveInit]] = fetchMock.mock.calls as [[string, RequestInit], [string, RequestInit]];
    expect(tokenUrl).toBe('/api/v1/general/payment/church/1/card/token');
    expect(JSON.parse(String(tokenInit.body))).toMatchObject({ numero: '4111111111111111', cvv: '123', validade: '12/2040' });
    expect(saveUrl).toBe('/api/v1/usuario-cartao-gateway-pagamento/?igreja=1');
    expect(JSON.parse(String(saveInit.body))).toEqual({ token: 'tok_1' });
    const everywhere = [
      router.state.location.pathname + router.state.location.search,
      JSON.stringify({ ...sessionStorage }),
      JSON.stringify({ ...localStorage }),
    ];
    for (const place of everywhere) expect(place).not.toContain('4111111111111111');
  });

  it('a failure keeps what was typed but the number and CVV, with server field errors on their fields', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { code: 'VALIDATION_FAILED', message: 'x', fields: { titular: 'Nome inválido no servidor.' } }),
    );
    renderForm();
    fillValidCard();
    await submit();
    expect(await screen.findByText('Nome inválido no servidor.')).toBeTruthy();
    expect(field('number').value).toBe('');
    expect(field('cvv').value).toBe('');
    expect(field('holder').value).toBe('Maria Silva');
    expect(field('expiry').value).toBe('12/40');
    expect(saved).not.toHaveBeenCalled();
  });

  it('a refusal that is not about a field is shown above the form', async () => {
    fetchMock.mockResolvedValueOnce(json(422, { code: 'CARD_TOKEN_INVALID', message: 'Alguma informação do cartão está incorreta.' }));
    renderForm();
    fillValidCard();
    await submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Alguma informação do cartão está incorreta.');
    expect(field('number').value).toBe('');
    expect(field('holder').value).toBe('Maria Silva');
  });
});
