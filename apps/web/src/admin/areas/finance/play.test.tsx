import type { TFinancePlaySubscription } from '@congrega/contract/admin/finance-play';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowedAreas, churchAreas } from '../../lib/console-areas.ts';
import { financeGrant, json, renderFinance } from './finance.test-helpers.tsx';

const LIST = '/api/v1/admin/videira/finance/play';
const sub = (id: number, over: Partial<TFinancePlaySubscription> = {}): TFinancePlaySubscription => ({
  id,
  codigo: `A${String(id).padStart(5, '0')}`,
  assinante: { usuarioId: 40 + id, nome: `Assinante ${id}`, email: `a${id}@videira.demo` },
  plano: { id: 1, nome: 'Mensal', periodo: 'mensal' },
  estado: 'ativa',
  tentativas: 0,
  validoAte: '2026-12-20T12:00:00.000Z',
  proximaCobranca: '2026-12-20T12:00:00.000Z',
  cartao: { bandeira: 'visa', ultimosDigitos: '4242' },
  criadoEm: '2026-06-01T12:00:00.000Z',
  canceladoEm: null,
  ...over,
});
const SUBS = [sub(1), sub(2, { estado: 'caducada', tentativas: 3, proximaCobranca: null }), sub(3, { estado: 'pendente', cartao: null })];
const PLANS = [
  { id: 1, nome: 'Mensal', periodo: 'mensal', valor: 2_000, flagAtivo: true, vigentes: 12, renovacoes: 5, caducadas: 1, receita: 10_000 },
  { id: 2, nome: 'Anual', periodo: 'anual', valor: 20_000, flagAtivo: false, vigentes: 0, renovacoes: 0, caducadas: 0, receita: 0 },
];

let fetchMock: ReturnType<typeof vi.fn>;
const lastList = () =>
  (fetchMock.mock.calls as [string][])
    .map(([url]) => new URL(url, 'http://admin.localhost'))
    .filter((u) => u.pathname === LIST)
    .at(-1)!;

beforeEach(() => {
  fetchMock = vi.fn(async (raw: string) => {
    const url = new URL(raw, 'http://admin.localhost');
    if (url.pathname !== LIST) return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
    const estado = url.searchParams.get('estado');
    const itens = estado ? SUBS.filter((s) => s.estado === estado) : SUBS;
    const porEstado = { pendente: 1, ativa: 1, falhando: 0, encerrando: 0, caducada: 1, encerrada: 0 };
    return json(200, { itens, page: 1, limit: 30, total: itens.length, porEstado, planos: PLANS, moeda: 'BRL' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Play subscriptions', () => {
  it('opens from the menu for a finance grant, at a church with the Play module on only', () => {
    expect(allowedAreas([financeGrant('view')], true).map((a) => a.id)).toContain('play');
    const ids = (modulos: string[]) => churchAreas({ grants: [financeGrant('view')], modulos }, true).map((a) => a.id);
    expect(ids(['MOD_DOACAO', 'MOD_ASSINATURA'])).toContain('play');
    expect(ids(['MOD_DOACAO'])).not.toContain('play');
    expect(ids(['MOD_DOACAO'])).toContain('payments');
  });

  it('shows each plan’s figures and the subscriptions as the server answers them', async () => {
    renderFinance('/en/videira/play');
    const plans = within(await screen.findByRole('region', { name: 'play.plansTitle' }));
    const monthly = plans.getByText('Mensal').closest('tr')!;
    expect(within(monthly).getByText('12')).toBeTruthy();
    expect(within(monthly).getByText('R$100.00')).toBeTruthy();
    expect(plans.getByText(/play\.inactivePlan/)).toBeTruthy();
    const lapsed = screen.getByText('Assinante 2').closest('tr')!;
    expect(within(lapsed).getByText('play.states.caducada')).toBeTruthy();
    expect(within(lapsed).getByText('visa •••• 4242')).toBeTruthy();
    expect(within(screen.getByText('Assinante 3').closest('tr')!).getByText('play.states.pendente')).toBeTruthy();
  });

  it('puts a state chip, the plan and the search in the address and the server’s query', async () => {
    const router = renderFinance('/en/videira/play');
    await screen.findByText('Assinante 1');
    const chips = within(screen.getByRole('group', { name: 'play.statesTitle' }));
    await act(async () => fireEvent.click(chips.getAllByRole('button')[5]!));
    await vi.waitFor(() => expect(lastList().searchParams.get('estado')).toBe('caducada'));
    fireEvent.change(screen.getByRole('combobox', { name: 'play.plan' }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'play.search' }), { target: { value: 'Ana' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'kit.applyFilters' })));
    await vi.waitFor(() => expect(lastList().searchParams.get('q')).toBe('Ana'));
    expect(Object.fromEntries(lastList().searchParams)).toEqual({ estado: 'caducada', plano: '2', q: 'Ana', page: '1', limit: '30' });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ estado: 'caducada', plano: '2', q: 'Ana' });
  });
});
