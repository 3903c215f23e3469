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
    ['a letter as a check digit', '11.222.333/0001-8A'],
    ['a letter where a check digit goes (alphanumeric)', '12.ABC.345/01DE-3A'],
    ['an alphanumeric one with a wrong check digit', '12.ABC.345/01DE-36'],
    ['a character outside 0-9 and A-Z', '12.ABÇ.345/01DE-35'],
  ])('refuses %s', (_name, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  // The Receita Federal's own example of the alphanumeric CNPJ issued from July 2026 (IN RFB 2.229/2024).
  it.each(['12.ABC.345/01DE-35', '12ABC34501DE35', '12.abc.345/01de-35'])('accepts the alphanumeric %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it('stores an alphanumeric one upper-case and shows it with the same mask', () => {
    expect(zCnpj.parse('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
  });

  it('stores digits and shows the mask', () => {
    expect(zCnpj.parse(' 11.222.333/0001-81 ')).toBe('11222333000181');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(zCnpj.safeParse('11.222.333/0001-80').error?.issues[0]?.message).toBe('validation.cnpj');
  });
});
