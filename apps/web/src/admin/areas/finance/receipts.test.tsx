import type { TReceiptRun, TReceiptYear } from '@congrega/contract/admin/receipts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowedAreas } from '../../lib/console-areas.ts';
import { consoleContext, financeGrant, json, renderFinance } from './finance.test-helpers.tsx';

const YEAR_URL = '/api/v1/admin/videira/finance/receipts';
const thisYear = new Date().getFullYear();
const run = (over: Partial<TReceiptRun> = {}): TReceiptRun => ({
  id: 9,
  ano: thisYear - 1,
  estado: 'gerando',
  total: 120,
  gerados: 40,
  enviados: 10,
  iniciadoPor: { contaId: 3, nome: 'Fernanda Tesoureira' },
  iniciadoEm: '2026-12-02T12:00:00.000Z',
  concluidoEm: null,
  ...over,
});

let fetchMock: ReturnType<typeof vi.fn>;
let answers: TReceiptYear[];
const calls = () =>
  (fetchMock.mock.calls as [string, RequestInit?][]).map(([u, init]) => ({ url: new URL(u, 'http://admin.localhost'), init }));

beforeEach(() => {
  answers = [];
  fetchMock = vi.fn(async (raw: string, init?: RequestInit) => {
    const url = new URL(raw, 'http://admin.localhost');
    if (url.pathname === YEAR_URL && (init?.method ?? 'GET') === 'POST') {
      const body = JSON.parse(String(init!.body)) as { ano: number };
      if (body.ano === 2020) return json(409, { code: 'RECEIPT_RUN_BUSY', message: 'Still being generated.' });
      return json(201, run({ ano: body.ano, gerados: 0, enviados: 0 }));
    }
    if (url.pathname === YEAR_URL) {
      const ano = Number(url.searchParams.get('ano'));
      const next = answers.length > 1 ? answers.shift()! : answers[0];
      return json(200, next ? { ...next, ano } : { ano, anoAtual: thisYear, lote: null, faltaDadosLegais: false });
    }
    if (url.pathname === `${YEAR_URL}/9/zip`)
      return new Response(new Blob(['PK']), { status: 200, headers: { 'content-type': 'application/zip' } });
    return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Donation receipts', () => {
  it('opens from the menu for a finance grant once the second factor is passed', () => {
    expect(allowedAreas([financeGrant('view')], true).map((a) => a.id)).toContain('receipts');
    expect(allowedAreas([financeGrant('view')], false).map((a) => a.id)).not.toContain('receipts');
  });

  it('asks for last year by default, and for the year picked (kept in the address)', async () => {
    const router = renderFinance('/en/videira/receipts');
    expect(await screen.findByText('receipts.never')).toBeTruthy();
    expect(calls().at(-1)!.url.searchParams.get('ano')).toBe(String(thisYear - 1));
    const select = screen.getByRole('combobox', { name: 'receipts.year' });
    expect(within(select).getAllByRole('option')).toHaveLength(10);
    await act(async () => fireEvent.change(select, { target: { value: String(thisYear - 3) } }));
    await vi.waitFor(() => expect(calls().at(-1)!.url.searchParams.get('ano')).toBe(String(thisYear - 3)));
    expect(new URLSearchParams(router.state.location.search).get('ano')).toBe(String(thisYear - 3));
  });

  it('starts behind a confirmation, then polls the progress until it is finished and offers the ZIP', async () => {
    answers = [
      { ano: 0, anoAtual: thisYear, lote: null, faltaDadosLegais: true },
      { ano: 0, anoAtual: thisYear, lote: run(), faltaDadosLegais: true },
      {
        ano: 0,
        anoAtual: thisYear,
        lote: run({ estado: 'concluido', gerados: 120, enviados: 120, concluidoEm: '2026-12-02T12:05:00.000Z' }),
        faltaDadosLegais: true,
      },
    ];
    renderFinance('/en/videira/receipts');
    expect(await screen.findByText('receipts.legalMissing')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'receipts.start' })));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('receipts.confirmBody')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'receipts.start' })));
    await vi.waitFor(() => expect(calls().some((c) => c.init?.method === 'POST')).toBe(true));
    const post = calls().find((c) => c.init?.method === 'POST')!;
    expect(JSON.parse(String(post.init!.body))).toEqual({ ano: thisYear - 1 });
    expect(await screen.findByText('receipts.states.gerando')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'receipts.start' })).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'receipts.drawn' }).getAttribute('value')).toBe('40');
    // The next poll (2 s later) answers it finished.
    expect(await screen.findByText('receipts.states.concluido', {}, { timeout: 4_000 })).toBeTruthy();
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:receipts'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'receipts.download' })));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls().some((c) => c.url.pathname.endsWith('/9/zip'))).toBe(true);
    click.mockRestore();
    Object.assign(URL, saved);
  }, 10_000);

  it("shows the server's refusal in the dialog", async () => {
    renderFinance('/en/videira/receipts?ano=2020');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'receipts.start' })));
    await act(async () => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'receipts.start' })));
    expect(await within(screen.getByRole('alertdialog')).findByText('Still being generated.')).toBeTruthy();
  });

  it('offers no start to finance view only', async () => {
    renderFinance('/en/videira/receipts', consoleContext([financeGrant('view')]));
    expect(await screen.findByText('receipts.never')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'receipts.start' })).toBeNull();
  });
});
