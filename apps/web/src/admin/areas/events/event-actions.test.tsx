import type { TAdminEventCancelResult } from '@congrega/contract/admin/events';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heldGrant } from '../../test/render-console.tsx';
import { EVENT, json, renderAt, server, serveEvents, typeIn } from './event-editor.test-helpers.tsx';

/** The edit screen's duplicate (a new start on the church's clock, the copy opens) and cancel (reason, refund, go on). */
beforeEach(serveEvents);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Event editor: duplicate and cancel', () => {
  it('duplicates at a new start on the church’s clock and opens the copy', async () => {
    const router = renderAt('/en/videira/events/7/edit');
    await screen.findByRole('heading', { name: 'Retiro' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'eventEditor.duplicate' })));
    const dialog = screen.getByRole('alertdialog');
    typeIn('eventEditor.duplicateStart', '2027-01-10T09:00', dialog);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'eventEditor.duplicate' })));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/videira/events/9/edit'));
    expect(server.sent.find((s) => s.path === '/events/7/duplicate')!.body).toEqual({ dataInicio: '2027-01-10T12:00:00.000Z' });
  });

  it('cancels with a reason and the refund, says how many, and goes on while registrations are left', async () => {
    const results: TAdminEventCancelResult[] = [
      { evento: { ...EVENT, flagAtivo: false }, canceladas: 200, reembolsadas: 150, concluido: false },
      { evento: { ...EVENT, flagAtivo: false }, canceladas: 12, reembolsadas: 10, concluido: true },
    ];
    server.answer = (s) => (s.path === '/events/7/cancel' ? json(200, results.shift()) : undefined);
    renderAt('/en/videira/events/7/edit', [heldGrant('events', 'edit'), heldGrant('finance', 'edit')]);
    await screen.findByRole('heading', { name: 'Retiro' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'eventEditor.cancelEvent' })));
    let dialog = screen.getByRole('alertdialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'eventEditor.cancelEvent' })));
    expect(within(dialog).getByText('eventEditor.reasonRequired')).toBeTruthy();
    expect(server.sent.some((s) => s.path === '/events/7/cancel')).toBe(false);
    typeIn('eventEditor.cancelReason', 'Chuva forte', dialog);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'eventEditor.refundAll' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'eventEditor.cancelEvent' })));
    expect(await screen.findByText('eventEditor.cancelMore')).toBeTruthy();
    const first = server.sent.find((s) => s.path === '/events/7/cancel')!;
    expect(first.body).toEqual({ motivo: 'Chuva forte', reembolsar: true });
    expect(first.key).toBeTruthy();
    expect(screen.getByText('eventEditor.cancelledNote')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'eventEditor.cancelGoOn' })));
    dialog = screen.getByRole('alertdialog');
    typeIn('eventEditor.cancelReason', 'Chuva forte', dialog);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'eventEditor.refundAll' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'eventEditor.cancelGoOn' })));
    await vi.waitFor(() => expect(screen.queryByText('eventEditor.cancelMore')).toBeNull());
    expect(server.sent.filter((s) => s.path === '/events/7/cancel')).toHaveLength(2);
    expect(screen.getByText('eventEditor.cancelResult')).toBeTruthy();
  });

  it('offers no refund to a caller without finance edit', async () => {
    renderAt('/en/videira/events/7/edit');
    await screen.findByRole('heading', { name: 'Retiro' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'eventEditor.cancelEvent' })));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).getByText('eventEditor.noRefundGrant')).toBeTruthy();
  });
});
