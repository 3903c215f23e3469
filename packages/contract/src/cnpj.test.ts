import { describe, expect, it } from 'vitest';
import { formatCnpj, isValidCnpj, zCnpj } from './cnpj.ts';

describe('CNPJ', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '45.997.418/0001-53', '00.000.000/0001-91'])('accepts %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    ['a wrong first check digit', '11.222.333/0001-91'],
    ['a wrong second check digit', '11.222.333/0001-82'],
    ['13 digits', '1122233300018'],
    ['15 digits', '112223330001811'],
    ['one digit repeated', '11.111.111/1111-11'],
    ['letters', '11.222.333/0001-8A'],
  ])('refuses %s', (_name, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it('stores digits and shows the mask', () => {
    expect(zCnpj.parse(' 11.222.333/0001-81 ')).toBe('11222333000181');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(zCnpj.safeParse('11.222.333/0001-80').error?.issues[0]?.message).toBe('validation.cnpj');
  });
});
