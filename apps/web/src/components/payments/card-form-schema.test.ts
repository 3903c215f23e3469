import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { decodeFieldMessage, zodFormResolver } from '../../lib/zod-form-resolver.ts';
import { cardFormSchema, EMPTY_CARD, formatCardExpiry, formatCardNumber, formatCvv, type CardFormValues } from './card-form-schema.ts';

const VALID: CardFormValues = { ...EMPTY_CARD, numero: '4111 1111 1111 1111', titular: 'Maria Silva', cvv: '123', validade: '12/40' };

async function errorsOf(values: Partial<CardFormValues>, locale: 'pt-BR' | 'en' = 'pt-BR') {
  const resolver = zodFormResolver(cardFormSchema(locale));
  const result = await resolver({ ...VALID, ...values }, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = result.errors as FieldErrors<CardFormValues>;
  // The message key of each field (the resolver appends rule parameters, e.g. the maximum length, to the key).
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => {
      const decoded = decodeFieldMessage(error?.message);
      return [field, decoded && 'key' in decoded ? decoded.key : error?.message];
    }),
  );
}

describe('card form validation (the contract rules, message keys of the contract namespace)', () => {
  it('asks for the required fields and nothing else', async () => {
    expect(await errorsOf(EMPTY_CARD)).toEqual({
      numero: 'validation.required',
      titular: 'validation.required',
      cvv: 'validation.required',
      validade: 'validation.required',
    });
  });

  it.each([
    ['numero', '4111 1111 1111 1112', 'validation.cardNumber'],
    ['numero', '4111 1111', 'validation.cardNumber'],
    ['validade', '13/30', 'validation.cardExpiry'],
    ['validade', '1/30', 'validation.cardExpiry'],
    ['validade', '01/20', 'validation.cardExpired'],
    ['cvv', '12', 'validation.cvv'],
    ['cvv', 'abc', 'validation.cvv'],
    ['cpfTitular', '111.111.111-11', 'validation.cpf'],
    ['dataNascimentoTitular', '31/02/1990', 'validation.dateFormat'],
    ['dataNascimentoTitular', '01/01/2999', 'validation.birthdate'],
    ['titular', 'x'.repeat(81), 'validation.maxLength'],
  ] as const)('%s = %j -> %s', async (field, value, message) => {
    expect(await errorsOf({ [field]: value })).toEqual({ [field]: message });
  });

  it('wants four digits of CVV on American Express cards', async () => {
    expect(await errorsOf({ numero: '3782 822463 10005', cvv: '123' })).toEqual({ cvv: 'validation.cvv' });
    expect(await errorsOf({ numero: '3782 822463 10005', cvv: '1234' })).toEqual({});
  });

  it('turns a valid form into the token body: digits only, ISO birthdate in the locale order, MM/YYYY', async () => {
    const resolver = zodFormResolver(cardFormSchema('en'));
    const form = { ...VALID, cpfTitular: '', dataNascimentoTitular: '03/25/1990' };
    const result = await resolver(form, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.values).toEqual({
      numero: '4111111111111111',
      titular: 'Maria Silva',
      cvv: '123',
      validade: '12/2040',
      dataNascimentoTitular: '1990-03-25',
    });
    expect(await errorsOf({ dataNascimentoTitular: '25/03/1990' }, 'pt-BR')).toEqual({});
  });
});

describe('card input formatting', () => {
  it('spaces the number as typed, by brand, dropping anything but digits', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-1111.1111 1')).toBe('4111 1111 1111 1');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('41111111111111111111111')).toBe('4111 1111 1111 1111 111');
  });

  it('puts the slash in the expiry and keeps the CVV to four digits', () => {
    expect(formatCardExpiry('1230')).toBe('12/30');
    expect(formatCardExpiry('12/2030')).toBe('12/2030');
    expect(formatCardExpiry('12')).toBe('12');
    expect(formatCvv('12a34 5')).toBe('1234');
  });
});
