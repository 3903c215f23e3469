import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBootstrapForTests } from '../../../lib/bootstrap.ts';
import { leaveApp } from '../../../lib/leave-app.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { Component } from './third-party.tsx';

vi.mock('../../../lib/leave-app.ts', () => ({ leaveApp: vi.fn() }));

const answer = (body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));

const handoff = { configurado: true, url: 'https://voluts.example/entrar#congrega_token=abc.def.ghi', expiraEm: '2030-01-01T00:00:00Z' };

beforeEach(() => {
  setBootstrapForTests({ igreja: { id: 1, slug: 'videira', nome: 'Igreja' }, modulos: [] } as never);
  vi.stubGlobal('fetch', answer(handoff));
});

afterEach(() => {
  cleanup();
  vi.mocked(leaveApp).mockClear();
  queryClient.clear();
  vi.unstubAllGlobals();
  setBootstrapForTests(undefined);
});

describe('/third-parts/{app}', () => {
  it('replaces this page with the hand-off (Back does not bounce into the app again); the signed code is never kept offline', async () => {
    const router = createMemoryRouter([{ path: '/third-parts/voluts', Component }], { initialEntries: ['/third-parts/voluts'] });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith(handoff.url));
    const query = queryClient.getQueryCache().find({ queryKey: ['external-app', 'voluts'] });
    expect(query?.meta?.persist).toBe(false);
  });

  it('says the church has not set the app up (an answer, not an error: nothing in the console) and stays', async () => {
    vi.stubGlobal('fetch', answer({ configurado: false }));
    const router = createMemoryRouter([{ path: '/third-parts/mykids', Component }], { initialEntries: ['/third-parts/mykids'] });
    const view = render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    // A ceiling for a loaded machine, not a wait on time: it returns as soon as the notice is there.
    expect(await view.findByText('notConfigured.title', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(leaveApp).not.toHaveBeenCalled();
    expect(view.queryByRole('alert')).toBeNull();
  });
});
