import { z } from 'zod';
import { ZId, zPageNumber } from '../common.ts';
import { zText } from '../validators.ts';
import { zChurchSlug } from './common.ts';

/**
 * The People area (people grant): search the church's members by name, e-mail, phone or CPF (digits, any
 * punctuation) and congregation; a member's profile (reading it is audited); the list as CSV, streamed.
 * Health notes (allergies, care) and children are not part of it: they need a grant of their own (not built yet).
 */
export const ZPeopleFilters = z.strictObject({
  /** Name or e-mail (contains, any case), or 3+ digits of a phone or CPF. */
  q: zText().trim().min(1, 'validation.required').max(100, 'validation.maxLength').optional(),
  congregacao: ZId.optional(),
});
export const ZPeopleQuery = ZPeopleFilters.extend({
  page: zPageNumber(),
  limit: z.coerce
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(1, 'validation.invalid')
    .max(100, 'validation.invalid')
    .default(30),
});
export type TPeopleQuery = z.input<typeof ZPeopleQuery>;

export const ZPersonSummary = z
  .object({
    usuarioId: z.number().int(),
    nome: z.string(),
    email: z.string(),
    telefone: z.string().nullable(),
    congregacao: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
    flagAtivo: z.boolean(),
    criadoEm: z.string(),
  })
  .meta({ id: 'AdminPersonSummary' });
export type TPersonSummary = z.infer<typeof ZPersonSummary>;

export const ZPeoplePage = z
  .object({ itens: z.array(ZPersonSummary), page: z.number().int(), limit: z.number().int(), total: z.number().int() })
  .meta({ id: 'AdminPeoplePage' });
export type TPeoplePage = z.infer<typeof ZPeoplePage>;

export const ZPersonProfile = ZPersonSummary.extend({
  sobrenome: z.string(),
  cpf: z.string().nullable(),
  dataNascimento: z.string().nullable(),
  sexo: z.string().nullable(),
  estadoCivil: z.string().nullable(),
  ocupacao: z.string().nullable(),
  endereco: z.object({
    cep: z.string().nullable(),
    logradouro: z.string().nullable(),
    numero: z.string().nullable(),
    complemento: z.string().nullable(),
    bairro: z.string().nullable(),
    cidade: z.string().nullable(),
    estado: z.string().nullable(),
    pais: z.string().nullable(),
  }),
  camposPersonalizados: z.record(z.string(), z.string()),
  roles: z.array(z.string()),
}).meta({ id: 'AdminPersonProfile' });
export type TPersonProfile = z.infer<typeof ZPersonProfile>;

export const ZPersonParams = z.strictObject({ church: zChurchSlug, id: ZId });
