/**
 * Boleto bancário numbers (FEBRABAN layout for bank slips, "bloqueto de cobrança"): the 44-digit bar code and the
 * 47-digit linha digitável typed by payers, with every check digit. The sandbox gateway issues slips with these and
 * the sandbox bank reads them back; nothing here knows about one bank's free field layout (the caller gives it).
 *
 * Bar code (44): bank (3) | currency (1, 9 = real) | general check digit (1) | due-date factor (4) |
 *   amount in cents (10) | free field (25).
 * Linha digitável (47): field 1 = bank, currency, free field 1-5, mod-10 digit | field 2 = free field 6-15, mod-10
 *   digit | field 3 = free field 16-25, mod-10 digit | field 4 = general check digit | field 5 = factor + amount.
 *
 * Dates are calendar days in UTC (a due date is a day, not an instant: `parseIsoDate` gives UTC midnights).
 */

const DAY_MS = 86_400_000;
/** Day 0 of the due-date factor (FEBRABAN). */
const FACTOR_BASE_UTC = Date.UTC(1997, 9, 7);
/** Factors run 1000..9999, then restart at 1000 (first restart: 2025-02-22, FEBRABAN's "fator de vencimento" reset). */
const FACTOR_MIN = 1000;
const FACTOR_CYCLE = 9000;
/** Factor 0000: a slip without due date. */
const NO_DUE_DATE = 0;
const MAX_AMOUNT_CENTS = 9_999_999_999;

export interface TBoletoInput {
  /** Three-digit bank (compe) code: '001' Banco do Brasil, '237' Bradesco... */
  bankCode: string;
  /** '9' = real; '0' = other currencies. */
  currencyCode?: string;
  dueDate: Date;
  amountCents: number;
  /** The bank's 25-digit free field (agreement, our number, account...). */
  freeField: string;
}

export interface TBoleto {
  barcode: string;
  linhaDigitavel: string;
  /** The due date as a UTC midnight. */
  dueDate: Date;
}

export interface TParsedBoleto {
  barcode: string;
  bankCode: string;
  currencyCode: string;
  dueFactor: number;
  /** Null for factor 0000 (no due date). */
  dueDate: Date | null;
  amountCents: number;
  freeField: string;
}

function utcDay(date: Date): number {
  if (Number.isNaN(date.getTime())) throw new RangeError('invalid date');
  return Math.floor((Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) - FACTOR_BASE_UTC) / DAY_MS);
}

/**
 * The due-date factor: days since 1997-10-07, kept in 1000..9999 by restarting at 1000 every 9000 days
 * (2025-02-21 is 9999, 2025-02-22 is 1000, as FEBRABAN set for the first overflow; the next restart is in 2049).
 * Dates before 2000-07-03 (factor 1000 of the first cycle) have no factor.
 */
export function dueDateFactor(dueDate: Date): number {
  const days = utcDay(dueDate);
  if (days < FACTOR_MIN) throw new RangeError('boleto due dates start on 2000-07-03');
  return ((days - FACTOR_MIN) % FACTOR_CYCLE) + FACTOR_MIN;
}

/**
 * The due date of a factor. A factor names one day in every 9000-day cycle: the one nearest to `reference` is
 * taken (within about 12 years either way), which is what a bank reading a slip today means. Null for 0000.
 */
export function dueDateFromFactor(factor: number, reference: Date = new Date()): Date | null {
  if (factor === NO_DUE_DATE) return null;
  if (!Number.isInteger(factor) || factor < FACTOR_MIN || factor > FACTOR_MIN + FACTOR_CYCLE - 1)
    throw new RangeError(`invalid due-date factor ${factor}`);
  const cycle = Math.max(0, Math.round((utcDay(reference) - factor) / FACTOR_CYCLE));
  return new Date(FACTOR_BASE_UTC + (factor + cycle * FACTOR_CYCLE) * DAY_MS);
}

/** Module 10 check digit (weights 2, 1, 2... from the right; two-digit products count as the sum of their digits). */
export function mod10(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const product = Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** The bar code's general check digit: module 11, weights 2..9 from the right; 0, 10 and 11 become 1. */
export function mod11Barcode(digits43: string): number {
  let sum = 0;
  for (let i = 0; i < digits43.length; i++) sum += Number(digits43[digits43.length - 1 - i]) * ((i % 8) + 2);
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

/** Bar code of 44 digits with a right general check digit (position 5). */
export function boletoBarcodeValid(barcode: string): boolean {
  return /^\d{44}$/.test(barcode) && mod11Barcode(barcode.slice(0, 4) + barcode.slice(5)) === Number(barcode[4]);
}

/** The linha digitável of a bar code (47 digits, unformatted). */
export function barcodeToLinhaDigitavel(barcode: string): string {
  if (!/^\d{44}$/.test(barcode)) throw new RangeError('a boleto bar code has 44 digits');
  const withDigit = (digits: string) => digits + mod10(digits);
  return (
    withDigit(barcode.slice(0, 4) + barcode.slice(19, 24)) +
    withDigit(barcode.slice(24, 34)) +
    withDigit(barcode.slice(34, 44)) +
    barcode[4] +
    barcode.slice(5, 19)
  );
}

/** The bar code inside a linha digitável of 47 digits (check digits of the fields dropped, not verified). */
export function linhaDigitavelToBarcode(line: string): string {
  if (!/^\d{47}$/.test(line)) throw new RangeError('a linha digitável has 47 digits');
  return line.slice(0, 4) + line[32] + line.slice(33, 47) + line.slice(4, 9) + line.slice(10, 20) + line.slice(21, 31);
}

/** AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE, as printed on slips. */
export function formatLinhaDigitavel(line: string): string {
  if (!/^\d{47}$/.test(line)) throw new RangeError('a linha digitável has 47 digits');
  return `${line.slice(0, 5)}.${line.slice(5, 10)} ${line.slice(10, 15)}.${line.slice(15, 21)} ${line.slice(21, 26)}.${line.slice(26, 32)} ${line[32]} ${line.slice(33)}`;
}

/** Issues a slip: bar code with its general check digit and the linha digitável with its three field digits. */
export function makeBoleto(input: TBoletoInput): TBoleto {
  const { bankCode, currencyCode = '9', dueDate, amountCents, freeField } = input;
  if (!/^\d{3}$/.test(bankCode)) throw new RangeError('bank code must have 3 digits');
  if (!/^\d$/.test(currencyCode)) throw new RangeError('currency code must be one digit');
  if (!/^\d{25}$/.test(freeField)) throw new RangeError('free field must have 25 digits');
  if (!Number.isSafeInteger(amountCents) || amountCents < 0 || amountCents > MAX_AMOUNT_CENTS)
    throw new RangeError(`invalid boleto amount ${amountCents}`);
  const tail = String(dueDateFactor(dueDate)).padStart(4, '0') + String(amountCents).padStart(10, '0') + freeField;
  const head = bankCode + currencyCode;
  const barcode = head + mod11Barcode(head + tail) + tail;
  return { barcode, linhaDigitavel: barcodeToLinhaDigitavel(barcode), dueDate: new Date(FACTOR_BASE_UTC + utcDay(dueDate) * DAY_MS) };
}

/**
 * Reads a linha digitável as typed or printed (dots and blanks ignored) and verifies all four check digits
 * (three module-10 field digits and the general module-11 digit); null when any is wrong. `reference` picks the
 * factor's cycle (see `dueDateFromFactor`).
 */
export function parseLinhaDigitavel(text: string, reference: Date = new Date()): TParsedBoleto | null {
  const line = text.replace(/[\s.]/g, '');
  if (!/^\d{47}$/.test(line)) return null;
  const fieldsOk = [
    [0, 9],
    [10, 20],
    [21, 31],
  ].every(([start, end]) => mod10(line.slice(start, end)) === Number(line[end!]));
  const barcode = linhaDigitavelToBarcode(line);
  if (!fieldsOk || !boletoBarcodeValid(barcode)) return null;
  const dueFactor = Number(barcode.slice(5, 9));
  if (dueFactor !== NO_DUE_DATE && dueFactor < FACTOR_MIN) return null;
  return {
    barcode,
    bankCode: barcode.slice(0, 3),
    currencyCode: barcode[3]!,
    dueFactor,
    dueDate: dueDateFromFactor(dueFactor, reference),
    amountCents: Number(barcode.slice(9, 19)),
    freeField: barcode.slice(19),
  };
}

/** A linha digitável whose every check digit is right. */
export function linhaDigitavelValid(text: string): boolean {
  return parseLinhaDigitavel(text) !== null;
}
