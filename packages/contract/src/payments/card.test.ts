import { describe, expect, it } from 'vitest';
import { cardBrand, cardExpired, cardNumberValid, cvvValid, lastFour, luhnValid, normalizeCardNumber, parseCardExpiry } from './card.ts';

/** Completes `body` (all but the last digit) with its Luhn check digit. */
function withLuhn(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(body + d)) return body + d;
  throw new Error('unreachable');
}

/** A Luhn-valid number of `length` digits starting with `prefix`. */
function cardOf(prefix: string, length: number): string {
  return withLuhn(prefix.padEnd(length - 1, '0'));
}

describe('luhnValid', () => {
  it('accepts the gateways’ published test numbers', () => {
    for (const n of [
      '4111111111111111',
      '4012888888881881',
      '5555555555554444',
      '378282246310005',
      '6011111111111117',
      '3530111333300000',
      '30569309025904',
      '79927398713',
    ])
      expect(luhnValid(n), n).toBe(true);
  });
  it('rejects a changed digit, a swapped pair and non-digits', () => {
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('4111111111111111'.replace('41', '14'))).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4111 1111 1111 1111')).toBe(false);
    expect(luhnValid('411111111111111a')).toBe(false);
  });
});

describe('cardBrand', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['4', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['5105105105105100', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['2720990000000000', 'mastercard'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['30569309025904', 'diners'],
    ['36000000000008', 'diners'],
    ['3852000002323', 'diners'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['6500000000000002', 'discover'],
    ['6221260000000000', 'discover'],
    ['3530111333300000', 'jcb'],
    ['3589000000000000', 'jcb'],
    ['6362970000457013', 'elo'],
    ['5066991111111118', 'elo'],
    ['4011780000000000', 'elo'],
    ['4389350000000000', 'elo'],
    ['5090000000000000', 'elo'],
    ['6504850000000000', 'elo'],
    ['6550580000000000', 'elo'],
    ['6062825624254001', 'hipercard'],
    ['3841000000000000', 'diners'],
    ['3841400000000000', 'diners'],
    ['3841600000000000', 'diners'],
    ['1234567890123456', 'unknown'],
    ['', 'unknown'],
    ['4111-abcd', 'unknown'],
  ])('%s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it('reads formatted numbers and keeps neighbouring BINs on their own brand', () => {
    expect(cardBrand('4011 7800 0000 0000')).toBe('elo');
    expect(cardBrand('401177')).toBe('visa');
    expect(cardBrand('650034')).toBe('discover');
    expect(cardBrand('655020')).toBe('discover');
    expect(cardBrand('384110')).toBe('diners');
    expect(cardBrand('2220')).toBe('unknown');
    expect(cardBrand('2721')).toBe('unknown');
  });
});

describe('normalizeCardNumber and lastFour', () => {
  it('drops spaces and dashes only', () => {
    expect(normalizeCardNumber(' 4111 1111-1111\t1111 ')).toBe('4111111111111111');
    expect(normalizeCardNumber('4111.1111')).toBe('4111.1111');
  });
  it('gives the last four digits', () => {
    expect(lastFour('4111 1111 1111 1234')).toBe('1234');
    expect(lastFour('378282246310005')).toBe('0005');
  });
});

describe('cardNumberValid', () => {
  it('accepts valid numbers of each brand, formatted or not', () => {
    for (const n of [
      '4111 1111 1111 1111',
      cardOf('4', 18),
      cardOf('4', 19),
      '5555-5555-5555-4444',
      '378282246310005',
      '30569309025904',
      '6011111111111117',
      '3530111333300000',
      cardOf('401178', 16),
      cardOf('606282', 16),
      cardOf('384140', 16),
      cardOf('9', 13),
      cardOf('9', 19),
    ])
      expect(cardNumberValid(n), n).toBe(true);
  });
  it('refuses wrong lengths for the brand', () => {
    expect(cardNumberValid('4222222222222')).toBe(false);
    expect(cardNumberValid(cardOf('4', 13))).toBe(false);
    expect(cardNumberValid(cardOf('4', 17))).toBe(false);
    expect(cardNumberValid(cardOf('606282', 19))).toBe(false);
    expect(cardNumberValid(cardOf('384140', 13))).toBe(false);
    expect(cardNumberValid(cardOf('4', 15))).toBe(false);
    expect(cardNumberValid(cardOf('51', 15))).toBe(false);
    expect(cardNumberValid(cardOf('37', 16))).toBe(false);
    expect(cardNumberValid(cardOf('401178', 19))).toBe(false);
    expect(cardNumberValid(cardOf('9', 12))).toBe(false);
    expect(cardNumberValid(cardOf('9', 20))).toBe(false);
  });
  it('refuses a wrong check digit, letters and empty input', () => {
    expect(cardNumberValid('4111111111111112')).toBe(false);
    expect(cardNumberValid('4111.1111.1111.1111')).toBe(false);
    expect(cardNumberValid('411111111111111O')).toBe(false);
    expect(cardNumberValid('')).toBe(false);
  });
});

describe('parseCardExpiry', () => {
  const now = new Date(2025, 5, 15);
  it('reads MM/YY and MM/YYYY', () => {
    expect(parseCardExpiry('07/27', now)).toEqual({ month: 7, year: 2027 });
    expect(parseCardExpiry('12/2030', now)).toEqual({ month: 12, year: 2030 });
    expect(parseCardExpiry(' 01/26 ', now)).toEqual({ month: 1, year: 2026 });
  });
  it('puts a two-digit year in the century closest to now', () => {
    expect(parseCardExpiry('01/00', new Date(2099, 0, 1))).toEqual({ month: 1, year: 2100 });
    expect(parseCardExpiry('01/99', new Date(2001, 0, 1))).toEqual({ month: 1, year: 1999 });
    expect(parseCardExpiry('01/75', now)).toEqual({ month: 1, year: 2075 });
  });
  it.each(['13/25', '00/25', '1/25', '07/2', '07/202', '0725', '07-25', '07 / 25', '07/25/01', 'ab/cd', ''])('refuses %j', (text) => {
    expect(parseCardExpiry(text, now)).toBeNull();
  });
});

describe('cardExpired', () => {
  it('is good through the last day of its month', () => {
    const card = { month: 6, year: 2025 };
    expect(cardExpired(card, new Date(2025, 5, 1))).toBe(false);
    expect(cardExpired(card, new Date(2025, 5, 30, 23, 59, 59, 999))).toBe(false);
    expect(cardExpired(card, new Date(2025, 6, 1))).toBe(true);
    expect(cardExpired(card, new Date(2024, 11, 31))).toBe(false);
    expect(cardExpired(card, new Date(2026, 0, 1))).toBe(true);
  });
  it('handles December across the year', () => {
    expect(cardExpired({ month: 12, year: 2025 }, new Date(2025, 11, 31))).toBe(false);
    expect(cardExpired({ month: 12, year: 2025 }, new Date(2026, 0, 1))).toBe(true);
  });
});

describe('cvvValid', () => {
  it('wants four digits for Amex and three for the others', () => {
    expect(cvvValid('1234', 'amex')).toBe(true);
    expect(cvvValid('123', 'amex')).toBe(false);
    for (const brand of ['visa', 'mastercard', 'elo', 'hipercard', 'diners', 'discover', 'jcb', 'unknown'] as const) {
      expect(cvvValid('123', brand), brand).toBe(true);
      expect(cvvValid('1234', brand), brand).toBe(false);
    }
  });
  it('refuses letters and blanks', () => {
    expect(cvvValid('12a', 'visa')).toBe(false);
    expect(cvvValid(' 123', 'visa')).toBe(false);
    expect(cvvValid('', 'visa')).toBe(false);
  });
});

/**
 * The networks' published table (Braintree's credit-card-type, the reference acquirers' SDKs share): a sample BIN of
 * each brand and the lengths it issues. Every length from 12 to 20 must be valid exactly when listed.
 */
const PUBLISHED_LENGTHS: readonly (readonly [bin: string, brand: string, lengths: readonly number[]])[] = [
  ['4', 'visa', [16, 18, 19]],
  ['51', 'mastercard', [16]],
  ['2221', 'mastercard', [16]],
  ['34', 'amex', [15]],
  ['37', 'amex', [15]],
  ['300', 'diners', [14, 16, 19]],
  ['36', 'diners', [14, 16, 19]],
  ['38', 'diners', [14, 16, 19]],
  ['384140', 'diners', [14, 16, 19]],
  ['6011', 'discover', [16, 19]],
  ['65', 'discover', [16, 19]],
  ['3528', 'jcb', [16, 17, 18, 19]],
  ['401178', 'elo', [16]],
  ['636368', 'elo', [16]],
  ['606282', 'hipercard', [16]],
];

describe('brand lengths match the published table', () => {
  it.each(PUBLISHED_LENGTHS)('%s… is %s, valid at %j digits only', (bin, brand, lengths) => {
    expect(cardBrand(bin)).toBe(brand);
    const valid = [12, 13, 14, 15, 16, 17, 18, 19, 20].filter((length) => cardNumberValid(cardOf(bin, length)));
    expect(valid).toEqual(lengths);
  });
});
