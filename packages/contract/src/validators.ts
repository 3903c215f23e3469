import { z } from 'zod';
import type { TLocale } from './locale.ts';

/**
 * Validators of spec section 5, shared by the server (payload validation) and the browser (forms).
 * Each zod helper reports a message key of messages.ts (`validation.*`), translated at the edge.
 * Empty optional values pass every rule but `required`, as the spec's rule set says.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** Letters, digits and the specials @ $ ! % * ? & # / . only; at least one of each class. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&#/.])[A-Za-z\d@$!%*?&#/.]{8,}$/;
/**
 * Optional +55 (the plus is part of the country code: "55 11 ..." is refused, as it reads as a wrong area code),
 * a two-digit area code bare or in balanced parentheses, five digits, optional dash or space, four digits.
 * The area code group is checked against BRAZIL_AREA_CODES by `isValidPhone`.
 */
export const PHONE_PATTERN = /^(?:\+55\s?)?(?:\((?<ddd>\d{2})\)|(?<bareDdd>\d{2}))\s?\d{5}[-\s]?\d{4}$/;
/** The area codes (DDD) in use in Brazil (ANATEL's national numbering plan): 67 codes, none with a 0. */
export const BRAZIL_AREA_CODES: ReadonlySet<string> = new Set(
  (
    '11 12 13 14 15 16 17 18 19 21 22 24 27 28 31 32 33 34 35 37 38 41 42 43 44 45 46 47 48 49 51 53 54 55 ' +
    '61 62 63 64 65 66 67 68 69 71 73 74 75 77 79 81 82 83 84 85 86 87 88 89 91 92 93 94 95 96 97 98 99'
  ).split(' '),
);
export const PHONE_COUNTRY_CODE = '55';
export const CEP_LENGTH = 8;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidCpf(value: string): boolean {
  const digits = value.replace(/[.\-\s]/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]);
}

export function normalizeCpf(value: string): string {
  return value.replace(/\D/g, '');
}

export function isValidCep(value: string): boolean {
  return new RegExp(`^\\d{${CEP_LENGTH}}$`).test(value.replace(/-/g, ''));
}

export function isValidPhone(value: string): boolean {
  const groups = PHONE_PATTERN.exec(value.trim())?.groups;
  const areaCode = groups?.ddd ?? groups?.bareDdd;
  return areaCode !== undefined && BRAZIL_AREA_CODES.has(areaCode);
}

export function isValidPassword(value: string): boolean {
  return PASSWORD_PATTERN.test(value);
}

/**
 * Strict ISO calendar date (YYYY-MM-DD) that exists (no 2023-02-30), years 0001-9999 like `zDateTime`
 * (PostgreSQL has no year 0). The year is set with setUTCFullYear: `Date.UTC` reads 0-99 as 1900-1999.
 */
export function parseIsoDate(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1) return undefined;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid ? date : undefined;
}

/** Short date pattern per locale, as users type it: pt-BR and es day first, en month first. */
export function shortDatePattern(locale: TLocale): 'DD/MM/YYYY' | 'MM/DD/YYYY' {
  return locale === 'en' ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
}

/** Strictly parses a date typed in the locale's short format into ISO (YYYY-MM-DD), or undefined. */
export function localeDateToIso(text: string, locale: TLocale): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const [a, b, year] = [match[1], match[2], match[3]];
  const [day, month] = shortDatePattern(locale) === 'MM/DD/YYYY' ? [b, a] : [a, b];
  const iso = `${year}-${month}-${day}`;
  return parseIsoDate(iso) ? iso : undefined;
}

/** ISO (YYYY-MM-DD) to the locale's short format, for showing stored dates in forms. */
export function isoToLocaleDate(iso: string, locale: TLocale): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return shortDatePattern(locale) === 'MM/DD/YYYY' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

export function isBeforeToday(iso: string, now: Date = new Date()): boolean {
  const date = parseIsoDate(iso);
  if (!date) return false;
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return date.getTime() < today;
}

// ---- zod building blocks (messages are keys of messages.ts) ----

/** C0 control characters other than tab, newline and carriage return (NUL first: PostgreSQL text refuses it). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/** Any text a person types: no NUL or other control characters (message `validation.invalidCharacters`). */
export const zText = (typeError = 'validation.required') =>
  z.string({ error: typeError }).refine((v) => !hasControlCharacters(v), 'validation.invalidCharacters');

export const zRequiredText = (max = 255) => zText().trim().min(1, 'validation.required').max(max, 'validation.maxLength');

export const zOptionalText = (max = 255) => zText().trim().max(max, 'validation.maxLength').optional();

/** An https address with a host and without credentials (`validation.https` otherwise). */
export const zHttpsAddress = (max: number) =>
  zText()
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.maxLength')
    .refine((v) => {
      try {
        const url = new URL(v);
        return url.protocol === 'https:' && !url.username && !url.password && url.hostname.length > 0;
      } catch {
        return false;
      }
    }, 'validation.https');

/** ISO 8601 date-time with offset, years 0001-9999 only (PostgreSQL refuses year 0; JS accepts it). */
export const zDateTime = () =>
  z.iso.datetime({ offset: true, error: 'validation.dateFormat' }).refine((v) => {
    const time = Date.parse(v);
    const year = Number(v.slice(0, 4));
    return Number.isFinite(time) && year >= 1 && year <= 9999;
  }, 'validation.dateFormat');

export const zEmail = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(254, 'validation.email')
  .regex(EMAIL_PATTERN, 'validation.email')
  .transform((v) => v.toLowerCase());

/** The password confirmation field: required, any text (the match is checked by matchesPassword). */
export const zPasswordConfirmation = z.string({ error: 'validation.required' }).min(1, 'validation.required');

/**
 * The one "passwords must match" rule, for every form and body with a confirmation: `.refine(...matchesPassword('senha'))`.
 * Reported on `confirmarSenha`, and checked even while other fields are invalid (so each field shows its own
 * problem as soon as it is left). A password left out (optional profile password) needs no confirmation.
 */
export function matchesPassword<K extends string>(
  field: K,
): [
  (v: { [P in K | 'confirmarSenha']?: unknown }) => boolean,
  { path: string[]; message: string; when: (payload: { value: unknown }) => boolean },
] {
  return [
    (v) => v[field] === undefined || v[field] === v.confirmarSenha,
    {
      path: ['confirmarSenha'],
      message: 'validation.confirmPassword',
      when: (payload) => typeof (payload.value as { confirmarSenha?: unknown } | null)?.confirmarSenha === 'string',
    },
  ];
}

export const zPassword = z
  .string({ error: 'validation.required' })
  .min(1, 'validation.required')
  .regex(PASSWORD_PATTERN, 'validation.password')
  .max(128, 'validation.password');

export const zCpf = z
  .string()
  .trim()
  .refine((v) => isValidCpf(v), 'validation.cpf')
  .transform(normalizeCpf);

export const zPhone = z.string().trim().refine(isValidPhone, 'validation.phone');

export const zCep = z
  .string()
  .trim()
  .refine(isValidCep, 'validation.cep')
  .transform((v) => v.replace(/-/g, ''));

/** ISO date strictly in the past; `message` picks birthdate vs generic wording. */
export const zPastDate = (message: 'validation.birthdate' | 'validation.dateFormat' = 'validation.dateFormat') =>
  z
    .string()
    .refine((v) => parseIsoDate(v) !== undefined, 'validation.dateFormat')
    .refine((v) => isBeforeToday(v), message);

/** A calendar date (YYYY-MM-DD) that exists, past or future. */
export const zIsoDate = () =>
  z.string({ error: 'validation.dateFormat' }).refine((v) => parseIsoDate(v) !== undefined, 'validation.dateFormat');

/** Turns '' into undefined so optional fields left blank pass every rule, as the spec requires. */
export const blankToUndefined = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());
