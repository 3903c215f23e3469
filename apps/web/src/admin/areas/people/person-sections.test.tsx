import type { TPersonProfile } from '@congrega/contract/admin/people';
import type { THeldGrant } from '@congrega/contract/admin/grants';
import type { TPersonCard } from '@congrega/contract/admin/person-card';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests } from '../../kit/toasts.tsx';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { PersonScreen } from './person-screen.tsx';

const profile: TPersonProfile = {
  usuarioId: 7,
  nome: 'Ana Lima',
  email: 'ana@videira.demo',
  telefone: null,
  congregacao: null,
  flagAtivo: true,
  criadoEm: '2026-03-09T15:00:00.000Z',
  sobrenome: 'Lima',
  cpf: null,
  dataNascimento: null,
  sexo: null,
  estadoCivil: null,
  ocupacao: null,
  endereco: { cep: null, logradouro: null, numero: null, complemento: null, bairro: null, cidade: null, estado: null, pais: null },
  camposPersonalizados: {},
  roles: [],
};
const issued: TPersonCard = {
  numeroMembro: '2026-0001',
  dataBatismo: null,
  cargo: 'Diaconisa',
  responsavel: null,
  validade: '2027-12-31',
  flagAtivo: true,
  valida: true,
  criadoEm: '2026-12-02T12:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
let card: TPersonCard | null;
let sent: { method: string; path: string; body: unknown }[];

/** The profile, and the card endpoints over `card` (PUT answers the card saved, revoke the revoked card). */
function serve() {
  fetchMock.mockImplementation(async (raw: string, init: RequestInit = {}) => {
    const url = new URL(raw, 'http://admin.localhost');
    const method = init.method ?? 'GET';
    if (url.pathname === '/api/v1/admin/videira/people/7') return json(200, profile);
    if (url.pathname === '/api/v1/admin/videira/people/7/household') {
      sent.push({ method, path: url.pathname, body: undefined });
      return json(200, { criancas: [{ id: 3, nome: 'Davi', dataNascimento: '2019-04-02', sexo: 'M' }] });
    }
    if (url.pathname === '/api/v1/admin/videira/people/7/registrations')
      return json(200, {
        itens: [
          {
            id: 11,
            evento: { id: 2, titulo: 'Retiro', dataInicio: '2026-12-12T12:00:00.000Z' },
            status: 'confirmada',
            bilhetes: 2,
            pagamento: { id: 81, codigo: 'PABC123' },
            criadoEm: '2026-11-30T12:00:00.000Z',
          },
        ],
      });
    if (url.pathname === '/api/v1/admin/videira/people/7/activity')
      return json(200, {
        ultimoAcesso: '2026-11-29T12:00:00.000Z',
        celulas: [{ id: 4, nome: 'Célula Centro', desde: '2026-02-01T12:00:00.000Z' }],
        inscricoes: { total: 2, ultima: '2026-11-30T12:00:00.000Z' },
        planosLeitura: { iniciados: 0, concluidos: 0, ultimoInicio: null },
      });
    if (url.pathname === '/api/v1/admin/videira/people/7/household/care') {
      sent.push({ method, path: url.pathname, body: undefined });
      return json(200, { criancas: [{ id: 3, nome: 'Davi', alergias: 'Amendoim', cuidados: null }] });
    }
    if (url.pathname.startsWith('/api/v1/admin/videira/people/7/card')) {
      sent.push({ method, path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'PUT') card = { ...issued, ...(JSON.parse(String(init.body)) as object) } as TPersonCard;
      if (method === 'POST') card = { ...card!, flagAtivo: false, valida: false };
      return json(200, { carteirinha: card });
    }
    return json(404, { code: 'PERSON_NOT_FOUND', message: 'Person not found.' });
  });
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  card = null;
  sent = [];
  resetToastsForTests();
  serve();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = (action: 'view' | 'edit' | 'admin', ...more: THeldGrant[]) =>
  renderConsole(
    '/en/videira/people/7',
    [{ path: 'people/:id', element: <PersonScreen /> }],
    consoleContext([heldGrant('people', action), ...more]),
  );
const section = async () => within(await screen.findByRole('region', { name: 'people.card.title' }));

describe('The member card on a profile', () => {
  it('with people view only: shows the card as the server answers it, with no button', async () => {
    card = { ...issued, validade: '2020-01-31', valida: false };
    render('view');
    const region = await section();
    expect(await region.findByText('2026-0001')).toBeTruthy();
    expect(region.getByText('people.card.states.expired')).toBeTruthy();
    expect(region.queryByRole('button')).toBeNull();
  });

  it('issues a card: blank fields go as blanks the server clears or numbers, and the answer is shown', async () => {
    render('edit');
    const region = await section();
    expect(await region.findByText('people.card.none')).toBeTruthy();
    await act(async () => fireEvent.click(region.getByRole('button', { name: 'people.card.issue' })));
    fireEvent.change(region.getByLabelText('people.card.position'), { target: { value: 'Diaconisa' } });
    fireEvent.change(region.getByLabelText(/^people\.card\.validUntil/), { target: { value: '2027-12-31' } });
    await act(async () => fireEvent.click(region.getByRole('button', { name: 'people.card.issue' })));
    expect(await region.findByText('2026-0001')).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({ method: 'PUT', body: { cargo: 'Diaconisa', validade: '2027-12-31' } });
    expect((sent.at(-1)!.body as Record<string, unknown>).numeroMembro).toBeUndefined();
    expect(region.getByText('people.card.states.valid')).toBeTruthy();
    expect(await screen.findByText('people.card.saved')).toBeTruthy();
  });

  it('revokes only after the confirmation, then offers to re-activate it', async () => {
    card = issued;
    render('edit');
    const region = await section();
    await act(async () => fireEvent.click(await region.findByRole('button', { name: 'people.card.revoke' })));
    const dialog = within(screen.getByRole('alertdialog'));
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'people.card.revoke' })));
    expect(sent.at(-1)).toMatchObject({ method: 'POST', path: '/api/v1/admin/videira/people/7/card/revoke' });
    expect(await region.findByText('people.card.states.revoked')).toBeTruthy();
    expect(region.getByRole('button', { name: 'people.card.reissue' })).toBeTruthy();
    expect(region.queryByRole('button', { name: 'people.card.revoke' })).toBeNull();
  });
});

describe('The household on a profile', () => {
  const household = async () => within(await screen.findByRole('region', { name: 'people.household.title' }));
  const careAsked = () => sent.filter((s) => s.path.endsWith('/household/care'));

  it('lists the children; without the pastoral grant their health notes are neither offered nor asked for', async () => {
    render('admin');
    const region = await household();
    expect(await region.findByText('Davi')).toBeTruthy();
    expect(region.queryByRole('button', { name: 'people.household.showCare' })).toBeNull();
    expect(careAsked()).toHaveLength(0);
  });

  it('with the pastoral grant asks for the health notes only when staff choose to see them', async () => {
    render('view', heldGrant('pastoral', 'view'));
    const region = await household();
    await region.findByText('Davi');
    expect(careAsked()).toHaveLength(0);
    await act(async () => fireEvent.click(region.getByRole('button', { name: 'people.household.showCare' })));
    expect(await region.findByText('Amendoim')).toBeTruthy();
    expect(region.getByText('people.household.noneGiven')).toBeTruthy();
    expect(careAsked()).toHaveLength(1);
  });
});

describe('Links from a profile', () => {
  it('lead to the member’s payments only with a finance grant', async () => {
    render('view', heldGrant('finance', 'view'));
    const link = await screen.findByRole('link', { name: 'people.theirPayments' });
    expect(link.getAttribute('href')).toBe('/en/videira/payments?usuarioId=7');
    expect(screen.queryByRole('link', { name: 'people.theirAccess' })).toBeNull();
    cleanup();
    render('view');
    await screen.findByRole('heading', { level: 1, name: 'Ana Lima' });
    expect(screen.queryByRole('link', { name: 'people.theirPayments' })).toBeNull();
  });
});

describe('Registrations on a profile', () => {
  it('list the events with their state and tickets; the order links to its payment only with a finance grant', async () => {
    render('view', heldGrant('finance', 'view'));
    const region = within(await screen.findByRole('region', { name: 'people.registrations.title' }));
    expect(await region.findByText('Retiro')).toBeTruthy();
    expect(region.getByText(/people\.registrations\.statuses\.confirmada/)).toBeTruthy();
    expect(region.getByRole('link', { name: 'PABC123' }).getAttribute('href')).toBe('/en/videira/payments/81');
    cleanup();
    render('view');
    const plain = within(await screen.findByRole('region', { name: 'people.registrations.title' }));
    expect(await plain.findByText(/PABC123/)).toBeTruthy();
    expect(plain.queryByRole('link', { name: 'PABC123' })).toBeNull();
  });
});

describe('The activity on a profile', () => {
  it('shows the last sign-in, the groups with since when, and the counts the server gives', async () => {
    render('view');
    const region = within(await screen.findByRole('region', { name: 'people.activity.title' }));
    expect(await region.findByText('people.activity.groupSince')).toBeTruthy();
    expect(region.getByText('people.activity.registrationsCount')).toBeTruthy();
    expect(region.getByText('people.activity.none')).toBeTruthy();
    expect(sent.some((s) => s.path.endsWith('/activity'))).toBe(false); // a read, not a change
  });
});
