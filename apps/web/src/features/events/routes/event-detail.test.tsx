import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBootstrapForTests } from '../../../lib/bootstrap.ts';
import { FakeSocket } from '../../../lib/fake-socket.test-helpers.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { TEventDetail } from '@congrega/contract/events';
import { PURCHASE_KEY } from '../lib/purchase-store.ts';
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
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let router: ReturnType<typeof createMemoryRouter>;
let event: TEventDetail;

function renderAt(url: string) {
  router = createMemoryRouter(
    [
      { path: '/event/:eventId', Component, loader: () => ({ eventId: 5 }) },
      { path: '/checkout', Component: () => <p>checkout</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const stored = () => JSON.parse(sessionStorage.getItem(PURCHASE_KEY)!) as { quantities: object; holders: Array<{ name: string }> };
const search = () => router.state.location.search;

beforeEach(() => {
  setBootstrapForTests({ igreja: { id: 1, slug: 'videira', nome: 'Igreja', moeda: 'BRL' }, metodosPagamento: [], modulos: [] } as never);
  session.state = { status: 'member', client: { id: 7, pais: 'BR' }, account: null, roles: [] };
  sessionStorage.clear();
  event = testEvent();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(200, event)),
  );
  // The live availability socket (routes/event-live.test.tsx drives it): never a real connection here.
  vi.stubGlobal('WebSocket', FakeSocket);
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  setBootstrapForTests(undefined);
});

describe('/event/{eventId} purchase steps', () => {
  it('walks tickets -> holders (ticket n of m) -> review in the URL, keeping every keystroke in session storage', async () => {
    renderAt('/event/5');
    fireEvent.click(await screen.findByRole('link', { name: 'button.inscrever' }));
    await waitFor(() => expect(search()).toBe('?buyingStep=tickets'));
    fireEvent.click(await screen.findByRole('button', { name: 'tickets.more' }));
    fireEvent.click(screen.getByRole('button', { name: 'tickets.more' }));
    expect(stored().quantities).toEqual({ '1': 2 });
    fireEvent.click(screen.getByRole('button', { name: 'steps.continue' }));
    await waitFor(() => expect(search()).toBe('?buyingStep=holders&fillTicket=1'));

    // Continue with nothing typed: each missing field says so and the first takes the focus.
    fireEvent.click(await screen.findByRole('button', { name: 'steps.nextTicket' }));
    const name = screen.getByRole('textbox', { name: /holders.name/ });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(screen.getAllByText('validation.required')).toHaveLength(2);
    fireEvent.change(name, { target: { value: 'Ana' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Igreja de origem/ }), { target: { value: 'Videira' } });
    expect(stored().holders[0]!.name).toBe('Ana');
    fireEvent.click(screen.getByRole('button', { name: 'steps.nextTicket' }));
    await waitFor(() => expect(search()).toBe('?buyingStep=holders&fillTicket=2'));
    const holderName = () => (screen.getByRole('textbox', { name: /holders.name/ }) as HTMLInputElement).value;
    await waitFor(() => expect(holderName()).toBe(''));

    // Back keeps what was typed.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(holderName()).toBe('Ana'));
    await act(() => router.navigate(1));
    await waitFor(() => expect(holderName()).toBe(''));
    fireEvent.change(screen.getByRole('textbox', { name: /holders.name/ }), { target: { value: 'Bia' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Igreja de origem/ }), { target: { value: 'Graça' } });
    fireEvent.click(screen.getByRole('button', { name: 'steps.continue' }));
    await waitFor(() => expect(search()).toBe('?buyingStep=review'));
    // The URL changes before the review step renders: wait for the step itself, not for the address.
    expect(await screen.findByText('Ana')).toBeTruthy();
    expect(screen.getByText('Bia')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'steps.toPayment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('asks a yes/no question as a radio pair, required before going on, answered sim or nao', async () => {
    event = testEvent({
      ingressos: [
        testTicketType({ perguntas: [{ id: 12, texto: 'Precisa de transporte?', tipo: 'simNao', opcoes: [], obrigatoria: true }] }),
      ],
    });
    sessionStorage.setItem(
      PURCHASE_KEY,
      JSON.stringify({
        eventId: 5,
        quantities: { '1': 1 },
        holders: [{ ticketTypeId: 1, name: 'Ana', answers: {} }],
        termsAccepted: false,
      }),
    );
    renderAt('/event/5?buyingStep=holders&fillTicket=1');
    const group = await screen.findByRole('group', { name: /Precisa de transporte/ });
    const yes = screen.getByRole('radio', { name: 'holders.sim' });
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['sim', 'nao']);
    fireEvent.click(screen.getByRole('button', { name: 'steps.continue' }));
    await waitFor(() => expect(document.activeElement).toBe(yes));
    expect(group.textContent).toContain('validation.required');
    fireEvent.click(screen.getByRole('radio', { name: 'holders.nao' }));
    expect(stored().holders[0]).toMatchObject({ answers: { '12': 'nao' } });
    fireEvent.click(screen.getByRole('button', { name: 'steps.continue' }));
    await waitFor(() => expect(search()).toBe('?buyingStep=review'));
  });

  it('restores the step and the draft after a reload, and sends a step not reached yet back', async () => {
    sessionStorage.setItem(
      PURCHASE_KEY,
      JSON.stringify({
        eventId: 5,
        quantities: { '1': 2 },
        holders: [
          { ticketTypeId: 1, name: 'Ana', answers: { '11': 'x' } },
          { ticketTypeId: 1, name: 'Bia', answers: {} },
        ],
        termsAccepted: false,
      }),
    );
    renderAt('/event/5?buyingStep=holders&fillTicket=2');
    expect(((await screen.findByRole('textbox', { name: /holders.name/ })) as HTMLInputElement).value).toBe('Bia');
    cleanup();
    renderAt('/event/5?buyingStep=review');
    await waitFor(() => expect(search()).toBe('?buyingStep=holders&fillTicket=2'));
    cleanup();
    sessionStorage.clear();
    renderAt('/event/5?buyingStep=review');
    await waitFor(() => expect(search()).toBe('?buyingStep=tickets'));
  });

  it('asks for the terms on the review before the payment', async () => {
    event = testEvent({ termos: 'Sem reembolso.' });
    sessionStorage.setItem(
      PURCHASE_KEY,
      JSON.stringify({
        eventId: 5,
        quantities: { '1': 1 },
        holders: [{ ticketTypeId: 1, name: 'Ana', answers: { '11': 'x' } }],
        termsAccepted: false,
      }),
    );
    renderAt('/event/5?buyingStep=review');
    fireEvent.click(await screen.findByRole('button', { name: 'steps.toPayment' }));
    expect(await screen.findByText('validation.acceptTerms')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'review.accept' }));
    fireEvent.click(screen.getByRole('button', { name: 'steps.toPayment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('shows a returned purchase why it is back, with the acknowledge button before going on', async () => {
    sessionStorage.setItem(
      PURCHASE_KEY,
      JSON.stringify({ eventId: 5, quantities: { '1': 1 }, holders: [{ ticketTypeId: 1, name: '', answers: {} }], termsAccepted: false }),
    );
    renderAt('/event/5');
    await screen.findByRole('heading', { name: 'Conferência' });
    await act(() =>
      router.navigate('/event/5?buyingStep=tickets', {
        state: { notice: { kind: 'ticketUnavailable', message: 'Este ingresso não está mais disponível.' } },
      }),
    );
    expect(await screen.findByText('Este ingresso não está mais disponível.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'steps.continue' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'notice.acknowledge' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'steps.continue' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('asks a visitor to log in, coming back to the same step, unless the event takes guests', async () => {
    session.state = { status: 'guest', client: null, account: null, roles: [] };
    renderAt('/event/5?buyingStep=tickets');
    expect(await screen.findByText('login.needed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'login.enter' }).getAttribute('href')).toBe(
      '/access?redirectTo=%2Fevent%2F5%3FbuyingStep%3Dtickets',
    );
    cleanup();
    queryClient.clear();
    event = testEvent({ flagConvidado: true });
    renderAt('/event/5?buyingStep=tickets');
    expect(await screen.findByRole('button', { name: 'tickets.more' })).toBeTruthy();
  });

  it('shows each ticket type with its live status, and the detail button of the state the server gives', async () => {
    event = testEvent({
      botao: 'encerrado',
      ingressos: [
        testTicketType({ status: 'esgotado', maxPorCompra: 0 }),
        testTicketType({ id: 2, nome: 'Meia', status: 'disponivel', restantes: 3 }),
      ],
    });
    renderAt('/event/5');
    expect(await screen.findByRole('button', { name: 'button.encerrado' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: 'button.otherEvents' }).getAttribute('href')).toBe('/event');
    expect(screen.getByText('status.esgotado')).toBeTruthy();
    expect(screen.getByText(/status\.left/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /detail.map/ }).getAttribute('href')).toBe('https://maps.example/x');
  });

  it('links the event’s calendar file and shares the event page (Web Share, else the address copied)', async () => {
    renderAt('/event/5');
    const calendar = await screen.findByRole('link', { name: 'detail.addToCalendar' });
    expect(calendar.getAttribute('href')).toBe(`/api/v1/evento/${event.id}/calendario.ics`);
    expect(calendar.getAttribute('download')).toBe(`evento-${event.id}.ics`);
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    fireEvent.click(screen.getByRole('button', { name: 'detail.share' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith(
        expect.objectContaining({ title: event.titulo, url: `${window.location.origin}/event/${event.id}` }),
      ),
    );
    // Without Web Share: the address goes to the clipboard and the copy is announced.
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    fireEvent.click(screen.getByRole('button', { name: 'detail.share' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/event/${event.id}`));
    expect(await screen.findByText('share.copied')).toBeTruthy();
  });
});
