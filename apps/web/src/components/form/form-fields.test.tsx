import { matchesPassword, zEmail, zPassword, zPasswordConfirmation } from '@congrega/contract/validators';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../lib/server-field-errors.ts';
import { FORM_VALIDATION, zodFormResolver } from '../../lib/zod-form-resolver.ts';
import { EmailField } from './email-field.tsx';
import { FormSelect, withCurrent } from './form-select.tsx';
import { PasswordFields } from './password-fields.tsx';

/** Before i18n is started every text is its key: field errors read as the contract's message keys. */
const ZAccess = z
  .object({ email: zEmail, senha: zPassword, confirmarSenha: zPasswordConfirmation, cor: z.string() })
  .refine(...matchesPassword('senha'));
type Access = z.input<typeof ZAccess>;

function Harness({ onSubmit, serverError }: { onSubmit: (v: unknown) => void; serverError?: ApiError }) {
  const form = useForm<Access, unknown, z.output<typeof ZAccess>>({
    resolver: zodFormResolver(ZAccess),
    ...FORM_VALIDATION,
    defaultValues: { email: '', senha: '', confirmarSenha: '', cor: '' },
  });
  const submit = form.handleSubmit((values) => {
    if (serverError) applyServerFieldErrors(serverError, form.setError, (path) => path in values);
    else onSubmit(values);
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit}>
        <EmailField label="E-mail" />
        <PasswordFields label="Senha" confirmLabel="Confirmar" hint="8 caracteres" />
        <FormSelect name="cor" label="Cor" placeholder="Escolha" options={withCurrent([{ value: 'azul', label: 'Azul' }], 'roxo')} />
        <button type="submit">enviar</button>
      </form>
    </FormProvider>
  );
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

async function type(label: string, value: string) {
  await act(async () => {
    fireEvent.input(input(label), { target: { value } });
    fireEvent.blur(input(label));
  });
}

describe('form fields', () => {
  afterEach(cleanup);

  it('e-mail: required e-mail input with the e-mail keyboard and autofill', () => {
    render(<Harness onSubmit={vi.fn()} />);
    const email = input('E-mail');
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    expect(email.getAttribute('inputmode')).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(email.getAttribute('aria-required')).toBe('true');
  });

  it('shows the contract message on the field it belongs to, tied by aria-describedby', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    await type('E-mail', 'not-an-email');
    const email = input('E-mail');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(email.getAttribute('aria-describedby')!.split(' ').pop()!);
    expect(error?.textContent).toBe('validation.email');
    expect(error?.getAttribute('role')).toBe('alert');
  });

  it('password + confirmation: new-password autofill, hint, and "passwords must match" as the user types', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    const password = input('Senha');
    expect(password.type).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    expect(input('Confirmar').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByText('8 caracteres').id).toBe(password.getAttribute('aria-describedby'));

    await type('Senha', 'Nova@Senha1');
    await type('Confirmar', 'Nova@Senha2');
    expect(await screen.findByText('validation.confirmPassword')).toBeTruthy();
    // Changing the password re-checks the confirmation already left.
    await act(async () => {
      fireEvent.input(input('Senha'), { target: { value: 'Nova@Senha2' } });
    });
    await waitFor(() => expect(screen.queryByText('validation.confirmPassword')).toBeNull());
  });

  it('sends the values when valid, and puts server field errors on their fields', async () => {
    const onSubmit = vi.fn();
    const { unmount } = render(<Harness onSubmit={onSubmit} />);
    await type('E-mail', 'Ana@Example.com');
    await type('Senha', 'Nova@Senha1');
    await type('Confirmar', 'Nova@Senha1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'enviar' })));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ana@example.com', senha: 'Nova@Senha1', confirmarSenha: 'Nova@Senha1', cor: '' });
    unmount();

    render(<Harness onSubmit={onSubmit} serverError={new ApiError(400, { code: 'EMAIL_IN_USE', fields: { email: 'E-mail em uso.' } })} />);
    await type('E-mail', 'ana@example.com');
    await type('Senha', 'Nova@Senha1');
    await type('Confirmar', 'Nova@Senha1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'enviar' })));
    expect(await screen.findByText('E-mail em uso.')).toBeTruthy();
    expect(document.activeElement).toBe(input('E-mail'));
  });

  it('select keeps a stored value that the list no longer has', () => {
    render(<Harness onSubmit={vi.fn()} />);
    const options = [...(screen.getByLabelText('Cor') as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toEqual(['', 'azul', 'roxo']);
  });
});
