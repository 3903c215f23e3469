import type { TOfferingBatchDetail } from '@congrega/contract/admin/offerings';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests } from '../../kit/toasts.tsx';
import {
  batch,
  counterGrants,
  json,
  line,
  ME,
  REASONS,
  renderOfferings,
  serve,
  treasurerGrants,
  type Sent,
} from './offerings.test-helpers.tsx';

let state: { current: TOfferingBatchDetail; sent: Sent[]; answer?: (sent: Sent) => Response | undefined };

beforeEach(() => {
  state = { current: batch(), sent: [] };
  resetToastsForTests();
  serve(state);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = (grants = counterGrants()) => renderOfferings('/en/videira/offerings/12', grants);
const amount = () => screen.getByRole('textbox', { name: /^offerings\.amount/ });
const choose = (name: RegExp, value: string) => fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });

describe('Counting a batch', () => {
  it('counts a line typed as written, keeps the reason and method for the next one and puts the focus back on the amount', async () => {
    open();
    await screen.findByRole('combobox', { name: /^offerings\.reason/ });
    choose(/^offerings\.reason/, String(REASONS[1]!.id));
    choose(/^offerings\.method/, 'cheque');
    fireEvent.change(amount(), { target: { value: '1.234,56' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^offerings\.envelope/ }), { target: { value: '104' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'offerings.addLine' })));
    expect(state.sent).toEqual([
      {
        method: 'POST',
        path: '/12/lines',
        body: { motivoId: REASONS[1]!.id, metodo: 'cheque', valor: 123_456, envelope: '104', usuarioId: null },
      },
    ]);
    expect((amount() as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(amount()));
    expect((screen.getByRole('combobox', { name: /^offerings\.reason/ }) as HTMLSelectElement).value).toBe(String(REASONS[1]!.id));
    expect((screen.getByRole('combobox', { name: /^offerings\.method/ }) as HTMLSelectElement).value).toBe('cheque');
  });

  it("names an envelope's giver from the search (Enter takes the first match) and refuses an amount that is not one", async () => {
    open();
    await screen.findByRole('combobox', { name: /^offerings\.reason/ });
    choose(/^offerings\.reason/, String(REASONS[0]!.id));
    const search = screen.getByRole('searchbox', { name: /^offerings\.giver/ });
    fireEvent.change(search, { target: { value: 'jo' } });
    await screen.findByRole('button', { name: 'Joana Lima' });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(await screen.findByText('offerings.giverChosen')).toBeTruthy();
    fireEvent.change(amount(), { target: { value: '12,3456' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'offerings.addLine' })));
    expect(state.sent).toEqual([]);
    expect(await screen.findByText(/validation\.amount|above zero/)).toBeTruthy();
    fireEvent.change(amount(), { target: { value: '50' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'offerings.addLine' })));
    expect(state.sent.map((s) => s.body)).toEqual([
      { motivoId: REASONS[0]!.id, metodo: 'dinheiro', valor: 5_000, envelope: '', usuarioId: 41 },
    ]);
  });

  it('removes a line behind a confirmation; a counter sees no commit', async () => {
    state.current = batch({ linhas: [line(1), line(2, { valor: 2_500 })] });
    open();
    const buttons = await screen.findAllByRole('button', { name: /^offerings\.removeLine/ });
    expect(screen.queryByRole('button', { name: 'offerings.commit' })).toBeNull();
    await act(async () => fireEvent.click(buttons[0]!));
    const dialog = within(screen.getByRole('alertdialog', { name: 'offerings.removeLineTitle' }));
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'offerings.removeLine' })));
    expect(state.sent).toEqual([{ method: 'DELETE', path: '/12/lines/2', body: undefined }]);
  });
});

describe('Committing a batch', () => {
  it("commits behind a confirmation naming the total the treasurer checked; the server's refusal shows in the dialog", async () => {
    state.current = batch({ linhas: [line(1), line(2, { valor: 5_050 })] });
    state.answer = (sent) =>
      state.sent.length === 1
        ? json(409, { code: 'OFFERING_SAME_COUNTER', message: 'Whoever counted this batch cannot commit it.' })
        : sent.path.endsWith('/commit')
          ? json(200, {
              ...state.current,
              estado: 'confirmado',
              confirmadoPor: { contaId: ME, nome: 'Equipe' },
              confirmadoEm: '2026-11-29T15:00:00.000Z',
            })
          : undefined;
    open(treasurerGrants());
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'offerings.commit' })));
    const dialog = within(screen.getByRole('alertdialog', { name: 'offerings.commitTitle' }));
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'offerings.commit' })));
    expect(await dialog.findByText('Whoever counted this batch cannot commit it.')).toBeTruthy();
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'offerings.commit' })));
    expect(state.sent.map((s) => [s.path, s.body])).toEqual([
      ['/12/commit', { totalEsperado: 15_050 }],
      ['/12/commit', { totalEsperado: 15_050 }],
    ]);
    expect(await screen.findByText('offerings.states.confirmado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'offerings.addLine' })).toBeNull();
  });

  it('offers no commit to a treasurer who counted a line (four eyes)', async () => {
    state.current = batch({ linhas: [line(1, { criadoPor: { contaId: ME, nome: 'Equipe' } })] });
    open(treasurerGrants());
    expect(await screen.findByText('offerings.fourEyes')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'offerings.commit' })).toBeNull();
  });

  it('corrects a committed batch by an adjusting entry that takes away', async () => {
    state.current = batch({
      estado: 'confirmado',
      confirmadoPor: { contaId: 30, nome: 'Fernanda' },
      confirmadoEm: '2026-11-29T15:00:00.000Z',
    });
    open(treasurerGrants());
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'offerings.addAdjustment' })));
    const form = within(screen.getByRole('region', { name: 'offerings.adjustmentsTitle' }));
    fireEvent.change(form.getByRole('combobox', { name: /^offerings\.reason/ }), { target: { value: String(REASONS[0]!.id) } });
    fireEvent.change(form.getByRole('textbox', { name: /^offerings\.amount/ }), { target: { value: '5' } });
    fireEvent.change(form.getByRole('textbox', { name: /^offerings\.justification/ }), { target: { value: 'Nota falsa' } });
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'offerings.addAdjustment' })));
    expect(state.sent).toEqual([
      {
        method: 'POST',
        path: '/12/adjustments',
        body: { motivoId: REASONS[0]!.id, metodo: 'dinheiro', valor: -500, justificativa: 'Nota falsa' },
      },
    ]);
  });

  it('shows a committed batch read-only to a counter: no line form, no adjustment', async () => {
    state.current = batch({
      estado: 'confirmado',
      confirmadoPor: { contaId: 30, nome: 'Fernanda' },
      confirmadoEm: '2026-11-29T15:00:00.000Z',
    });
    open();
    expect(await screen.findByText(/^Fernanda/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'offerings.addLine' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'offerings.addAdjustment' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^offerings\.removeLine/ })).toBeNull();
  });
});

describe('A batch with desk sales', () => {
  it('shows a ticket line apart (its registration, no reason), counts it as event registrations and leaves it out of the count’s edits', async () => {
    const ticket = line(2, { motivo: null, valor: 20_000, inscricao: { id: 55, eventoId: 1, evento: 'Retiro', pedido: 'P123' } });
    state.current = batch({ linhas: [line(1), ticket] });
    open();
    const link = await screen.findByRole('link', { name: 'Retiro' });
    expect(link.getAttribute('href')).toBe('/en/videira/events/1/registrations/55');
    expect(screen.getByText('offerings.ticketSales')).toBeTruthy();
    // One line's buttons (the offering's), none for the ticket line; the batch holding it is not deleted.
    expect(screen.getAllByRole('button', { name: /offerings\.editLine/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'offerings.delete' })).toBeNull();
  });
});
