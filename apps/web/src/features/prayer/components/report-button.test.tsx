import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { ReportButton } from './report-button.tsx';

const session = vi.hoisted(() => ({ state: { status: 'member' } as { status: string } }));
vi.mock('../../../lib/session.ts', async (original) => ({ ...(await original<object>()), useSession: () => session.state }));

afterEach(() => {
  cleanup();
  session.state = { status: 'member' };
});

describe('ReportButton ("Denunciar")', () => {
  it('asks first, reports once confirmed and then says it was sent instead of offering it again', async () => {
    const report = vi.fn(async () => ({ denunciado: true }));
    render(<ReportButton what="request" report={report} onLoginNeeded={() => undefined} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'report.request' })));
    const dialog = screen.getByRole('alertdialog');
    expect(report).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'report.confirm' })));
    expect(report).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('report.sent');
    expect(screen.queryByRole('button', { name: 'report.request' })).toBeNull();
  });

  it('keeps the dialog open with the reason when the report is refused, and cancel closes it without reporting', async () => {
    const report = vi.fn(async () => {
      throw new ApiError(404, { code: 'PRAYER_NOT_FOUND', message: 'Pedido de oração não encontrado.' });
    });
    render(<ReportButton what="message" report={report} onLoginNeeded={() => undefined} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'report.message' })));
    await act(async () => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'report.confirm' })));
    expect(within(screen.getByRole('alertdialog')).getByText('Pedido de oração não encontrado.')).toBeTruthy();
    await act(async () => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'report.cancel' })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks a visitor to log in instead', async () => {
    session.state = { status: 'visitor' };
    const onLoginNeeded = vi.fn();
    render(<ReportButton what="request" report={vi.fn()} onLoginNeeded={onLoginNeeded} />);
    fireEvent.click(screen.getByRole('button', { name: 'report.request' }));
    expect(onLoginNeeded).toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
