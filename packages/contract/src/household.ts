import { z } from 'zod';
import { ZId } from './common.ts';
import { SEXES } from './user.ts';
import { blankToUndefined, isValidCep, zOptionalText, zPastDate, zRequiredText, zText } from './validators.ts';

/**
 * The member's household data (spec sections 3 "User state" and 7 "Address" / "Children"): children (LGPD art. 14,
 * sensitive: owner only) and addresses. Optional text fields accept '' as empty.
 */

export const CHILD_NAME_MAX = 100;
export const CHILD_NOTES_MAX = 500;
export const POSTCODE_MAX = 12;

export const ZChild = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    /** ISO YYYY-MM-DD */
    dataNascimento: z.string(),
    sexo: z.enum(SEXES).nullable(),
    alergias: z.string().nullable(),
    cuidados: z.string().nullable(),
    dataUltimaAlteracao: z.string(),
  })
  .meta({ id: 'Child' });
export type TChild = z.infer<typeof ZChild>;
export const ZChildList = z.object({ criancas: z.array(ZChild) }).meta({ id: 'ChildList' });
export type TChildList = z.infer<typeof ZChildList>;

/** POST /usuario/{id}/crianca?igreja= and PUT /usuario/{id}/crianca/{childId} */
export const ZChildBody = z
  .strictObject({
    nome: zRequiredText(CHILD_NAME_MAX),
    dataNascimento: zPastDate('validation.birthdate'),
    sexo: blankToUndefined(z.enum(SEXES, { error: 'validation.invalid' })),
    alergias: blankToUndefined(zOptionalText(CHILD_NOTES_MAX)),
    cuidados: blankToUndefined(zOptionalText(CHILD_NOTES_MAX)),
  })
  .meta({ id: 'ChildBody' });
export type TChildBody = z.input<typeof ZChildBody>;

export const ZAddress = z
  .object({
    id: z.number().int(),
    cep: z.string(),
    logradouro: z.string(),
    numero: z.string().nullable(),
    complemento: z.string().nullable(),
    bairro: z.string().nullable(),
    cidade: z.string(),
    estado: z.string().nullable(),
    pais: z.string(),
    dataUltimaAlteracao: z.string(),
  })
  .meta({ id: 'Address' });
export type TAddress = z.infer<typeof ZAddress>;
export const ZAddressList = z.object({ enderecos: z.array(ZAddress) }).meta({ id: 'AddressList' });
export type TAddressList = z.infer<typeof ZAddressList>;

/** ISO 3166-1 alpha-2, upper case. */
export const zCountryCode = zText()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'validation.invalid')
  .transform((v) => v.toUpperCase());

/**
 * POST /usuario/{id}/endereco and PUT /usuario/{id}/endereco/{addressId}. `cep` is a Brazilian CEP (8 digits,
 * dashes dropped) when `pais` is BR, any postcode of up to 12 letters, digits, spaces or dashes otherwise.
 */
export const ZAddressBody = z
  .strictObject({
    pais: zCountryCode.default('BR'),
    cep: zRequiredText(POSTCODE_MAX + 4),
    logradouro: zRequiredText(200),
    numero: blankToUndefined(zOptionalText(20)),
    complemento: blankToUndefined(zOptionalText(100)),
    bairro: blankToUndefined(zOptionalText(100)),
    cidade: zRequiredText(100),
    estado: blankToUndefined(zOptionalText(50)),
  })
  .superRefine((v, ctx) => {
    const ok = v.pais === 'BR' ? isValidCep(v.cep) : /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/.test(v.cep);
    if (!ok) ctx.addIssue({ code: 'custom', path: ['cep'], message: v.pais === 'BR' ? 'validation.cep' : 'validation.invalid' });
  })
  .transform((v) => ({ ...v, cep: v.pais === 'BR' ? v.cep.replace(/-/g, '') : v.cep.toUpperCase() }))
  .meta({ id: 'AddressBody' });
export type TAddressBody = z.input<typeof ZAddressBody>;

/** GET /user/{id}/crianca?cliente= and /user/{id}/endereco?cliente=: `cliente` is the host church id. */
export const ZClientQuery = z.strictObject({ cliente: ZId });
export const ZHouseholdParams = z.strictObject({ id: ZId });
export const ZChildParams = z.strictObject({ id: ZId, childId: ZId });
export const ZAddressParams = z.strictObject({ id: ZId, addressId: ZId });

/** What a postcode lookup found: fills the address form; every part may be missing. */
export const ZPostcodeResult = z
  .object({
    cep: z.string(),
    pais: z.string(),
    logradouro: z.string().nullable(),
    bairro: z.string().nullable(),
    cidade: z.string().nullable(),
    estado: z.string().nullable(),
  })
  .meta({ id: 'PostcodeResult' });
export type TPostcodeResult = z.infer<typeof ZPostcodeResult>;

export const ZCepParams = z.strictObject({
  cep: zText()
    .trim()
    .refine(isValidCep, 'validation.cep')
    .transform((v) => v.replace(/-/g, '')),
});
export const ZPostcodeParams = z.strictObject({
  pais: zCountryCode,
  codigo: zText()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/, 'validation.invalid'),
});
export const ZCountryParams = z.strictObject({ pais: zCountryCode });

export const ZStateList = z.object({ estados: z.array(z.object({ sigla: z.string(), nome: z.string() })) }).meta({ id: 'StateList' });
export type TStateList = z.infer<typeof ZStateList>;
