import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { useActionFailure } from '../../lib/failure-text.ts';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';
import { ConfirmPanel } from './confirm-panel.tsx';

type Extra = Partial<Pick<ConfirmDialogProps, 'pending' | 'error' | 'destructive'>>;

function Harness({ onConfirm = vi.fn(), onCancel, ...extra }: Extra & { onConfirm?: () => void; onCancel?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div id="root">
      <button type="button" onClick={() => setOpen(true)}>
        apagar nota
      </button>
      <ConfirmDialog
        open={open}
        title="Apagar a nota?"
        description="Não dá para desfazer."
        confirmLabel="Apagar"
        cancelLabel="Cancelar"
        onConfirm={onConfirm}
        onCancel={() => {
          onCancel?.();
          setOpen(false);
        }}
        {...extra}
      />
    </div>
  );
}

function openFrom() {
  const opener = screen.getByRole('button', { name: 'apagar nota' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('ConfirmDialog', () => {
  afterEach(cleanup);

  it('is an alert dialog named and described, starting on cancel, with a danger confirm', () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    openFrom();
    const dialog = screen.getByRole('alertdialog', { name: 'Apagar a nota?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Não dá para desfazer.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancelar' }));
    const confirm = screen.getByRole('button', { name: 'Apagar' });
    expect(confirm.className).toContain('btn-danger');
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('Escape cancels, keeps Tab inside and gives the focus back to the opener', () => {
    const onCancel = vi.fn();
    render(<Harness onCancel={onCancel} />);
    const opener = openFrom();
    const confirm = screen.getByRole('button', { name: 'Apagar' });
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'close' }));
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('while the action runs nothing closes it and the focus stays inside; after a failure it shows why', () => {
    const onCancel = vi.fn();
    const { rerender } = render(<Harness onCancel={onCancel} destructive={false} />);
    openFrom();
    const confirm = screen.getByRole('button', { name: 'Apagar' });
    expect(document.activeElement).toBe(confirm); // not destructive: the focus starts on the action
    expect(confirm.className).toContain('btn-primary');

    rerender(<Harness onCancel={onCancel} destructive={false} pending />);
    const dialog = screen.getByRole('alertdialog');
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Cancelar' }) as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(onCancel).not.toHaveBeenCalled();

    rerender(<Harness onCancel={onCancel} destructive={false} error="Sem conexão." />);
    expect(screen.getByRole('alert').textContent).toBe('Sem conexão.');
    expect(document.activeElement).toBe(confirm);
  });
});

describe('ConfirmPanel', () => {
  afterEach(cleanup);

  it('shows the content, the failure, a busy danger button and the cancel link', () => {
    const onConfirm = vi.fn();
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <ConfirmPanel
              confirmLabel="Remover"
              onConfirm={onConfirm}
              pending
              error="Falhou."
              cancelLabel="Cancelar"
              cancelTo="/user/cards"
            >
              <p>Remover o cartão?</p>
            </ConfirmPanel>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Remover o cartão?')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Falhou.');
    const button = screen.getByRole('button', { name: /Remover/ });
    expect(button.className).toContain('btn-danger');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('link', { name: 'Cancelar' }).getAttribute('href')).toBe('/user/cards');
  });
});

describe('useActionFailure', () => {
  it("keeps the server's refusal, or the fallback for a fault, until an attempt succeeds", async () => {
    const { result } = renderHook(() => useActionFailure('Não foi possível apagar.'));
    await act(async () => {
      expect(await result.current.attempt(() => Promise.reject(new ApiError(409, { message: 'Em uso.' })))).toBe(false);
    });
    expect(result.current.failure).toBe('Em uso.');
    await act(async () => {
      await result.current.attempt(() => Promise.reject(new ApiError(500, { message: 'boom' })));
    });
    expect(result.current.failure).toBe('Não foi possível apagar.');
    await act(async () => {
      expect(await result.current.attempt(() => Promise.resolve())).toBe(true);
    });
    expect(result.current.failure).toBeNull();
  });
});
