import { z } from 'zod';

/**
 * The CNPJ (Brazil's register of legal entities): 14 digits, the last two check digits (mod 11). Stored as digits,
 * shown as 00.000.000/0000-00; typed either way.
 */
export const CNPJ_LENGTH = 14;

export function normalizeCnpj(value: string): string {
  return value.replace(/[.\-/\s]/g, '');
}

export function isValidCnpj(value: string): boolean {
  const digits = normalizeCnpj(value);
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false;
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (((length - 1 - i) % 8) + 2);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return checkDigit(12) === Number(digits[12]) && checkDigit(13) === Number(digits[13]);
}

/** 00.000.000/0000-00 (as given when it is not 14 digits). */
export function formatCnpj(cnpj: string): string {
  const d = normalizeCnpj(cnpj);
  return /^\d{14}$/.test(d) ? `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}` : cnpj;
}

export const zCnpj = z.string({ error: 'validation.required' }).trim().refine(isValidCnpj, 'validation.cnpj').transform(normalizeCnpj);
