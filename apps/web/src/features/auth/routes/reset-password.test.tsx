import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBootstrapForTests } from '../../../lib/bootstrap.ts';
import { Component as ResetPassword } from './reset-password.tsx';

/** Before i18n is started every text is its key, which is all these tests need. */
function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/access/reset-password', Component: ResetPassword }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  setBootstrapForTests({ igreja: { id: 1, nome: 'Igreja' } } as never);
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 'RESET_TOKEN_INVALID', message: 'Link inválido.' }), { status: 400 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setBootstrapForTests(undefined);
});

describe('reset password screen', () => {
  it('takes the token out of the URL and sends it with the new password', async () => {
    const router = renderAt('/access/reset-password?token=link-token-0123456789&x=1');
    await waitFor(() => expect(router.state.location.search).toBe('?x=1'));

    const [password, confirm] = screen.getAllByLabelText(/reset\.(password|confirm)/) as HTMLInputElement[];
    fireEvent.input(password!, { target: { value: 'Nova@Senha1' } });
    fireEvent.input(confirm!, { target: { value: 'Nova@Senha1' } });
    fireEvent.blur(confirm!);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'reset.submit' }));
    });

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/security/redefinir-senha');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'link-token-0123456789', senha: 'Nova@Senha1', confirmarSenha: 'Nova@Senha1' });
    expect(await screen.findByText('Link inválido.')).toBeTruthy();
  });

  it('without a token offers to ask for a new link', () => {
    renderAt('/access/reset-password');
    expect(screen.getByText('reset.invalidLink')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'reset.requestNew' }).getAttribute('href')).toBe('/access/recover-password');
  });
});
