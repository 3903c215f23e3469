import { describe, expect, it } from 'vitest';
import { currencyFormat, currencySign } from './money.ts';

const money = (locale: string, currency: string, value: number) => currencyFormat(locale, currency).format(value).replace(/\s/g, ' ');

describe('money in every language', () => {
  it('writes a sign, never the ISO code, in Spanish too', () => {
    expect(money('es', 'BRL', 50)).toBe('50,00 R$');
    expect(money('pt-BR', 'BRL', 50)).toBe('R$ 50,00');
    expect(money('en', 'BRL', 50)).toBe('R$50.00');
    expect(money('es', 'USD', 1234.5)).toBe('1234,50 US$');
    expect(money('es', 'EUR', 0.05)).toBe('0,05 €');
    expect(money('en', 'USD', 1234.5)).toBe('$1,234.50');
    for (const locale of ['pt-BR', 'en', 'es'])
      for (const currency of ['BRL', 'USD', 'EUR']) expect(money(locale, currency, 50)).not.toContain(currency);
  });

  it('gives the sign the amounts are written with', () => {
    expect(currencySign('es', 'BRL')).toBe('R$');
    expect(currencySign('pt-BR', 'USD')).toBe('US$');
    expect(currencySign('en', 'USD')).toBe('$');
  });
});
