import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBootstrapForTests } from '../../../lib/bootstrap.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { LeaderRequests } from './leader-requests.tsx';

const session = vi.hoisted(() => ({ state: { status: 'member', account: { id: 7 }, client: null, roles: [] } as Record<string, unknown> }));
vi.mock('../../../lib/session.ts', async (original) => ({ ...(await original<object>()), useSession: () => session.state }));

const REQUEST = {
  id: 31,
  idCelula: 5,
  status: 'pendente',
  dataCadastro: '2026-11-25T18:00:00.000Z',
  nome: 'Rui Lopes',
  email: 'rui@example.com',
  telefone: null,
  mensagem: null,
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
let pending: (typeof REQUEST)[];

const answers = () => (fetchMock.mock.calls as Array<[string, RequestInit]>).filter(([, init]) => init?.method === 'PUT');

beforeEach(() => {
  setBootstrapForTests({ igreja: { id: 1, slug: 'videira', nome: 'Igreja', moeda: 'BRL' } } as never);
  pending = [REQUEST];
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      pending = [];
      return json(200, { id: 31, idCelula: 5, status: JSON.parse(init.body as string).status, dataCadastro: REQUEST.dataCadastro });
    }
    if (url.includes('/solicitacao/')) return json(200, { solicitacoes: pending });
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

async function renderRequests() {
  render(
    <QueryClientProvider client={queryClient}>
      <LeaderRequests groupId={5} />
    </QueryClientProvider>,
  );
  return screen.findByRole('button', { name: 'requests.decline' });
}

describe("a group leader's pending requests", () => {
  it('declines only after a confirmation; cancelling answers nothing and gives the focus back', async () => {
    const decline = await renderRequests();
    decline.focus();
    fireEvent.click(decline);
    const dialog = screen.getByRole('alertdialog', { name: 'requests.declineTitle' });
    expect(dialog.textContent).toContain('requests.declineText');
    // Destructive: the focus starts on the safe choice.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'requests.declineCancel' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(decline);
    expect(answers()).toHaveLength(0);
  });

  it('declines once confirmed, says so, and puts the focus on the list heading as the request leaves', async () => {
    fireEvent.click(await renderRequests());
    await act(async () => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'requests.decline' })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(answers()).toHaveLength(1);
    expect(JSON.parse(answers()[0]![1].body as string)).toEqual({ status: 'recusada' });
    expect(screen.getByRole('status').textContent).toBe('requests.declined');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'requests.title' }));
    expect(await screen.findByText('requests.empty')).toBeTruthy();
  });

  it('accepts at once, without a question', async () => {
    await renderRequests();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'requests.accept' })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(answers()).toHaveLength(1));
    expect(JSON.parse(answers()[0]![1].body as string)).toEqual({ status: 'aceita' });
  });
});
