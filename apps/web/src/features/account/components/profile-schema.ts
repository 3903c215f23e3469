import type { TLocale } from '@congrega/contract/locale';
import { ZProfileFields, type TClientAccount } from '@congrega/contract/user';
import {
  blankToUndefined,
  isBeforeToday,
  isoToLocaleDate,
  localeDateToIso,
  matchesPassword,
  zEmail,
  zPassword,
  zPasswordConfirmation,
} from '@congrega/contract/validators';
import { z } from 'zod';
import type { TCustomField } from '../api/custom-fields.ts';

/**
 * The registration / profile form (spec section 3) as zod schemas built on the contract's ZProfileFields,
 * so the browser applies exactly the rules the server does. The form holds what the user types (dates in
 * the locale's short format); the schema's output is the API body (ISO dates, normalised CPF and CEP).
 */

/** 'register': a visitor (e-mail + password too); 'complete': an account new to this church; 'edit'. */
export type ProfileFormMode = 'register' | 'complete' | 'edit';

export const PROFILE_TEXT_FIELDS = [
  'nome',
  'sobrenome',
  'telefone',
  'dataNascimento',
  'sexo',
  'estadoCivil',
  'dataCasamento',
  'quantidadeFilhos',
  'ocupacao',
  'congregacaoId',
  'cpf',
  'cep',
  'logradouro',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'estado',
  'pais',
  'alergias',
  'cuidados',
  'tipoSanguineo',
] as const;
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

export type ProfileFormValues = Record<ProfileTextField, string> & {
  email: string;
  senha: string;
  confirmarSenha: string;
  camposPersonalizados: Record<string, string>;
};

export const BLOOD_TYPES = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
const CUSTOM_NUMBER = /^-?\d+([.,]\d+)?$/;

/** A date typed in the locale's short format -> ISO; `past` also requires it to be before today. */
function localeDateRule(locale: TLocale, past?: 'validation.birthdate' | 'validation.dateFormat'): z.ZodType<string, string> {
  const iso = z.string().transform((text, ctx) => {
    const value = localeDateToIso(text, locale);
    if (!value) {
      ctx.addIssue({ code: 'custom', message: 'validation.dateFormat' });
      return z.NEVER;
    }
    return value;
  });
  return past ? iso.refine((value) => isBeforeToday(value), past) : iso;
}

const zLocaleDate = (locale: TLocale, past?: 'validation.birthdate' | 'validation.dateFormat') =>
  blankToUndefined(localeDateRule(locale, past));

function customFieldSchema(field: TCustomField, locale: TLocale): z.ZodType<string | undefined> {
  let rule: z.ZodType<string, string>;
  if (field.tipo === 'date') rule = localeDateRule(locale);
  else if (field.tipo === 'number') rule = z.string().trim().regex(CUSTOM_NUMBER, 'validation.invalid');
  else if (field.tipo === 'select') rule = z.string().refine((v) => field.opcoes.includes(v), 'validation.invalid');
  else rule = z.string().trim().max(500, 'validation.maxLength');
  if (field.flagObrigatorio) {
    return z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').pipe(rule);
  }
  return blankToUndefined(rule) as z.ZodType<string | undefined>;
}

/** Custom fields: each definition's rule; the output keeps only filled values (chave -> text). */
function zCustomFields(fields: readonly TCustomField[], locale: TLocale) {
  const shape: Record<string, z.ZodType<string | undefined>> = {};
  for (const field of fields) shape[field.chave] = customFieldSchema(field, locale);
  return z
    .object(shape)
    .transform((values) => Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => e[1] !== undefined)));
}

export function buildProfileSchema(mode: ProfileFormMode, locale: TLocale, customFields: readonly TCustomField[]) {
  const profile = ZProfileFields.extend({
    dataNascimento: zLocaleDate(locale, 'validation.birthdate'),
    dataCasamento: zLocaleDate(locale, 'validation.dateFormat'),
    camposPersonalizados: zCustomFields(customFields, locale),
  });
  if (mode !== 'register') return profile;
  return profile
    .extend({
      email: zEmail,
      senha: zPassword,
      confirmarSenha: zPasswordConfirmation,
    })
    .refine(...matchesPassword('senha'));
}

/** Form values: the client account's data (dates back in the locale's format), or empty for a new one. */
export function profileDefaults(
  client: TClientAccount | null,
  locale: TLocale,
  extra: { email?: string; pais?: string | null } = {},
): ProfileFormValues {
  const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  const date = (value: string | null | undefined) => (value ? isoToLocaleDate(value, locale) : '');
  const values = Object.fromEntries(PROFILE_TEXT_FIELDS.map((name) => [name, text(client?.[name])])) as Record<ProfileTextField, string>;
  return {
    ...values,
    dataNascimento: date(client?.dataNascimento),
    dataCasamento: date(client?.dataCasamento),
    pais: client ? text(client.pais) : text(extra.pais),
    email: client?.email ?? extra.email ?? '',
    senha: '',
    confirmarSenha: '',
    camposPersonalizados: { ...(client?.camposPersonalizados ?? {}) },
  };
}

/** Custom date values are stored as ISO; the form shows them in the locale's format. */
export function customDefaults(client: TClientAccount | null, fields: readonly TCustomField[], locale: TLocale): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    const value = client?.camposPersonalizados[field.chave] ?? '';
    out[field.chave] = field.tipo === 'date' && /^\d{4}-\d{2}-\d{2}/.test(value) ? isoToLocaleDate(value, locale) : value;
  }
  return out;
}
