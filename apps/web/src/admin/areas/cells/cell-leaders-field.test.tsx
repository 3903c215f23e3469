import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { TAdminCell } from '@congrega/contract/admin/cells';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { cellFormSchema, cellFormValues } from './cell-form-values.ts';
import { CellLeadersField } from './cell-leaders-field.tsx';

const person = (usuarioId: number, nome: string, email: string) => ({ usuarioId, nome, email });
const cell = {
  ...cellFormValues(undefined),
  id: 1,
  nome: 'Célula A',
  publico: 'todos',
  diaSemana: 3,
  horario: '20:00',
  bairro: null,
  capacidade: null,
  aceitaSolicitacoes: true,
  flagAtivo: true,
  membros: 1,
  pendentes: 0,
  descricao: null,
  responsavel: null,
  cep: null,
  logradouro: null,
  numero: null,
  complemento: null,
  cidade: null,
  estado: null,
  latitude: null,
  longitude: null,
  lideres: [person(1, 'Lia', 'lia@x.org')],
  participantes: [{ ...person(2, 'Rui', 'rui@x.org'), telefone: null, desde: '2026-01-01T00:00:00.000Z' }],
} as unknown as TAdminCell;

function Form({ send, locked = false }: { send: (body: { lideresEmails: string[] }) => Promise<unknown>; locked?: boolean }) {
  const state = useAdminForm({ schema: cellFormSchema, defaultValues: cellFormValues(cell), submit: send });
  return (
    <AdminForm state={state} submitLabel="Salvar">
      <CellLeadersField cell={cell} locked={locked} />
    </AdminForm>
  );
}

const group = () => screen.getByRole('group', { name: 'cells.leaders.title' });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' })));

describe("the cell form's leaders", () => {
  afterEach(cleanup);

  it('adds a leader by e-mail with Enter (the form is not sent), removes one, and sends them in order', async () => {
    const send = vi.fn(async () => {});
    render(<Form send={send} />);
    const input = within(group()).getByRole('combobox');
    fireEvent.change(input, { target: { value: 'rui@x.org' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(send).not.toHaveBeenCalled();
    expect(
      within(group())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('lia@x.org'), expect.stringContaining('rui@x.org')]);
    expect(within(group()).getAllByRole('listitem')[1]!.textContent).toContain('Rui');
    await submit();
    expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ lideresEmails: ['lia@x.org', 'rui@x.org'] }));
    fireEvent.click(within(group()).getAllByRole('button', { name: 'cells.leaders.remove' })[0]!);
    await submit();
    expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ lideresEmails: ['rui@x.org'] }));
  });

  it('refuses an e-mail already named and a malformed one, on the field', () => {
    render(<Form send={vi.fn(async () => {})} />);
    const input = within(group()).getByRole('combobox');
    fireEvent.change(input, { target: { value: 'LIA@x.org' } });
    fireEvent.click(within(group()).getByRole('button', { name: 'cells.leaders.addButton' }));
    expect(within(group()).getByRole('alert').textContent).toBe('cells.leaders.already');
    fireEvent.change(input, { target: { value: 'nao-e-email' } });
    fireEvent.click(within(group()).getByRole('button', { name: 'cells.leaders.addButton' }));
    expect(within(group()).getByRole('alert').textContent).toBe('cells.leaders.invalid');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(within(group()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows a locked grant the leaders without a way to change them', () => {
    render(<Form send={vi.fn(async () => {})} locked />);
    expect(within(group()).queryByRole('combobox')).toBeNull();
    expect(within(group()).queryByRole('button')).toBeNull();
    expect(within(group()).getByRole('listitem').textContent).toContain('lia@x.org');
  });
});
