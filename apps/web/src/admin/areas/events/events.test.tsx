import type { TEventListItem } from '@congrega/contract/admin/event-list';
import type { TEventRegistrationPage, TEventRegistrationSummary } from '@congrega/contract/admin/event-registrations';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { EventsScreen } from './events-screen.tsx';
import { RegistrationsScreen } from './registrations-screen.tsx';

const context = consoleContext([heldGrant('events', 'view')]);

const event = (id: number, over: Partial<TEventListItem> = {}): TEventListItem => ({
  id,
  titulo: `Evento ${String(id).padStart(2, '0')}`,
  dataInicio: '2026-12-20T22:00:00.000Z',
  dataFim: '2026-12-21T01:00:00.000Z',
  localNome: id === 1 ? 'Salão' : null,
  ativo: id !== 3,
  encerrado: false,
  vendidos: id,
  capacidade: 100,
  inscricoes: id,
  ...over,
});
const EVENTS = Array.from({ length: 35 }, (_, i) => event(i + 1));

const registration = (id: number, over: Partial<TEventRegistrationSummary> = {}): TEventRegistrationSummary => ({
  id,
  status: 'confirmada',
  comprador: { usuarioId: 5, nome: `Comprador ${id}`, email: `c${id}@videira.demo` },
  moeda: 'BRL',
  valor: 10_000,
  pago: true,
  pagamento: { id: 40 + id, codigo: `P${id}`, status: 'aprovado', metodo: 'pix', total: 10_000, estornado: 0 },
  bilhetes: [{ id: 100 + id, titular: `Titular ${id}`, tipo: { id: 7, nome: 'Adulto' }, respostas: [], checkinEm: null }],
  criadoEm: '2026-11-02T12:00:00.000Z',
  ...over,
});
const PAGE: TEventRegistrationPage = {
  evento: { id: 1, titulo: 'Retiro', dataInicio: '2026-12-20T22:00:00.000Z', dataFim: '2026-12-21T01:00:00.000Z' },
  itens: [registration(2, { status: 'pendente', pago: false }), registration(1)],
  page: 1,
  limit: 30,
  total: 2,
  moeda: 'BRL',
  tipos: [
    {
      id: 7,
      nome: 'Adulto',
      preco: 10_000,
      quantidade: 50,
      vendidos: 1,
      reservados: 1,
      confirmados: 1,
      pendentes: 1,
      checkins: 0,
      bruto: 10_000,
      taxas: 0,
      estornado: 0,
    },
    {
      id: 8,
      nome: 'Criança',
      preco: 5_000,
      quantidade: 20,
      vendidos: 0,
      reservados: 0,
      confirmados: 0,
      pendentes: 0,
      checkins: 0,
      bruto: 0,
      taxas: 0,
      estornado: 0,
    },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
const requested = () => (fetchMock.mock.calls as [string][]).map(([url]) => new URL(url, 'http://admin.localhost'));

/** The server's events list over EVENTS (title contains `q`, pages of `limit`) and event 1's registrations. */
function serve() {
  fetchMock.mockImplementation(async (raw: string) => {
    const url = new URL(raw, 'http://admin.localhost');
    if (url.pathname === '/api/v1/admin/videira/events') {
      const q = url.searchParams.get('q')?.toLowerCase();
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 30);
      const found = EVENTS.filter((e) => !q || e.titulo.toLowerCase().includes(q));
      return json(200, { itens: found.slice((page - 1) * limit, page * limit), page, limit, total: found.length });
    }
    if (url.pathname === '/api/v1/admin/videira/events/1/registrations/export')
      return new Response('\uFEFFinscricao\r\n', { status: 200, headers: { 'content-type': 'text/csv' } });
    if (url.pathname === '/api/v1/admin/videira/events/1/registrations') {
      const status = url.searchParams.get('status');
      return json(200, { ...PAGE, itens: PAGE.itens.filter((r) => !status || r.status === status), total: status ? 1 : 2 });
    }
    return json(404, { code: 'EVENT_NOT_FOUND', message: 'Event not found.' });
  });
}

function renderAt(url: string) {
  return renderConsole(
    url,
    [
      { path: 'events', element: <EventsScreen /> },
      { path: 'events/:eventId/registrations', element: <RegistrationsScreen /> },
    ],
    context,
  );
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  serve();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Events list', () => {
  it('asks for the coming events page by page, with sold of capacity, registrations and the state', async () => {
    const router = renderAt('/en/videira/events');
    expect(await screen.findByRole('link', { name: 'Evento 01' })).toBeTruthy();
    expect(requested().at(-1)!.search).toBe('?estado=upcoming&page=1&limit=30');
    const first = screen.getAllByRole('row')[1]!;
    expect(within(first).getByText('Salão')).toBeTruthy();
    expect(within(first).getByText('events.soldOf')).toBeTruthy();
    expect(within(screen.getAllByRole('row')[3]!).getByText('events.inactive')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'kit.next' })));
    expect(await screen.findByRole('link', { name: 'Evento 31' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('sends the search and the state to the server, back on page 1, and says when nothing matches', async () => {
    const router = renderAt('/en/videira/events?page=2');
    await screen.findByRole('link', { name: 'Evento 31' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'events.search' }), { target: { value: 'evento 1' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'events.state' }), { target: { value: 'past' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'kit.applyFilters' })));
    await screen.findByRole('link', { name: 'Evento 10' });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ q: 'evento 1', estado: 'past' });
    const last = requested().at(-1)!;
    expect([last.searchParams.get('q'), last.searchParams.get('estado'), last.searchParams.get('page')]).toEqual(['evento 1', 'past', '1']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'events.search' }), { target: { value: 'nada' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'kit.applyFilters' })));
    expect(await screen.findByText('events.noMatch')).toBeTruthy();
  });

  it('offers "New event" and "Edit" per row with events edit; events view gets each event’s details only', async () => {
    renderConsole('/en/videira/events', [{ path: 'events', element: <EventsScreen /> }], consoleContext([heldGrant('events', 'edit')]));
    expect((await screen.findByRole('link', { name: 'events.new' })).getAttribute('href')).toBe('/en/videira/events/new');
    await screen.findByRole('link', { name: 'Evento 01' });
    const first = screen.getAllByRole('row')[1]!;
    expect(
      within(first)
        .getByRole('link', { name: /events\.edit/ })
        .getAttribute('href'),
    ).toBe('/en/videira/events/1/edit');
    cleanup();
    renderAt('/en/videira/events');
    await screen.findByRole('link', { name: 'Evento 01' });
    expect(screen.queryByRole('link', { name: 'events.new' })).toBeNull();
    expect(within(screen.getAllByRole('row')[1]!).getByRole('link', { name: /events\.details/ })).toBeTruthy();
  });

  it('opens an event’s registrations from its title', async () => {
    const router = renderAt('/en/videira/events');
    fireEvent.click(await screen.findByRole('link', { name: 'Evento 01' }));
    expect(router.state.location.pathname).toBe('/en/videira/events/1/registrations');
    expect(await screen.findByRole('heading', { name: 'Retiro' })).toBeTruthy();
  });
});

describe('Event registrations', () => {
  it('shows the per-type counts, the registrations with their holders, and links each to its detail', async () => {
    renderAt('/en/videira/events/1/registrations');
    expect(await screen.findByRole('heading', { name: 'Retiro' })).toBeTruthy();
    const types = screen.getByRole('table', { name: 'registrations.byType' });
    expect(within(types).getAllByRole('row')).toHaveLength(3);
    expect(within(types).getByText('Criança')).toBeTruthy();
    const list = screen.getByRole('table', { name: 'registrations.title' });
    const link = within(list).getByRole('link', { name: 'Comprador 1' });
    expect(link.getAttribute('href')).toBe('/en/videira/events/1/registrations/1');
    expect(within(list).getByText('Titular 2')).toBeTruthy();
    expect(within(list).getByText('people.registrations.statuses.pendente')).toBeTruthy();
  });

  it('sends every filter to the server, offers the event’s ticket types, and exports the same filters as CSV', async () => {
    const createObjectURL = vi.fn(() => 'blob:regs');
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const router = renderAt('/en/videira/events/1/registrations');
    await screen.findByRole('link', { name: 'Comprador 1' });
    const type = screen.getByRole('combobox', { name: 'registrations.ticketType' }) as HTMLSelectElement;
    expect([...type.options].map((o) => o.text)).toEqual(['registrations.any', 'Adulto', 'Criança']);
    fireEvent.change(screen.getByRole('combobox', { name: 'registrations.status' }), { target: { value: 'pendente' } });
    fireEvent.change(type, { target: { value: '7' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'registrations.method' }), { target: { value: 'pix' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'registrations.paidFilter' }), { target: { value: 'false' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'registrations.checkinFilter' }), { target: { value: 'false' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'registrations.search' }), { target: { value: 'titular' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'kit.applyFilters' })));
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Comprador 1' })).toBeNull());
    const filters = { q: 'titular', status: 'pendente', ingresso: '7', metodo: 'pix', pago: 'false', checkin: 'false' };
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(filters);
    expect(Object.fromEntries(requested().at(-1)!.searchParams)).toEqual({ ...filters, page: '1', limit: '30' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'kit.downloadCsv' })));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const exported = requested().find((u) => u.pathname.endsWith('/export'))!;
    expect(Object.fromEntries(exported.searchParams)).toEqual(filters);
    click.mockRestore();
    Object.assign(URL, saved);
  });

  it('says not found for an event the server does not give (another church’s, another scope’s) or an id that is none', async () => {
    renderAt('/en/videira/events/2/registrations');
    expect(await screen.findByRole('heading', { name: 'registrations.eventNotFound' })).toBeTruthy();
    cleanup();
    renderAt('/en/videira/events/abc/registrations');
    expect(await screen.findByRole('heading', { name: 'registrations.eventNotFound' })).toBeTruthy();
  });
});
