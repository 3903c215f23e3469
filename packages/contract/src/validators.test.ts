import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZProfileFields } from './user.ts';
import {
  BRAZIL_AREA_CODES,
  blankToUndefined,
  isBeforeToday,
  isoToLocaleDate,
  isValidCep,
  isValidCpf,
  isValidPassword,
  isValidPhone,
  localeDateToIso,
  normalizeCpf,
  parseIsoDate,
  zCep,
  zCpf,
  zEmail,
  zPassword,
  zPastDate,
  zDateTime,
  zPhone,
} from './validators.ts';

/** The message key of the first issue, or 'ok'. */
function firstMessage(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? 'ok' : (result.error.issues[0]?.message ?? '');
}

describe('CPF', () => {
  it('accepts valid numbers with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
  });
  it('rejects wrong check digits, wrong lengths and letters', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-15')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247255')).toBe(false);
    expect(isValidCpf('52998224a25')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });
  it('rejects numbers made of one repeated digit even though their check digits add up', () => {
    for (let d = 0; d <= 9; d++) expect(isValidCpf(String(d).repeat(11))).toBe(false);
  });
  it('normalizes to digits and reports validation.cpf', () => {
    expect(normalizeCpf('529.982.247-25')).toBe('52998224725');
    expect(zCpf.parse(' 529.982.247-25 ')).toBe('52998224725');
    expect(firstMessage(zCpf, '123.456.789-00')).toBe('validation.cpf');
  });
});

describe('password policy', () => {
  it('accepts 8+ characters with lower, upper, digit and an allowed special', () => {
    for (const ok of ['Abcdef1@', 'Senha#2024', 'x.Y1/abcd', 'Demo@1234']) expect(isValidPassword(ok)).toBe(true);
  });
  it('rejects each missing class, short values and characters outside the allowed set', () => {
    const bad = ['Abcde1@', 'abcdef1@', 'ABCDEF1@', 'Abcdefg@', 'Abcdefg1', 'Abcdef1@ ', 'Abcdef1-', 'Abçdef1@'];
    for (const value of bad) expect(isValidPassword(value)).toBe(false);
  });
  it('reports required for empty and validation.password otherwise', () => {
    expect(firstMessage(zPassword, '')).toBe('validation.required');
    expect(firstMessage(zPassword, undefined)).toBe('validation.required');
    expect(firstMessage(zPassword, 'short')).toBe('validation.password');
    expect(firstMessage(zPassword, `Aa1@${'a'.repeat(200)}`)).toBe('validation.password');
  });
});

describe('Brazilian phone', () => {
  it('accepts optional +55, area code, five digits, optional dash or space, four digits', () => {
    for (const ok of ['+55 11 98765-4321', '+5511987654321', '11 98765 4321', '(11) 98765-4321', '11987654321', '+55 (21) 98765-4321']) {
      expect(isValidPhone(ok)).toBe(true);
    }
  });
  it('rejects other shapes', () => {
    for (const bad of ['98765-4321', '11 8765-4321', '+1 212 555 0100', '11 98765-43210', 'abc', '+55 1 98765-4321']) {
      expect(isValidPhone(bad)).toBe(false);
    }
    expect(firstMessage(zPhone, '12345')).toBe('validation.phone');
  });
  it.each([
    ['the country code without its plus', '55 11 91234-5678'],
    ['the country code without its plus, no spaces', '5511912345678'],
    ['an opening parenthesis alone', '(11 91234-5678'],
    ['a closing parenthesis alone', '11) 91234-5678'],
    ['parentheses around the country code', '(+55) 11 91234-5678'],
    ['area code 00', '00 91234-5678'],
    ['area code 00 with +55', '+55 (00) 91234-5678'],
    ['an area code with a 0 (10)', '10 91234-5678'],
    ['an unassigned area code (20)', '20 91234-5678'],
    ['an unassigned area code (52)', '+55 52 91234-5678'],
  ])('rejects %s: %j', (_, bad) => {
    expect(isValidPhone(bad)).toBe(false);
  });
  it('accepts each of the 67 Brazilian area codes and no other two digits', () => {
    const accepted = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')).filter((ddd) => isValidPhone(`(${ddd}) 91234-5678`));
    expect(accepted).toHaveLength(67);
    expect(accepted).toEqual([...BRAZIL_AREA_CODES].sort());
    expect(accepted.some((ddd) => ddd.includes('0'))).toBe(false);
  });
});

describe('CEP', () => {
  it('is exactly 8 digits once dashes are dropped', () => {
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('01310100')).toBe(true);
    expect(zCep.parse('01310-100')).toBe('01310100');
  });
  it('rejects other lengths and characters', () => {
    for (const bad of ['0131010', '013101000', '01310.100', 'ABCDE-123', '']) expect(isValidCep(bad)).toBe(false);
    expect(firstMessage(zCep, '1234')).toBe('validation.cep');
  });
});

describe('dates', () => {
  it('parses strict ISO calendar dates only', () => {
    expect(parseIsoDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    for (const bad of ['2023-02-29', '2023-13-01', '2023-00-10', '2023-1-1', '01/02/2023', '2023-02-30', '', '0000-01-01']) {
      expect(parseIsoDate(bad)).toBeUndefined();
    }
  });
  it.each(['0001-01-01', '0004-02-29', '0050-06-15', '0099-12-31', '0100-01-01', '9999-12-31'])(
    'reads %s as that very day, the range zDateTime accepts',
    (iso) => {
      expect(parseIsoDate(iso)?.toISOString().slice(0, 10)).toBe(iso);
      expect(zDateTime().safeParse(`${iso}T00:00:00Z`).success).toBe(true);
    },
  );
  it('refuses 29 February of a year 1-99 that is not a leap year (not read as 19xx)', () => {
    expect(parseIsoDate('0001-02-29')).toBeUndefined();
    expect(parseIsoDate('0096-02-29')?.getUTCFullYear()).toBe(96);
  });
  it('converts the locale short format strictly (day first in pt-BR and es, month first in en)', () => {
    expect(localeDateToIso('31/12/1990', 'pt-BR')).toBe('1990-12-31');
    expect(localeDateToIso('31/12/1990', 'es')).toBe('1990-12-31');
    expect(localeDateToIso('12/31/1990', 'en')).toBe('1990-12-31');
    expect(localeDateToIso('31/12/1990', 'en')).toBeUndefined();
    expect(localeDateToIso('30/02/1990', 'pt-BR')).toBeUndefined();
    expect(localeDateToIso('1/2/1990', 'pt-BR')).toBeUndefined();
    expect(isoToLocaleDate('1990-12-31', 'pt-BR')).toBe('31/12/1990');
    expect(isoToLocaleDate('1990-12-31', 'en')).toBe('12/31/1990');
  });
  it('requires dates before today', () => {
    const now = new Date(2025, 5, 15);
    expect(isBeforeToday('2025-06-14', now)).toBe(true);
    expect(isBeforeToday('2025-06-15', now)).toBe(false);
    expect(isBeforeToday('2030-01-01', now)).toBe(false);
    expect(firstMessage(zPastDate('validation.birthdate'), '2999-01-01')).toBe('validation.birthdate');
    expect(firstMessage(zPastDate('validation.birthdate'), '1990-02-30')).toBe('validation.dateFormat');
    expect(firstMessage(zPastDate(), '1990-01-01')).toBe('ok');
  });
});

describe('e-mail', () => {
  it('trims and lower-cases valid addresses', () => {
    expect(zEmail.parse('  Maria@Videira.Demo ')).toBe('maria@videira.demo');
  });
  it('reports required and invalid', () => {
    expect(firstMessage(zEmail, '')).toBe('validation.required');
    for (const bad of ['maria', 'maria@', 'maria@videira', 'ma ria@videira.demo', '@videira.demo']) {
      expect(firstMessage(zEmail, bad)).toBe('validation.email');
    }
  });
});

describe('optional fields', () => {
  it('lets blank optional values pass every rule but required', () => {
    const schema = blankToUndefined(zCpf);
    expect(schema.parse('')).toBeUndefined();
    expect(schema.parse('   ')).toBeUndefined();
    expect(firstMessage(schema, '123')).toBe('validation.cpf');
  });
  it('profile fields: names required, everything else optional and blank-tolerant', () => {
    const result = ZProfileFields.safeParse({ nome: 'Ana', sobrenome: 'Silva', cpf: '', cep: '', telefone: '', dataNascimento: '' });
    expect(result.success).toBe(true);
    expect(firstMessage(ZProfileFields, { nome: ' ', sobrenome: 'Silva' })).toBe('validation.required');
  });
});
