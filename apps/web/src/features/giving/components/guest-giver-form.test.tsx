import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestGiverForm } from './guest-giver-form.tsx';

const field = (name: string) => screen.getByLabelText(new RegExp(`^guest\\.${name}`)) as HTMLInputElement;
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'guest.continue' })));

afterEach(cleanup);

describe('GuestGiverForm (a guest gift: spec "unregisteredUserData")', () => {
  it('asks name, surname and e-mail, focusing the first missing field, and sends nothing until they are right', async () => {
    const onDone = vi.fn();
    render(<GuestGiverForm initial={null} cpfRequired={false} onDone={onDone} onCancel={() => {}} />);
    await submit();
    expect(screen.getAllByText('validation.required').length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(document.activeElement).toBe(field('name')));
    fireEvent.change(field('name'), { target: { value: 'Lúcia' } });
    fireEvent.change(field('surname'), { target: { value: 'Prado' } });
    fireEvent.change(field('email'), { target: { value: 'lucia@' } });
    await submit();
    expect(screen.getByText('validation.email')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.change(field('email'), { target: { value: 'lucia@example.com' } });
    await submit();
    expect(onDone).toHaveBeenCalledWith(
      expect.objectContaining({ nome: 'Lúcia', sobrenome: 'Prado', email: 'lucia@example.com', pais: 'BR' }),
      expect.anything(),
    );
  });

  it('offers the CPF for a Brazilian address only, and requires it when Pix or boleto was chosen', async () => {
    const onDone = vi.fn();
    render(<GuestGiverForm initial={null} cpfRequired={false} onDone={onDone} onCancel={() => {}} />);
    expect(field('cpf')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: /guest\.country/ }), { target: { value: 'US' } });
    await waitFor(() => expect(screen.queryByLabelText(/^guest\.cpf/)).toBeNull());
    const initial = { nome: 'Lúcia', sobrenome: 'Prado', email: 'lucia@example.com', pais: 'BR', cpf: '' };
    cleanup();
    render(<GuestGiverForm initial={initial} cpfRequired onDone={onDone} onCancel={() => {}} />);
    expect(field('cpf').required).toBe(true);
    await submit();
    expect(screen.getByText('validation.required')).toBeTruthy();
    fireEvent.change(field('cpf'), { target: { value: '111.111.111-11' } });
    await submit();
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.change(field('cpf'), { target: { value: '529.982.247-25' } });
    await submit();
    expect(onDone).toHaveBeenCalledWith(
      expect.objectContaining({ cpf: expect.stringMatching(/52998224725|529\.982\.247-25/) }),
      expect.anything(),
    );
  });

  it('goes back without sending', () => {
    const onCancel = vi.fn();
    render(<GuestGiverForm initial={null} cpfRequired={false} onDone={() => {}} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'guest.back' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
