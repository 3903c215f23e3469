import type { TGroupDetail } from '@congrega/contract/groups';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBootstrapForTests } from '../../../lib/bootstrap.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { JoinButton } from './join-button.tsx';

const session = vi.hoisted(() => ({ state: { status: 'member', account: { id: 7 }, client: null, roles: [] } as Record<string, unknown> }));
vi.mock('../../../lib/session.ts', async (original) => ({ ...(await original<object>()), useSession: () => session.state }));

const GROUP: TGroupDetail = {
  id: 5,
  nome: 'Célula Esperança',
  publico: 'todos',
  diaSemana: 3,
  horario: '19:30',
  bairro: null,
  cidade: null,
  imagem: null,
  latitude: null,
  longitude: null,
  lider: null,
  lideres: [],
  membro: false,
  solicitacaoPendente: false,
  descricao: null,
  responsavel: null,
  endereco: { cep: null, logradouro: null, numero: null, complemento: null, bairro: null, cidade: null, estado: null },
  quantidadeMembros: 3,
  souLider: false,
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
let router: ReturnType<typeof createMemoryRouter>;

function renderButton() {
  router = createMemoryRouter(
    [
      { path: '/groups/:id', element: <JoinButton group={GROUP} /> },
      { path: '/groups/request/success', element: <p>sent</p> },
    ],
    { initialEntries: ['/groups/5'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
const posts = () => (fetchMock.mock.calls as Array<[string, RequestInit]>).filter(([, init]) => init?.method === 'POST');

beforeEach(() => {
  setBootstrapForTests({ igreja: { id: 1, slug: 'videira', nome: 'Igreja', moeda: 'BRL' } } as never);
  fetchMock = vi.fn(async () => json(201, { id: 9, idCelula: 5, status: 'pendente', dataCadastro: '2026-11-25T18:00:00.000Z' }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  setBootstrapForTests(undefined);
});

describe('asking to join a group', () => {
  it('asks for confirmation first: cancelling sends nothing and gives the focus back', () => {
    renderButton();
    const join = screen.getByRole('button', { name: 'detail.join' });
    join.focus();
    fireEvent.click(join);
    const dialog = screen.getByRole('alertdialog', { name: 'detail.joinTitle' });
    expect(dialog.textContent).toContain('detail.joinText');
    // Not destructive: the focus starts on the confirm button.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'detail.joinConfirm' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'detail.joinCancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(join);
    expect(posts()).toHaveLength(0);
  });

  it('sends the request once confirmed, then shows the success page', async () => {
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'detail.join' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'detail.joinConfirm' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/request/success'));
    // The success page shows only after the request was sent (app/guards/outcome-gate.tsx).
    expect(router.state.location.state).toEqual({ outcome: 'group-requested' });
    expect(posts()).toHaveLength(1);
    expect(JSON.parse(posts()[0]![1].body as string)).toEqual({ idCelula: 5 });
  });

  it('shows a failure in the question, which stays open to try again', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { code: 'INTERNAL_ERROR', message: 'x' }));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'detail.join' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'detail.joinConfirm' })));
    const dialog = await screen.findByRole('alertdialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('detail.failed');
    expect(router.state.location.pathname).toBe('/groups/5');
  });
});
