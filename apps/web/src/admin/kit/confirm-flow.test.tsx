import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useActionFailure } from '../../lib/failure-text.ts';
import { DataList } from './data-list.tsx';

type Row = { id: number; nome: string };
const ROWS: Row[] = [
  { id: 1, nome: 'Ana' },
  { id: 2, nome: 'Bia' },
];

/** The console's bulk removal as the grants screen composes it: select, ask, run, failure kept in the dialog. */
function Harness({ remove }: { remove: (ids: number[]) => Promise<void> }) {
  const [rows, setRows] = useState(ROWS);
  const [selected, setSelected] = useState<Set<number | string>>(new Set());
  const [confirming, setConfirming] = useState<number[] | null>(null);
  const [pending, setPending] = useState(false);
  const removal = useActionFailure('Não foi possível remover.');
  const confirm = async () => {
    setPending(true);
    const ok = await removal.attempt(() => remove(confirming!));
    setPending(false);
    if (!ok) return;
    setRows((current) => current.filter((r) => !confirming!.includes(r.id)));
    setSelected(new Set());
    setConfirming(null);
  };
  return (
    <>
      <DataList
        caption="Acessos"
        columns={[{ key: 'nome', header: 'Nome', cell: (r) => r.nome }]}
        rows={rows}
        rowKey={(r) => r.id}
        selection={{
          selected,
          onChange: setSelected,
          rowLabel: (r) => r.nome,
          actions: <Button onClick={() => setConfirming([...selected].map(Number))}>Remover selecionados</Button>,
        }}
        empty="Ninguém"
      />
      <ConfirmDialog
        open={confirming !== null}
        title={`Remover ${confirming?.length ?? 0} acessos?`}
        confirmLabel="Remover"
        cancelLabel="Cancelar"
        pending={pending}
        error={removal.failure}
        onConfirm={() => void confirm()}
        onCancel={() => {
          removal.dismiss();
          setConfirming(null);
        }}
      />
    </>
  );
}

describe('a confirmed bulk action in the console', () => {
  afterEach(cleanup);

  it('asks first (focus on cancel), keeps a refusal inside the dialog, and closes once it succeeds', async () => {
    const calls: number[][] = [];
    let refuse = true;
    render(
      <Harness
        remove={async (ids) => {
          calls.push(ids);
          if (refuse) throw new ApiError(403, { code: 'STAFF_FORBIDDEN', message: 'Seu acesso não permite esta ação nesta igreja.' });
        }}
      />,
    );
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'kit.selectPage' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remover selecionados' })));
    const dialog = screen.getByRole('alertdialog', { name: 'Remover 2 acessos?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls).toEqual([]);

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Remover' })));
    expect(calls).toEqual([[1, 2]]);
    expect(within(screen.getByRole('alertdialog')).getByText('Seu acesso não permite esta ação nesta igreja.')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(3);

    refuse = false;
    await act(async () => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remover' })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('Ninguém')).toBeTruthy();
  });

  it('cancelling runs nothing and keeps the selection', async () => {
    const calls: number[][] = [];
    render(<Harness remove={async (ids) => void calls.push(ids)} />);
    await act(async () => fireEvent.click(screen.getAllByRole('checkbox', { name: 'kit.selectRow' })[1]!));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remover selecionados' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancelar' })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).toEqual([]);
    expect((screen.getAllByRole('checkbox', { name: 'kit.selectRow' })[1] as HTMLInputElement).checked).toBe(true);
  });
});
