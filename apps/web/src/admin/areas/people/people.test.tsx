import type { TPersonProfile, TPersonSummary } from '@congrega/contract/admin/people';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { PeopleScreen } from './people-screen.tsx';
import { PersonScreen } from './person-screen.tsx';

const context = consoleContext([heldGrant('people', 'view')]);

const person = (id: number, over: Partial<TPersonSummary> = {}): TPersonSummary => ({
  usuarioId: id,
  nome: `Pessoa ${String(id).padStart(2, '0')}`,
  email: `p${id}@videira.demo`,
  telefone: id % 2 ? '(11) 98888-0000' : null,
  congregacao: id % 2 ? { id: 4, nome: 'Sede' } : null,
  flagAtivo: id !== 2,
  criadoEm: '2026-03-09T15:00:00.000Z',
  ...over,
});
const PEOPLE = Array.from({ length: 65 }, (_, i) => person(i + 1));
const profile: TPersonProfile = {
  ...person(7, { nome: 'Ana Lima' }),
  sobrenome: 'Lima',
  cpf: '123.456.789-09',
  dataNascimento: '1990-05-04',
  sexo: 'F',
  estadoCivil: 'casado',
  ocupacao: null,
  endereco: {
    cep: '01001-000',
    logradouro: 'Praça da Sé',
    numero: '100',
    complemento: null,
    bairro: 'Sé',
    cidade: 'São Paulo',
    estado: 'SP',
    pais: 'Brasil',
  },
  camposPersonalizados: { Batismo: '2010' },
  roles: ['ROLE_USER'],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
const requested = () => (fetchMock.mock.calls as [string][]).map(([url]) => new URL(url, 'http://admin.localhost'));

/** The server's People endpoints over PEOPLE: name or e-mail contains `q`, congregation, pages of `limit`. */
function serve() {
  fetchMock.mockImplementation(async (raw: string) => {
    const url = new URL(raw, 'http://admin.localhost');
    if (url.pathname === '/api/v1/admin/videira/people/7') return json(200, profile);
    if (url.pathname === '/api/v1/admin/videira/people/export')
      return new Response('\uFEFFid,nome\r\n', { status: 200, headers: { 'content-type': 'text/csv' } });
    if (url.pathname.startsWith('/api/v1/admin/videira/people/'))
      return json(404, { code: 'PERSON_NOT_FOUND', message: 'Person not found.' });
    if (url.pathname === '/api/v1/admin/videira/people') {
      const q = url.searchParams.get('q')?.toLowerCase();
      const congregation = url.searchParams.get('congregacao');
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 30);
      const found = PEOPLE.filter(
        (p) =>
          (!q || p.nome.toLowerCase().includes(q) || p.email.includes(q)) && (!congregation || String(p.congregacao?.id) === congregation),
      );
      if (url.searchParams.get('dir') === 'desc') found.reverse();
      const congregacoes = [
        { id: 5, nome: 'Norte' },
        { id: 4, nome: 'Sede' },
      ];
      return json(200, { itens: found.slice((page - 1) * limit, page * limit), page, limit, total: found.length, congregacoes });
    }
    return json(404, {});
  });
}

function renderAt(url: string) {
  return renderConsole(
    url,
    [
      { path: 'people', element: <PeopleScreen /> },
      { path: 'people/:id', element: <PersonScreen /> },
    ],
    context,
  );
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.querySelector('a')!.textContent);

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  serve();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('People list', () => {
  it('asks the server for the first page and pages through the total it counts', async () => {
    const router = renderAt('/en/videira/people');
    expect(await screen.findByRole('link', { name: 'Pessoa 01' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(31);
    expect(requested().at(-1)!.search).toBe('?page=1&limit=30');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'kit.next' })));
    expect(await screen.findByRole('link', { name: 'Pessoa 31' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(requested().at(-1)!.searchParams.get('page')).toBe('2');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'kit.next' })));
    await screen.findByRole('link', { name: 'Pessoa 61' });
    expect(names()).toHaveLength(5);
    expect((screen.getByRole('button', { name: 'kit.next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends the search to the server, back on page 1, and says when nobody matches', async () => {
    const router = renderAt('/en/videira/people?page=2');
    await screen.findByRole('link', { name: 'Pessoa 31' });
    const search = screen.getByRole('searchbox', { name: 'people.search' });
    expect(search.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'pessoa 1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'kit.applyFilters' })));
    expect(await screen.findByRole('link', { name: 'Pessoa 10' })).toBeTruthy();
    expect(router.state.location.search).toBe('?q=pessoa+1');
    const last = requested().at(-1)!;
    expect([last.searchParams.get('q'), last.searchParams.get('page')]).toEqual(['pessoa 1', '1']);
    expect(names()).toEqual(Array.from({ length: 10 }, (_, i) => `Pessoa ${10 + i}`));
    fireEvent.change(screen.getByRole('searchbox', { name: 'people.search' }), { target: { value: 'nobody' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'kit.applyFilters' })));
    expect(await screen.findByText('people.noMatch')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'kit.downloadCsv' })).toBeNull();
  });

  it('filters by one of the church’s congregations (or a row’s), keeps it through a new search and drops it on request', async () => {
    const router = renderAt('/en/videira/people');
    await screen.findByRole('link', { name: 'Pessoa 01' });
    const choices = () => screen.getByRole('combobox', { name: 'people.congregation' }) as HTMLSelectElement;
    expect([...choices().options].map((o) => o.text)).toEqual(['people.allCongregations', 'Norte', 'Sede']);
    fireEvent.change(choices(), { target: { value: '4' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'kit.applyFilters' })));
    await vi.waitFor(() => expect(requested().at(-1)!.searchParams.get('congregacao')).toBe('4'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'people.search' }), { target: { value: 'pessoa 2' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'kit.applyFilters' })));
    await screen.findByRole('link', { name: 'Pessoa 21' });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ q: 'pessoa 2', congregacao: '4' });
    expect(choices().value).toBe('4');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'kit.clearFilters' })));
    expect(router.state.location.search).toBe('');
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: /^Sede/ })[0]!));
    expect(router.state.location.search).toBe('?congregacao=4');
  });

  it('asks the server for the order of the column headers: name either way, or when they joined', async () => {
    const router = renderAt('/en/videira/people');
    await screen.findByRole('link', { name: 'Pessoa 01' });
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
    expect(header('people.name').getAttribute('aria-sort')).toBe('ascending');
    await act(async () => fireEvent.click(within(header('people.name')).getByRole('button')));
    expect(await screen.findByRole('link', { name: 'Pessoa 65' })).toBeTruthy();
    expect(header('people.name').getAttribute('aria-sort')).toBe('descending');
    expect(requested().at(-1)!.searchParams.get('dir')).toBe('desc');
    await act(async () => fireEvent.click(within(header('people.since')).getByRole('button')));
    await vi.waitFor(() => expect(requested().at(-1)!.searchParams.get('sort')).toBe('joined'));
    expect(router.state.location.search).toBe('?sort=criadoEm&dir=asc');
    expect(header('people.since').getAttribute('aria-sort')).toBe('ascending');
  });

  it('downloads the CSV through the server’s export of the same filters (not the page)', async () => {
    const createObjectURL = vi.fn(() => 'blob:people');
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAt('/en/videira/people?q=pessoa&congregacao=4&page=2');
    await screen.findByRole('link', { name: 'Pessoa 61' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'kit.downloadCsv' })));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const exported = requested().find((u) => u.pathname.endsWith('/export'))!;
    expect(exported.search).toBe('?q=pessoa&congregacao=4');
    expect(click).toHaveBeenCalled();
    click.mockRestore();
    Object.assign(URL, saved);
  });

  it('shows the load failure with a retry instead of an empty list', async () => {
    fetchMock.mockImplementation(async () => json(500, { code: 'INTERNAL_ERROR', message: 'Broken.' }));
    renderAt('/en/videira/people');
    expect(await screen.findByText('error.generic')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'error.retry' })).toBeTruthy();
    expect(screen.queryByText('people.empty')).toBeNull();
  });

  it('opens a profile from the name, and comes back to the same search', async () => {
    const router = renderAt('/en/videira/people?q=pessoa');
    fireEvent.click(await screen.findByRole('link', { name: 'Pessoa 07' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Lima' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/videira/people/7');
    fireEvent.click(screen.getByRole('link', { name: 'people.back' }));
    expect(await screen.findByRole('link', { name: 'Pessoa 07' })).toBeTruthy();
    expect(router.state.location.search).toBe('?q=pessoa');
  });
});

describe('A person’s profile', () => {
  it('shows what the server answers in sections: contact, personal data (CPF as given), address, church, own fields', async () => {
    renderAt('/en/videira/people/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Lima' })).toBeTruthy();
    const section = (name: string) => within(screen.getByRole('region', { name }));
    expect(section('people.contact').getByRole('link', { name: 'p7@videira.demo' }).getAttribute('href')).toBe('mailto:p7@videira.demo');
    expect(section('people.contact').getByText('(11) 98888-0000')).toBeTruthy();
    expect(section('people.personal').getByText('123.456.789-09')).toBeTruthy();
    expect(section('people.personal').getByText('May 4, 1990')).toBeTruthy();
    expect(section('people.personal').getByText('F')).toBeTruthy();
    expect(section('people.personal').getByText('casado')).toBeTruthy();
    expect(section('people.personal').getByText('people.notGiven')).toBeTruthy();
    expect(section('people.address').getByText('Praça da Sé, 100')).toBeTruthy();
    expect(section('people.address').getByText('São Paulo – SP')).toBeTruthy();
    expect(section('people.atChurch').getByText('Sede')).toBeTruthy();
    expect(section('people.atChurch').getByText('Mar 9, 2026')).toBeTruthy();
    expect(section('people.atChurch').getByText('ROLE_USER')).toBeTruthy();
    expect(section('people.customFields').getByText('Batismo')).toBeTruthy();
    // The profile and its household, card, registrations and activity sections' own calls (person-sections.test.tsx), never the health notes.
    expect(requested().map((u) => u.pathname)).toEqual([
      '/api/v1/admin/videira/people/7',
      '/api/v1/admin/videira/people/7/household',
      '/api/v1/admin/videira/people/7/card',
      '/api/v1/admin/videira/people/7/registrations',
      '/api/v1/admin/videira/people/7/activity',
    ]);
  });

  it('says not found for a member the server does not know, and asks nothing for an id that cannot be one', async () => {
    renderAt('/en/videira/people/8');
    expect(await screen.findByRole('heading', { level: 1, name: 'people.notFound' })).toBeTruthy();
    expect(screen.getByText('people.notFoundBody')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'error.retry' })).toBeNull();
    cleanup();
    fetchMock.mockClear();
    renderAt('/en/videira/people/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'people.notFound' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
