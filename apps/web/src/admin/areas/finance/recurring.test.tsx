import type { TFinanceRecurringDetail, TFinanceRecurringSummary } from '@congrega/contract/admin/finance-recurring';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests } from '../../kit/toasts.tsx';
import { allowedAreas } from '../../lib/console-areas.ts';
import { consoleContext, financeGrant, json, renderFinance } from './finance.test-helpers.tsx';

const LIST = '/api/v1/admin/videira/finance/recurring';
const gift = (id: number, over: Partial<TFinanceRecurringSummary> = {}): TFinanceRecurringSummary => ({
  id,
  doador: { usuarioId: 40 + id, nome: `Doador ${id}`, email: `d${id}@videira.demo` },
  motivo: { id: 3, nome: 'Dízimo' },
  valor: 10_000,
  moeda: 'BRL',
  recorrenciaDias: 30,
  estado: 'ativa',
  status: 'ativa',
  motivoPausa: null,
  tentativas: 0,
  proximaData: '2026-12-20T12:00:00.000Z',
  cartao: { bandeira: 'visa', ultimosDigitos: '1111' },
  criadoEm: '2026-06-01T12:00:00.000Z',
  canceladoEm: null,
  ...over,
});
const GIFTS = Array.from({ length: 35 }, (_, i) => gift(i + 1, i === 1 ? { estado: 'falhando', tentativas: 2 } : {}));
const COUNTS = { ativa: 34, falhando: 1, pausada: 0, recusada: 0, cancelada: 0 };
const failing: TFinanceRecurringDetail = {
  ...gift(2, { estado: 'falhando', tentativas: 2 }),
  flagUsuarioTaxa: false,
  idioma: 'pt-BR',
  ultimaCobrancaEm: '2026-10-20T12:00:00.000Z',
  cobrancaEmAnalise: false,
  retentativas: ['2026-12-20T12:00:00.000Z', '2026-12-27T12:00:00.000Z'],
  cobrancas: [
    {
      pagamentoId: 71,
      codigo: 'PED0071',
      criadoEm: '2026-12-17T12:00:00.000Z',
      pagoEm: null,
      ciclo: 4,
      tentativa: 1,
      status: 'cancelado',
      total: 10_000,
      recusa: 'declined',
    },
  ],
};

let fetchMock: ReturnType<typeof vi.fn>;
let posted: { path: string; body: unknown }[];
const requested = () => (fetchMock.mock.calls as [string][]).map(([url]) => new URL(url, 'http://admin.localhost'));
const lastList = () =>
  requested()
    .filter((u) => u.pathname === LIST)
    .at(-1)!;

beforeEach(() => {
  posted = [];
  resetToastsForTests();
  fetchMock = vi.fn(async (raw: string, init?: RequestInit) => {
    const url = new URL(raw, 'http://admin.localhost');
    if (url.pathname === LIST) {
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 30);
      const estado = url.searchParams.get('estado');
      const found = estado ? GIFTS.filter((g) => g.estado === estado) : GIFTS;
      const itens = found.slice((page - 1) * limit, page * limit);
      return json(200, { itens, page, limit, total: found.length, totais: { porEstado: COUNTS, mensalAtivas: 345_000 }, moeda: 'BRL' });
    }
    if (url.pathname === `${LIST}/2/pause` && init?.method === 'POST') {
      posted.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return json(200, { ...failing, estado: 'pausada', status: 'pausada', motivoPausa: 'usuario', proximaData: null, retentativas: [] });
    }
    if (url.pathname === `${LIST}/2`) return json(200, failing);
    if (url.pathname === '/api/v1/admin/videira/finance/reasons') return json(200, { itens: [{ id: 3, nome: 'Dízimo', flagAtivo: true }] });
    return json(404, { code: 'RECURRING_GIFT_NOT_FOUND', message: 'Recurring gift not found.' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Recurring gifts list', () => {
  it('opens from the menu for a finance grant only', () => {
    expect(allowedAreas([financeGrant('view')], true).map((a) => a.id)).toContain('recurring');
    expect(allowedAreas([{ ...financeGrant('admin'), area: 'people' }], true).map((a) => a.id)).not.toContain('recurring');
  });

  it('shows the rows as the server answers them, the state counts and the monthly sum, and pages', async () => {
    renderFinance('/en/videira/recurring');
    const failingRow = (await screen.findByRole('link', { name: 'Doador 2' })).closest('tr')!;
    expect(within(failingRow).getByText('recurring.states.falhando')).toBeTruthy();
    expect(within(failingRow).getByText('recurring.attempts')).toBeTruthy();
    expect(within(failingRow).getByText('visa •••• 1111')).toBeTruthy();
    expect(within(failingRow).getByText('R$100.00')).toBeTruthy();
    expect(Object.fromEntries(lastList().searchParams)).toEqual({ page: '1', limit: '30' });
    expect(screen.getByText('R$3,450.00')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'kit.next' })));
    expect(await screen.findByRole('link', { name: 'Doador 31' })).toBeTruthy();
    expect(lastList().searchParams.get('page')).toBe('2');
  });

  it('puts a state chip and the search in the address and the server’s query, back on page 1', async () => {
    const router = renderFinance('/en/videira/recurring?page=2');
    await screen.findByRole('link', { name: 'Doador 31' });
    const chips = within(screen.getByRole('group', { name: 'recurring.statesTitle' }));
    await act(async () => fireEvent.click(chips.getAllByRole('button')[2]!));
    await vi.waitFor(() => expect(lastList().searchParams.get('estado')).toBe('falhando'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ estado: 'falhando' });
    expect(chips.getAllByRole('button')[2]!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByRole('searchbox', { name: 'recurring.search' }), { target: { value: 'Maria' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'kit.applyFilters' })));
    await vi.waitFor(() => expect(lastList().searchParams.get('q')).toBe('Maria'));
    expect(Object.fromEntries(lastList().searchParams)).toEqual({ estado: 'falhando', q: 'Maria', page: '1', limit: '30' });
  });

  it('leaves out a state the contract does not know', async () => {
    renderFinance('/en/videira/recurring?estado=paga');
    await screen.findByRole('link', { name: 'Doador 1' });
    expect(lastList().searchParams.get('estado')).toBeNull();
  });
});

describe('A recurring gift', () => {
  it('shows its charges with the decline reason and the retry dates', async () => {
    renderFinance('/en/videira/recurring/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'recurring.giftTitle' })).toBeTruthy();
    const charges = within(screen.getByRole('region', { name: 'recurring.charges' }));
    expect(charges.getByRole('link', { name: 'PED0071' }).getAttribute('href')).toBe('/en/videira/payments/71');
    expect(charges.getByText('recurring.refusals.declined')).toBeTruthy();
    expect(charges.getByText('finance.statuses.cancelado')).toBeTruthy();
    expect(screen.getByText('recurring.retries')).toBeTruthy();
    // Active: pause and cancel are offered, not resume.
    expect(screen.queryByRole('button', { name: 'recurring.actions.resume' })).toBeNull();
  });

  it('pauses on the giver’s behalf after a confirmation, with the note, then toasts and shows the new state', async () => {
    renderFinance('/en/videira/recurring/2');
    fireEvent.click(await screen.findByRole('button', { name: 'recurring.actions.pause' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    fireEvent.change(dialog.getByRole('textbox', { name: /recurring\.note/ }), { target: { value: ' Asked by phone ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'recurring.actions.pause' }));
    expect(await screen.findByText('recurring.done.pause')).toBeTruthy();
    expect(posted).toEqual([{ path: `${LIST}/2/pause`, body: { observacao: 'Asked by phone' } }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByRole('button', { name: 'recurring.actions.resume' })).toBeTruthy();
    expect(screen.getByText('recurring.pauseReasons.usuario')).toBeTruthy();
  });

  it('offers no action to finance view, and says not found for an unknown gift', async () => {
    renderFinance('/en/videira/recurring/2', consoleContext([financeGrant('view')]));
    await screen.findByRole('heading', { level: 1, name: 'recurring.giftTitle' });
    expect(screen.queryByRole('button', { name: 'recurring.actions.pause' })).toBeNull();
    cleanup();
    renderFinance('/en/videira/recurring/9');
    expect(await screen.findByRole('heading', { name: 'recurring.notFound' })).toBeTruthy();
  });
});
