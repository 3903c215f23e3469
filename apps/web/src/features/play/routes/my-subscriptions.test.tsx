import type { TPlaySubscription } from '@congrega/contract/play';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBootstrapForTests } from '../../../lib/bootstrap.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { Component } from './my-subscriptions.tsx';

vi.mock('../lib/play-scope.ts', () => {
  const scope = { churchId: 1, slug: 'videira', usuarioId: 7, ready: true };
  return { usePlayScope: () => scope, currentPlayScope: () => scope };
});

const sub = (over: Partial<TPlaySubscription> = {}): TPlaySubscription => ({
  id: 5,
  codigo: 'ADEMOPLAY01',
  dataAssinatura: '2026-11-15T12:00:00.000Z',
  plano: { id: 1, nome: 'Play Mensal', codigo: 'PLAY-M', periodo: 'mensal' },
  validoAte: '2026-12-15T12:00:00.000Z',
  renovacaoAutomatica: true,
  proximaCobranca: '2026-12-15T12:00:00.000Z',
  cartao: { bandeira: 'visa', ultimosDigitos: '1111' },
  status: { situacao: 'ativo' },
  ...over,
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
let current: TPlaySubscription;

beforeEach(() => {
  setBootstrapForTests({ igreja: { id: 1, slug: 'videira', nome: 'Igreja', moeda: 'BRL' }, metodosPagamento: [] } as never);
  current = sub();
  fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (url === '/api/v1/usuario-plano-assinatura/5/' && init.method === 'DELETE') {
      current = { ...current, renovacaoAutomatica: false, proximaCobranca: null };
      return json(200, current);
    }
    if (url.startsWith('/api/v1/usuario/7/usuario-plano-assinatura/')) return json(200, { assinaturas: [current] });
    return json(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  setBootstrapForTests(undefined);
});

describe('/user/play (Play subscriptions)', () => {
  it('shows the subscription and cancels its renewal only after the confirmation; it stays active', async () => {
    const router = createMemoryRouter([{ path: '/user/play', Component }], { initialEntries: ['/user/play'] });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('ADEMOPLAY01')).toBeTruthy();
    expect(screen.getByText('mine.situacao.ativo')).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/usuario/7/usuario-plano-assinatura/?igreja=1');
    fireEvent.click(screen.getByRole('button', { name: 'mine.cancel' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'mine.cancelKeep' }));
    expect(fetchMock.mock.calls.some(([, i]) => (i as RequestInit | undefined)?.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'mine.cancel' }));
    await act(async () => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'mine.cancelConfirm' })));
    expect(await screen.findByText('mine.renewOff')).toBeTruthy();
    expect(screen.getByText('mine.situacao.ativo')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'mine.cancel' })).toBeNull();
  });
});
