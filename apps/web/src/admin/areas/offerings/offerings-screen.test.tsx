import type { TOfferingBatchDetail, TOfferingBatchPage } from '@congrega/contract/admin/offerings';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests } from '../../kit/toasts.tsx';
import { heldGrant } from '../../test/render-console.tsx';
import { batch, counterGrants, line, renderOfferings, serve, type Sent } from './offerings.test-helpers.tsx';

const page = (...batches: TOfferingBatchDetail[]): TOfferingBatchPage => ({
  itens: batches.map((b) => ({
    ...b,
    linhas: b.linhas.length,
    totais: { total: b.totais.total, porMotivo: b.totais.porMotivo, inscricoes: b.totais.inscricoes },
  })),
  total: batches.length,
  page: 1,
  limit: 30,
  moeda: 'BRL',
});

let state: { current: TOfferingBatchDetail; sent: Sent[]; list: TOfferingBatchPage };
let fetched: URL[];

beforeEach(() => {
  const open = batch({ linhas: [line(1, { valor: 48_750 }), line(2, { valor: 1_250, motivo: { id: 4, nome: 'Missões' } })] });
  state = { current: open, sent: [], list: page(open, batch({ id: 11, data: '2026-11-22', estado: 'confirmado' })) };
  fetched = [];
  resetToastsForTests();
  serve(state, (url) => fetched.push(url));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('The offering batches', () => {
  it('lists the batches with their state, totals per reason and total, each opening its batch', async () => {
    renderOfferings('/en/videira/offerings', counterGrants());
    const table = within(await screen.findByRole('table', { name: 'areas.offerings' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('offerings.states.aberto')).toBeTruthy();
    expect(within(rows[0]!).getByText(/Dízimo: R\$\s?487\.50 · Missões: R\$\s?12\.50/)).toBeTruthy();
    expect(within(rows[0]!).getByText(/R\$\s?500\.00/)).toBeTruthy();
    expect(within(rows[1]!).getByText('offerings.states.confirmado')).toBeTruthy();
    await act(async () => fireEvent.click(within(rows[0]!).getByRole('link')));
    expect(await screen.findByRole('heading', { name: 'offerings.batchTitle' })).toBeTruthy();
  });

  it('filters by state through the address', async () => {
    renderOfferings('/en/videira/offerings', counterGrants());
    await screen.findByRole('table', { name: 'areas.offerings' });
    fireEvent.change(screen.getByRole('combobox', { name: 'offerings.state' }), { target: { value: 'aberto' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'kit.applyFilters' })));
    expect(fetched.some((u) => u.pathname.endsWith('/finance/offerings') && u.searchParams.get('estado') === 'aberto')).toBe(true);
  });

  it("opens a new batch for today's service and lands on it to count", async () => {
    renderOfferings('/en/videira/offerings', counterGrants());
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'offerings.newBatch' })));
    fireEvent.change(screen.getByLabelText(/^offerings\.date/), { target: { value: '2026-11-29' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^offerings\.service/ }), { target: { value: 'Culto da noite' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'offerings.open' })));
    expect(state.sent).toEqual([
      { method: 'POST', path: '', body: { data: '2026-11-29', congregacaoId: null, culto: 'Culto da noite', observacao: '' } },
    ]);
    expect(await screen.findByRole('heading', { name: 'offerings.batchTitle' })).toBeTruthy();
  });

  it('offers no new batch to a treasurer reading without offerings edit', async () => {
    renderOfferings('/en/videira/offerings', [heldGrant('offerings', 'view'), heldGrant('finance', 'edit')]);
    await screen.findByRole('table', { name: 'areas.offerings' });
    expect(screen.queryByRole('button', { name: 'offerings.newBatch' })).toBeNull();
  });
});
