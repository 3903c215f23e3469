import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBootstrapForTests } from '../../../lib/bootstrap.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { Component } from './verify-member-card.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;

function renderPage(search: string) {
  const router = createMemoryRouter([{ path: '/member-card/verify', Component }], {
    initialEntries: [{ pathname: '/member-card/verify', search }],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setBootstrapForTests({ igreja: { id: 1, slug: 'videira', nome: 'Igreja' }, modulos: [] } as never);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  setBootstrapForTests(undefined);
});

describe('/member-card/verify', () => {
  it("posts the link's code and shows staff whether the card is valid today", async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        valida: false,
        nomeCompleto: 'Maria Oliveira',
        imagem: null,
        numeroMembro: '2024-0142',
        cargo: null,
        igreja: 'Igreja Videira',
        validade: '2000-01-01',
        verificadoEm: '2026-11-25T12:00:00.000Z',
      }),
    );
    renderPage('?code=abc.def.ghi');
    expect(await screen.findByText('check.invalid')).toBeTruthy();
    expect(screen.getByText('Maria Oliveira')).toBeTruthy();
    expect(screen.getByText('2024-0142')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/usuario-carteirinha/verificacao');
    expect(JSON.parse(init.body)).toEqual({ codigo: 'abc.def.ghi' });
    // Another member's data and the signed code are never written to the tab's offline copy.
    expect(queryClient.getQueryCache().find({ queryKey: ['member-card-check', 'abc.def.ghi'] })?.meta?.persist).toBe(false);
  });

  it('tells members who are not staff that only staff can check cards', async () => {
    fetchMock.mockResolvedValue(json(403, { code: 'FORBIDDEN', message: 'Forbidden' }));
    renderPage('?code=abc');
    expect(await screen.findByText('check.staffOnly')).toBeTruthy();
  });

  it('says when the link carries no code, without calling the server', () => {
    renderPage('');
    expect(screen.getByText('check.noCode')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
