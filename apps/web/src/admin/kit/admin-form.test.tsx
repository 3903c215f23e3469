import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ZBannerBody } from '@congrega/contract/admin/settings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormText } from '../../components/form/form-text.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { AdminForm, blanksAsNull, useAdminForm } from './admin-form.tsx';
import { resetToastsForTests, Toasts } from './toasts.tsx';

const ZForm = blanksAsNull(ZBannerBody, ['link']);

function BannerForm({ send }: { send: (body: unknown) => Promise<unknown> }) {
  const state = useAdminForm({
    schema: ZForm,
    defaultValues: { titulo: '', imagem: '', textoAlternativo: 'Culto de domingo', link: '' },
    submit: send,
    savedText: 'Salvo.',
  });
  return (
    <>
      <AdminForm state={state} submitLabel="Salvar">
        <FormText name="titulo" label="Título" />
        <FormText name="imagem" label="Imagem" />
        <FormText name="link" label="Link" />
      </AdminForm>
      <Toasts />
    </>
  );
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' })));
const errorOf = (label: RegExp) => {
  const input = screen.getByLabelText(label);
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('the console form (useAdminForm + AdminForm)', () => {
  afterEach(() => {
    cleanup();
    resetToastsForTests();
  });

  it("validates with the contract's schema before sending: nothing is sent while a field is wrong", async () => {
    const send = vi.fn(async () => {});
    render(<BannerForm send={send} />);
    type(/^Título/, 'Culto');
    type(/^Imagem/, 'not-an-image');
    await submit();
    expect(send).not.toHaveBeenCalled();
    // Before i18n starts a message is its contract key.
    expect(errorOf(/^Imagem/)).toBe('validation.image');
    expect(screen.getByLabelText(/^Imagem/).getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the body the schema gives (a blank optional link as null) and says it saved', async () => {
    const send = vi.fn(async () => {});
    render(<BannerForm send={send} />);
    type(/^Título/, '  Culto  ');
    type(/^Imagem/, '/media/seed/banners/a.jpg');
    await submit();
    expect(send).toHaveBeenCalledWith({
      titulo: 'Culto',
      imagem: '/media/seed/banners/a.jpg',
      textoAlternativo: 'Culto de domingo',
      link: null,
      flagAtivo: true,
    });
    expect(screen.getByRole('status').textContent).toContain('Salvo.');
  });

  it("puts the server's field errors on their fields, focusing the first", async () => {
    const refusal = new ApiError(400, { code: 'VALIDATION_FAILED', message: 'Imagem inválida.', fields: { imagem: 'Imagem inválida.' } });
    render(<BannerForm send={async () => Promise.reject(refusal)} />);
    type(/^Título/, 'Culto');
    type(/^Imagem/, '/media/seed/x.jpg');
    await submit();
    expect(errorOf(/^Imagem/)).toBe('Imagem inválida.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Imagem/)));
  });

  it('shows any other refusal above the form, and keeps what was typed', async () => {
    const refusal = new ApiError(403, { code: 'STAFF_FORBIDDEN', message: 'Seu acesso não permite esta ação nesta igreja.' });
    render(<BannerForm send={async () => Promise.reject(refusal)} />);
    type(/^Título/, 'Culto');
    type(/^Imagem/, '/media/seed/x.jpg');
    await submit();
    expect(screen.getByText('Seu acesso não permite esta ação nesta igreja.').closest('.alert-error')).toBeTruthy();
    expect((screen.getByLabelText(/^Título/) as HTMLInputElement).value).toBe('Culto');
    // A fault of the server or the network is not its message: the screen's own text.
    cleanup();
    render(<BannerForm send={async () => Promise.reject(new ApiError(500, { code: 'INTERNAL_ERROR', message: 'boom' }))} />);
    type(/^Título/, 'Culto');
    type(/^Imagem/, '/media/seed/x.jpg');
    await submit();
    expect(screen.getByText('kit.saveFailed')).toBeTruthy();
    expect(screen.queryByText('boom')).toBeNull();
  });
});
