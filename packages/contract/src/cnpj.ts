import { z } from 'zod';

/**
 * The CNPJ (Brazil's register of legal entities): 14 characters, the first 12 digits or, for numbers the Receita
 * Federal issues from July 2026 on (IN RFB 2.229/2024), upper-case letters too; the last two are check digits (mod 11,
 * weights 2..9 from the right, each character counting as its ASCII code minus 48: '0'..'9' are 0..9, 'A' is 17).
 * A numeric CNPJ is the same rule with digits only, so both kinds validate alike. Stored upper-case without the mask,
 * shown as 00.000.000/0000-00 (12.ABC.345/01DE-35); typed either way, in either case.
 */
export const CNPJ_LENGTH = 14;

export function normalizeCnpj(value: string): string {
  return value.replace(/[.\-/\s]/g, '').toUpperCase();
}

function checkDigit(base: string): number {
  let sum = 0;
  for (let i = 0; i < base.length; i++) sum += (base.charCodeAt(i) - 48) * (((base.length - 1 - i) % 8) + 2);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  const first = checkDigit(cnpj.slice(0, 12));
  return first === Number(cnpj[12]) && checkDigit(cnpj.slice(0, 13)) === Number(cnpj[13]);
}

/** 00.000.000/0000-00 (as given when it is not a CNPJ's 14 characters). */
export function formatCnpj(cnpj: string): string {
  const c = normalizeCnpj(cnpj);
  return /^[0-9A-Z]{12}\d{2}$/.test(c) ? `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}` : cnpj;
}

export const zCnpj = z.string({ error: 'validation.required' }).trim().refine(isValidCnpj, 'validation.cnpj').transform(normalizeCnpj);
