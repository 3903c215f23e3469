import type { TFinanceTotals } from '@congrega/contract/admin/finance';
import { PRESET_GRANTS, type TGrantPreset } from '@congrega/contract/admin/grants';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowedAreas } from '../../lib/console-areas.ts';
import { consoleContext, detail, financeGrant, json, renderFinance, summary } from './finance.test-helpers.tsx';

const PAYMENTS = Array.from({ length: 45 }, (_, i) => summary(i + 1, i === 2 ? { estornado: 7_500 } : {}));
const TOTALS: TFinanceTotals = { quantidade: 45, bruto: 675_000, taxas: 1_234, estornado: 7_500, liquido: 666_266 };

let fetchMock: ReturnType<typeof vi.fn>;
const requested = () => (fetchMock.mock.calls as [string][]).map(([url]) => new URL(url, 'http://admin.localhost'));
const lastList = () =>
  requested()
    .filter((u) => u.pathname === '/api/v1/admin/videira/finance/payments')
    .at(-1)!;
const query = (url: URL) => Object.fromEntries(url.searchParams);

/** The server's finance endpoints: pages of PAYMENTS (the filters echoed by the totals' count), payment 7's detail. */
function serve() {
  fetchMock.mockImplementation(async (raw: string) => {
    const url = new URL(raw, 'http://admin.localhost');
    if (url.pathname === '/api/v1/admin/videira/finance/payments') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 30);
      const found = url.searchParams.get('q') === 'nobody' ? [] : PAYMENTS;
      const totais = found.length ? TOTALS : { quantidade: 0, bruto: 0, taxas: 0, estornado: 0, liquido: 0 };
      return json(200, { itens: found.slice((page - 1) * limit, page * limit), page, limit, total: found.length, totais, moeda: 'BRL' });
    }
    if (url.pathname === '/api/v1/admin/videira/finance/payments/export')
      return new Response('\uFEFFcodigo\r\n', { status: 200, headers: { 'content-type': 'text/csv' } });
    if (url.pathname === '/api/v1/admin/videira/finance/payments/7') return json(200, detail());
    if (url.pathname === '/api/v1/admin/videira/finance/reasons')
      return json(200, {
        itens: [
          { id: 3, nome: 'Dízimo', flagAtivo: true },
          { id: 4, nome: 'Missões 2025', flagAtivo: false },
        ],
      });
    return json(404, { code: 'PAYMENT_NOT_FOUND', message: 'Payment not found.' });
  });
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

describe('The Payments menu entry', () => {
  it('opens for a finance grant only: not for the church admin or the content editor', () => {
    const areas = (grants: Parameters<typeof allowedAreas>[0]) => allowedAreas(grants, true).map((a) => a.id);
    expect(areas([financeGrant('view')])).toContain('payments');
    const preset = (name: TGrantPreset) =>
      PRESET_GRANTS[name].map((g) => ({ ...g, scopeKind: g.scopeKind ?? null, scopeId: null, expiresAt: null }));
    expect(areas(preset('finance'))).toContain('payments');
    expect(areas(preset('church_admin'))).not.toContain('payments');
    expect(areas(preset('content_editor'))).not.toContain('payments');
    // A finance grant waits for the second factor like the server's gate.
    expect(allowedAreas([financeGrant('admin')], false).map((a) => a.id)).not.toContain('payments');
  });
});

describe('Payments list', () => {
  it('asks for the first page, shows the filtered set’s totals as the server counts them, and pages', async () => {
    renderFinance('/en/videira/payments');
    expect(await screen.findByRole('link', { name: 'PED0001' })).toBeTruthy();
    expect(query(lastList())).toEqual({ page: '1', limit: '30' });
    const totals = within(screen.getByRole('region', { name: 'finance.totalsTitle' }));
    expect(totals.getByText('R$6,750.00')).toBeTruthy();
    expect(totals.getByText('R$12.34')).toBeTruthy();
    expect(totals.getByText('R$75.00')).toBeTruthy();
    expect(totals.getByText('R$6,662.66')).toBeTruthy();
    const row = screen.getByRole('link', { name: 'PED0003' }).closest('tr')!;
    expect(within(row).getByText('R$75.00')).toBeTruthy();
    expect(within(row).getByText('finance.statuses.aprovado')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'kit.next' })));
    expect(await screen.findByRole('link', { name: 'PED0031' })).toBeTruthy();
    expect(lastList().searchParams.get('page')).toBe('2');
  });

  it('puts every filter in the address and the server’s query, back on page 1, and the CSV gets the same filters', async () => {
    const router = renderFinance('/en/videira/payments?page=2');
    await screen.findByRole('link', { name: 'PED0031' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'finance.search' }), { target: { value: 'Maria' } });
    fireEvent.change(screen.getByLabelText('finance.from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('finance.to'), { target: { value: '2026-11-30' } });
    const choose = (label: string, value: string) => fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });
    choose('finance.method', 'cartao_credito');
    choose('finance.status', 'aprovado');
    choose('finance.destination', 'doacao');
    choose('finance.payer', 'membro');
    choose('finance.refunds', 'false');
    expect(
      within(await screen.findByRole('combobox', { name: 'finance.reason' })).getByRole('option', { name: 'Missões 2025' }),
    ).toBeTruthy();
    choose('finance.reason', '3');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'kit.applyFilters' })));
    await vi.waitFor(() => expect(lastList().searchParams.get('q')).toBe('Maria'));
    const expected = {
      q: 'Maria',
      de: '2026-11-01',
      ate: '2026-11-30',
      metodo: 'cartao_credito',
      status: 'aprovado',
      destino: 'doacao',
      pagador: 'membro',
      comEstorno: 'false',
      motivo: '3',
    };
    expect(query(lastList())).toEqual({ ...expected, page: '1', limit: '30' });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(expected);

    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:payments'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'kit.downloadCsv' })));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(query(requested().find((u) => u.pathname.endsWith('/export'))!)).toEqual(expected);
    click.mockRestore();
    Object.assign(URL, saved);
  });

  it('narrows to one member from a row and drops it on request; a reversed range or an unknown status is left out', async () => {
    const router = renderFinance('/en/videira/payments?status=paid&de=2026-11-30&ate=2026-11-01');
    await screen.findByRole('link', { name: 'PED0001' });
    expect(query(lastList())).toEqual({ de: '2026-11-30', page: '1', limit: '30' });
    expect(screen.getByText('finance.datesReversed')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Membro 2 finance.onlyPayer' })));
    expect(await screen.findByText('finance.payerFilter')).toBeTruthy();
    expect(lastList().searchParams.get('usuarioId')).toBe('42');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'finance.allPayers' })));
    expect(new URLSearchParams(router.state.location.search).get('usuarioId')).toBeNull();
  });

  it('names the reason a payment’s item narrowed the list to, or its number when the church has no such reason', async () => {
    const router = renderFinance('/en/videira/payments?motivo=3');
    expect(await screen.findByText('finance.reasonFilter')).toBeTruthy();
    expect(lastList().searchParams.get('motivo')).toBe('3');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'finance.allReasons' })));
    expect(new URLSearchParams(router.state.location.search).get('motivo')).toBeNull();
    cleanup();
    renderFinance('/en/videira/payments?motivo=99');
    expect(await screen.findByText('finance.reasonIdFilter')).toBeTruthy();
  });

  it('says when nothing matches (no table, no CSV button)', async () => {
    renderFinance('/en/videira/payments?q=nobody');
    expect(await screen.findByText('finance.noMatch')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'kit.downloadCsv' })).toBeNull();
  });
});

describe('A payment’s detail', () => {
  it('shows the figures, payer, items and what it paid for, history, gateway events and e-mails as answered', async () => {
    renderFinance('/en/videira/payments/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'finance.paymentTitle' })).toBeTruthy();
    const section = (name: string) => within(screen.getByRole('region', { name }));
    expect(section('finance.summary').getByText('finance.methods.cartao_credito · visa •••• 1111')).toBeTruthy();
    expect(section('finance.summary').getAllByText('R$150.00').length).toBeGreaterThan(0);
    expect(section('finance.payer').getByText('529.982.247-25')).toBeTruthy();
    expect(section('finance.payer').getByRole('link', { name: 'finance.payerPayments' }).getAttribute('href')).toBe(
      '/en/videira/payments?usuarioId=41',
    );
    expect(
      section('finance.items')
        .getByRole('link', { name: /Dízimo/ })
        .getAttribute('href'),
    ).toBe('/en/videira/payments?motivo=3');
    expect(section('finance.items').getByRole('link', { name: 'finance.linkRecurring' }).getAttribute('href')).toBe(
      '/en/videira/recurring/5',
    );
    expect(section('finance.history').getByText('evt_1')).toBeTruthy();
    expect(section('finance.history').getByText('finance.emailKinds.recibo')).toBeTruthy();
    expect(section('finance.history').getAllByText('finance.statuses.pendente')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'finance.refundsTitle' })).toBeNull();
    expect(screen.getByRole('button', { name: 'finance.refund' })).toBeTruthy();
  });

  it('offers no refund to a finance viewer, and says not found for an unknown payment or an id that cannot be one', async () => {
    renderFinance('/en/videira/payments/7', consoleContext([financeGrant('view')]));
    await screen.findByRole('heading', { level: 1, name: 'finance.paymentTitle' });
    expect(screen.queryByRole('button', { name: 'finance.refund' })).toBeNull();
    cleanup();
    renderFinance('/en/videira/payments/8');
    expect(await screen.findByRole('heading', { level: 1, name: 'finance.notFound' })).toBeTruthy();
    cleanup();
    fetchMock.mockClear();
    renderFinance('/en/videira/payments/x1');
    expect(screen.getByRole('heading', { level: 1, name: 'finance.notFound' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
