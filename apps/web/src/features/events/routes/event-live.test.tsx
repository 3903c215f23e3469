import type { TEventDetail } from '@congrega/contract/events';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBootstrapForTests } from '../../../lib/bootstrap.ts';
import { FakeSocket } from '../../../lib/fake-socket.test-helpers.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { testEvent, testTicketType } from '../test-event.ts';
import { Component } from './event-detail.tsx';

const session = vi.hoisted(() => ({
  state: { status: 'member', client: { id: 7, pais: 'BR' }, account: null, roles: [] } as Record<string, unknown>,
}));
vi.mock('../../../lib/session.ts', async (original) => ({
  ...(await original<object>()),
  useSession: () => session.state,
  sessionStore: { getState: () => session.state },
}));

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let event: TEventDetail;
let fetchMock: ReturnType<typeof vi.fn>;
const soldOut = (overrides = {}) => testTicketType({ status: 'esgotado', maxPorCompra: 0, restantes: 0, ...overrides });
const requests = () =>
  fetchMock.mock.calls.map(([input, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(input)}`);

function renderPage() {
  const router = createMemoryRouter([{ path: '/event/:eventId', Component, loader: () => ({ eventId: 5 }) }], {
    initialEntries: ['/event/5'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The page's socket, opened and watching event 5. */
async function watching() {
  await waitFor(() => expect(FakeSocket.all.length).toBeGreaterThan(0));
  const socket = FakeSocket.all.at(-1)!;
  act(() => socket.open());
  expect(socket.sent).toEqual([{ type: 'watch', eventId: 5 }]);
  act(() => socket.push({ type: 'watching', eventId: 5 }));
  return socket;
}

beforeEach(() => {
  setBootstrapForTests({ igreja: { id: 1, slug: 'videira', nome: 'Igreja', moeda: 'BRL' }, metodosPagamento: [], modulos: [] } as never);
  session.state = { status: 'member', client: { id: 7, pais: 'BR' }, account: null, roles: [] };
  FakeSocket.all = [];
  event = testEvent();
  fetchMock = vi.fn(async (_input: unknown, init?: RequestInit) => {
    if (init?.method === 'POST') {
      event = testEvent({
        botao: 'indisponivel',
        ingressos: [soldOut({ listaEspera: { status: 'aguardando', posicao: 3, ofertaExpiraEm: null } })],
      });
      return json(201, { status: 'aguardando', posicao: 3, ofertaExpiraEm: null });
    }
    if (init?.method === 'DELETE') {
      event = testEvent({ botao: 'indisponivel', ingressos: [soldOut()] });
      return json(204, null);
    }
    return json(200, event);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('WebSocket', FakeSocket);
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  setBootstrapForTests(undefined);
});

describe('/event/{eventId}: the waitlist of a sold-out ticket type', () => {
  it('a member joins a sold-out type, sees their place and leaves it', async () => {
    event = testEvent({ botao: 'indisponivel', ingressos: [soldOut()] });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'waitlist.join' }));
    expect(await screen.findByText('waitlist.position')).toBeTruthy();
    expect(requests()).toContain('POST /api/v1/usuario/7/evento/5/ingresso/1/lista-espera');
    fireEvent.click(screen.getByRole('button', { name: 'waitlist.leave' }));
    expect(await screen.findByRole('button', { name: 'waitlist.join' })).toBeTruthy();
    expect(requests()).toContain('DELETE /api/v1/usuario/7/evento/5/ingresso/1/lista-espera');
  });

  it('an offer held for the member says until when and leads to the purchase; types on sale show no waitlist', async () => {
    event = testEvent({
      ingressos: [
        testTicketType({
          restantes: 1,
          maxPorCompra: 1,
          listaEspera: { status: 'oferta', posicao: null, ofertaExpiraEm: '2030-07-01T12:30:00.000Z' },
        }),
        testTicketType({ id: 2, nome: 'Meia' }),
      ],
    });
    renderPage();
    expect(await screen.findByText('waitlist.offer')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'waitlist.buy' }).getAttribute('href')).toBe('/event/5?buyingStep=tickets');
    expect(screen.getAllByRole('button', { name: 'waitlist.leave' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'waitlist.join' })).toBeNull();
  });

  it('asks a visitor to log in to join, coming back to the event', async () => {
    session.state = { status: 'guest', client: null, account: null, roles: [] };
    event = testEvent({ botao: 'indisponivel', ingressos: [soldOut()] });
    renderPage();
    expect((await screen.findByRole('link', { name: 'waitlist.loginToJoin' })).getAttribute('href')).toBe(
      '/access?redirectTo=%2Fevent%2F5',
    );
  });
});

describe('/event/{eventId}: live availability', () => {
  it('updates the stock shown without a reload, keeps the newest frame per type, and sells out live', async () => {
    event = testEvent({ ingressos: [testTicketType({ restantes: 5, maxPorCompra: 4 })] });
    renderPage();
    await screen.findByRole('heading', { name: 'Conferência' });
    const socket = await watching();
    const gets = () => requests().filter((r) => r.startsWith('GET')).length;
    const before = gets();
    act(() =>
      socket.push({
        type: 'availability',
        eventId: 5,
        ingressos: [{ id: 1, esgotado: false, restantes: 2, em: '2030-01-01T10:00:00.000001Z' }],
      }),
    );
    expect(queryClient.getQueriesData<TEventDetail>({ queryKey: ['events'] })[0]![1]!.ingressos[0]).toMatchObject({
      restantes: 2,
      maxPorCompra: 2,
    });
    // An older frame arriving late changes nothing; another event's is not ours.
    act(() =>
      socket.push({
        type: 'availability',
        eventId: 5,
        ingressos: [{ id: 1, esgotado: false, restantes: 4, em: '2030-01-01T09:59:59.000000Z' }],
      }),
    );
    act(() =>
      socket.push({
        type: 'availability',
        eventId: 6,
        ingressos: [{ id: 1, esgotado: true, restantes: 0, em: '2030-01-01T11:00:00.000000Z' }],
      }),
    );
    expect(queryClient.getQueriesData<TEventDetail>({ queryKey: ['events'] })[0]![1]!.ingressos[0]!.restantes).toBe(2);
    expect(gets()).toBe(before);

    // Sold out: shown at once (the join button appears), and the detail is asked again (the button may change).
    event = testEvent({ botao: 'indisponivel', ingressos: [soldOut()] });
    act(() =>
      socket.push({
        type: 'availability',
        eventId: 5,
        ingressos: [{ id: 1, esgotado: true, restantes: 0, em: '2030-01-01T10:00:01.000000Z' }],
      }),
    );
    expect(await screen.findByText('status.esgotado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'waitlist.join' })).toBeTruthy();
    await waitFor(() => expect(gets()).toBe(before + 1));
  });

  it('falls back quietly when the socket is refused: no message, the API is asked again now and then', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Conferência' });
    const socket = await watching();
    act(() => socket.drop(4403));
    expect(screen.queryByRole('alert')).toBeNull();
    const query = queryClient.getQueryCache().findAll({ queryKey: ['events'] })[0]!;
    await waitFor(() => expect(query.observers[0]!.options.refetchInterval).toBe(30_000));
  });
});
