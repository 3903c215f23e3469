import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { applyServerFieldErrors } from './server-field-errors.ts';

describe('server field errors on a form', () => {
  it('sets each known field, focusing the first, and reports whether all landed', () => {
    const setError = vi.fn();
    const err = new ApiError(400, { code: 'VALIDATION_FAILED', message: 'x', fields: { nome: 'Obrigatório', cpf: 'Inválido' } });
    expect(applyServerFieldErrors(err, setError, (p) => ['nome', 'cpf'].includes(p))).toBe(true);
    expect(setError).toHaveBeenNthCalledWith(1, 'nome', { type: 'server', message: 'Obrigatório' }, { shouldFocus: true });
    expect(setError).toHaveBeenNthCalledWith(2, 'cpf', { type: 'server', message: 'Inválido' }, { shouldFocus: false });
    expect(applyServerFieldErrors(err, vi.fn(), (p) => p === 'nome')).toBe(false);
  });

  it("puts a server path on the form field isField names (the ACH form's 'ach.' prefix)", () => {
    const setError = vi.fn();
    const err = new ApiError(400, { code: 'VALIDATION_FAILED', message: 'x', fields: { 'ach.numeroConta': 'Inválida' } });
    expect(applyServerFieldErrors(err, setError, (p) => (p === 'ach.numeroConta' ? 'numeroConta' : false))).toBe(true);
    expect(setError).toHaveBeenCalledWith('numeroConta', { type: 'server', message: 'Inválida' }, { shouldFocus: true });
  });

  it('is false for errors without fields and for anything else', () => {
    expect(applyServerFieldErrors(new ApiError(409, { code: 'EMAIL_IN_USE', message: 'x' }), vi.fn(), () => true)).toBe(false);
    expect(applyServerFieldErrors(new Error('network'), vi.fn(), () => true)).toBe(false);
  });
});
