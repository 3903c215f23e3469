import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { BoundForm } from './bound-form.tsx';
import { FormText } from './form-text.tsx';

function Harness({ send }: { send: () => Promise<void> }) {
  const form = useForm<{ nome: string }>({ defaultValues: { nome: 'Ana' } });
  return (
    <BoundForm
      form={form}
      onSubmit={form.handleSubmit(send)}
      submitLabel="Salvar"
      header={<p>Campos com * são obrigatórios.</p>}
      actions={<a href="/user">Cancelar</a>}
    >
      <FormText name="nome" label="Nome" required />
    </BoundForm>
  );
}

describe('BoundForm', () => {
  afterEach(cleanup);

  it('binds the fields, and while sending disables them and shows the loader on its button', async () => {
    let finish = () => {};
    render(<Harness send={() => new Promise<void>((resolve) => (finish = resolve))} />);
    expect(screen.getByText('Campos com * são obrigatórios.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancelar' })).toBeTruthy();
    const name = screen.getByLabelText(/^Nome/) as HTMLInputElement;
    expect(name.value).toBe('Ana');
    expect((name.closest('form') as HTMLFormElement).noValidate).toBe(true);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' })));
    expect((name.closest('fieldset') as HTMLFieldSetElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: /Salvar/ }).getAttribute('aria-busy')).toBe('true');

    await act(async () => finish());
    expect((name.closest('fieldset') as HTMLFieldSetElement).disabled).toBe(false);
  });
});
