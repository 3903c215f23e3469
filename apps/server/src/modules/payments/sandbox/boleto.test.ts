import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  barcodeToLinhaDigitavel,
  boletoBarcodeValid,
  dueDateFactor,
  dueDateFromFactor,
  formatLinhaDigitavel,
  linhaDigitavelToBarcode,
  linhaDigitavelValid,
  makeBoleto,
  mod10,
  mod11Barcode,
  parseLinhaDigitavel,
} from './boleto.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const DAY_MS = 86_400_000;

/** Real slips as published in boleto libraries' test suites (Banco do Brasil, R$ 1,00; Bradesco, R$ 3.700,00). */
const BANCO_DO_BRASIL = {
  line: '00190500954014481606906809350314337370000000100',
  barcode: '00193373700000001000500940144816060680935031',
  dueDate: day('2007-12-31'),
  amountCents: 100,
  freeField: '0500940144816060680935031',
};
const BRADESCO = {
  printed: '23793.38128 60007.827136 95000.063305 9 75520000370000',
  barcode: '23799755200003700003381260007827139500006330',
  dueDate: day('2018-06-11'),
  amountCents: 370_000,
  freeField: '3381260007827139500006330',
};

describe('due-date factor', () => {
  it('counts days from 1997-10-07 and restarts at 1000 on 2025-02-22', () => {
    expect(dueDateFactor(day('2000-07-03'))).toBe(1000);
    expect(dueDateFactor(day('2000-07-04'))).toBe(1001);
    expect(dueDateFactor(day('2007-12-31'))).toBe(3737);
    expect(dueDateFactor(day('2025-02-21'))).toBe(9999);
    expect(dueDateFactor(day('2025-02-22'))).toBe(1000);
    expect(dueDateFactor(day('2025-02-23'))).toBe(1001);
    expect(dueDateFactor(new Date(Date.UTC(1997, 9, 7) + 18_999 * DAY_MS))).toBe(9999);
    expect(dueDateFactor(new Date(Date.UTC(1997, 9, 7) + 19_000 * DAY_MS))).toBe(1000);
  });
  it('takes the UTC calendar day of the date', () => {
    expect(dueDateFactor(new Date('2025-02-22T23:59:59Z'))).toBe(1000);
    expect(dueDateFactor(new Date('2025-02-21T22:00:00-03:00'))).toBe(1000);
  });
  it('has no factor before 2000-07-03 or for an invalid date', () => {
    expect(() => dueDateFactor(day('2000-07-02'))).toThrow(RangeError);
    expect(() => dueDateFactor(new Date(Number.NaN))).toThrow(RangeError);
  });
  it('reads a factor back as the day nearest the reference date', () => {
    expect(dueDateFromFactor(9999, day('2025-01-10'))).toEqual(day('2025-02-21'));
    expect(dueDateFromFactor(1000, day('2025-02-20'))).toEqual(day('2025-02-22'));
    expect(dueDateFromFactor(1000, day('2001-01-01'))).toEqual(day('2000-07-03'));
    expect(dueDateFromFactor(3737, day('2008-01-15'))).toEqual(day('2007-12-31'));
    expect(dueDateFromFactor(3737, day('2030-01-01'))).toEqual(new Date(day('2007-12-31').getTime() + 9000 * DAY_MS));
    expect(dueDateFromFactor(1500, day('1999-01-01'))).toEqual(new Date(Date.UTC(1997, 9, 7) + 1500 * DAY_MS));
    expect(dueDateFromFactor(0)).toBeNull();
    expect(() => dueDateFromFactor(999)).toThrow(RangeError);
    expect(() => dueDateFromFactor(10_000)).toThrow(RangeError);
  });
});

describe('check digits', () => {
  it('module 10 of the Banco do Brasil line fields', () => {
    expect(mod10('001905009')).toBe(5);
    expect(mod10('4014481606')).toBe(9);
    expect(mod10('0680935031')).toBe(4);
    expect(mod10('0000000000')).toBe(0);
  });
  it('module 11 turns 0, 10 and 11 into 1', () => {
    const zeros = '0'.repeat(42);
    expect(mod11Barcode(`${zeros}0`)).toBe(1); // remainder 0 -> 11
    expect(mod11Barcode(`${zeros}6`)).toBe(1); // 12 -> remainder 1 -> 10
    expect(mod11Barcode(`${zeros}1`)).toBe(9); // 2 -> 9
    expect(mod11Barcode(`${'0'.repeat(41)}10`)).toBe(8); // weight 3 -> 8
    expect(mod11Barcode('0019373700000001000500940144816060680935031')).toBe(3);
  });
});

describe('real slips', () => {
  it('Banco do Brasil: line and bar code agree, every check digit right', () => {
    expect(boletoBarcodeValid(BANCO_DO_BRASIL.barcode)).toBe(true);
    expect(barcodeToLinhaDigitavel(BANCO_DO_BRASIL.barcode)).toBe(BANCO_DO_BRASIL.line);
    expect(linhaDigitavelToBarcode(BANCO_DO_BRASIL.line)).toBe(BANCO_DO_BRASIL.barcode);
    expect(parseLinhaDigitavel(BANCO_DO_BRASIL.line, day('2008-01-01'))).toEqual({
      barcode: BANCO_DO_BRASIL.barcode,
      bankCode: '001',
      currencyCode: '9',
      dueFactor: 3737,
      dueDate: BANCO_DO_BRASIL.dueDate,
      amountCents: 100,
      freeField: BANCO_DO_BRASIL.freeField,
    });
  });
  it('Bradesco: the printed line parses and formats back', () => {
    const parsed = parseLinhaDigitavel(BRADESCO.printed, day('2018-06-01'));
    expect(parsed).toMatchObject({
      barcode: BRADESCO.barcode,
      bankCode: '237',
      dueFactor: 7552,
      dueDate: BRADESCO.dueDate,
      amountCents: 370_000,
    });
    expect(formatLinhaDigitavel(barcodeToLinhaDigitavel(BRADESCO.barcode))).toBe(BRADESCO.printed);
  });
  it.each([
    ['Banco do Brasil', '001', BANCO_DO_BRASIL],
    ['Bradesco', '237', BRADESCO],
  ])('makeBoleto rebuilds the %s slip from its parts', (_bank, bankCode, slip) => {
    const made = makeBoleto({ bankCode, dueDate: slip.dueDate, amountCents: slip.amountCents, freeField: slip.freeField });
    expect(made.barcode).toBe(slip.barcode);
    expect(linhaDigitavelToBarcode(made.linhaDigitavel)).toBe(slip.barcode);
    expect(made.dueDate).toEqual(slip.dueDate);
  });
  it('catches every single wrong digit in fields 1 to 4', () => {
    for (let i = 0; i <= 32; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === BANCO_DO_BRASIL.line[i]) continue;
        const typo = BANCO_DO_BRASIL.line.slice(0, i) + d + BANCO_DO_BRASIL.line.slice(i + 1);
        expect(linhaDigitavelValid(typo), typo).toBe(false);
      }
    }
  });
  it('catches a wrong amount or due date (field 5, module 11)', () => {
    const line = BANCO_DO_BRASIL.line;
    expect(linhaDigitavelValid(`${line.slice(0, -3)}200`)).toBe(false);
    expect(linhaDigitavelValid(`${line.slice(0, 33)}3738${line.slice(37)}`)).toBe(false);
  });
});

describe('makeBoleto', () => {
  it('writes the factor, the amount in 10 digits and the free field in place', () => {
    const slip = makeBoleto({ bankCode: '001', dueDate: day('2025-02-22'), amountCents: 12_345, freeField: '1'.repeat(25) });
    expect(slip.barcode).toMatch(/^0019\d100000000123451{25}$/);
    expect(slip.linhaDigitavel).toHaveLength(47);
    expect(parseLinhaDigitavel(slip.linhaDigitavel, day('2025-02-01'))).toMatchObject({
      dueFactor: 1000,
      dueDate: day('2025-02-22'),
      amountCents: 12_345,
    });
  });
  it('keeps the due day and drops the time', () => {
    expect(
      makeBoleto({ bankCode: '001', dueDate: new Date('2025-03-10T15:30:00Z'), amountCents: 0, freeField: '0'.repeat(25) }).dueDate,
    ).toEqual(day('2025-03-10'));
  });
  it('round-trips any bank, amount, due date and free field', () => {
    const firstDay = Date.UTC(2000, 6, 3);
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{3}$/),
        fc.constantFrom('9', '0'),
        fc.integer({ min: 0, max: 9_999_999_999 }),
        fc.integer({ min: 0, max: 30_000 }),
        fc.stringMatching(/^\d{25}$/),
        (bankCode, currencyCode, amountCents, offset, freeField) => {
          const dueDate = new Date(firstDay + offset * DAY_MS);
          const slip = makeBoleto({ bankCode, currencyCode, dueDate, amountCents, freeField });
          expect(boletoBarcodeValid(slip.barcode)).toBe(true);
          expect(linhaDigitavelToBarcode(slip.linhaDigitavel)).toBe(slip.barcode);
          expect(parseLinhaDigitavel(formatLinhaDigitavel(slip.linhaDigitavel), dueDate)).toEqual({
            barcode: slip.barcode,
            bankCode,
            currencyCode,
            dueFactor: dueDateFactor(dueDate),
            dueDate,
            amountCents,
            freeField,
          });
        },
      ),
      { numRuns: 300 },
    );
  });
  it.each([
    ['bank code', { bankCode: '01' }],
    ['currency', { currencyCode: 'R' }],
    ['free field', { freeField: '1'.repeat(24) }],
    ['fractional amount', { amountCents: 10.5 }],
    ['negative amount', { amountCents: -1 }],
    ['amount over 10 digits', { amountCents: 10_000_000_000 }],
    ['due date before 2000-07-03', { dueDate: day('1999-12-31') }],
  ])('refuses a bad %s', (_label, change) => {
    const input = { bankCode: '001', dueDate: day('2025-06-01'), amountCents: 100, freeField: '0'.repeat(25), ...change };
    expect(() => makeBoleto(input)).toThrow(RangeError);
  });
});

describe('parseLinhaDigitavel', () => {
  it('reads a slip without due date (factor 0000)', () => {
    const barcodeBody = `0019${'0000'}0000001000${BANCO_DO_BRASIL.freeField}`;
    const barcode = barcodeBody.slice(0, 4) + mod11Barcode(barcodeBody) + barcodeBody.slice(4);
    expect(parseLinhaDigitavel(barcodeToLinhaDigitavel(barcode))).toMatchObject({ dueFactor: 0, dueDate: null, amountCents: 1000 });
  });
  it.each([
    ['too short', BANCO_DO_BRASIL.line.slice(1)],
    ['too long', `${BANCO_DO_BRASIL.line}0`],
    ['a letter', `${BANCO_DO_BRASIL.line.slice(0, -1)}O`],
    ['a bar code', BANCO_DO_BRASIL.barcode],
    ['dashes', BANCO_DO_BRASIL.line.replace('00190', '001-90')],
    ['empty', ''],
  ])('refuses %s', (_label, text) => {
    expect(parseLinhaDigitavel(text)).toBeNull();
    expect(linhaDigitavelValid(text)).toBe(false);
  });
  it('refuses a factor under 1000 other than 0000', () => {
    const body = `00190999${'0'.repeat(10)}${BANCO_DO_BRASIL.freeField}`;
    const barcode = body.slice(0, 4) + mod11Barcode(body) + body.slice(4);
    expect(parseLinhaDigitavel(barcodeToLinhaDigitavel(barcode))).toBeNull();
  });
});
