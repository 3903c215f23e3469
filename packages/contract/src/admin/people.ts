import { z } from 'zod';
import { ZId, zPageNumber } from '../common.ts';
import { zText } from '../validators.ts';
import { zChurchSlug, zListLimit } from './common.ts';

/**
 * The People area (people grant): search the church's members by name, e-mail, phone or CPF (digits, any
 * punctuation) and congregation; a member's profile (reading it is audited); the list as CSV, streamed.
 * Children are the household's (person-household.ts; their health notes behind the pastoral grant), the card person-card.ts's.
 */
export const ZPeopleFilters = z.strictObject({
  /** Name or e-mail (contains, any case; one or two letters: starts with), or 3+ digits of a phone or CPF. */
  q: zText().trim().min(1, 'validation.required').max(100, 'validation.maxLength').optional(),
  congregacao: ZId.optional(),
});
/** The list's orders: by name, or by when the member joined the church (`dir`: ascending by default). */
export const PEOPLE_SORTS = ['name', 'joined'] as const;
export type TPeopleSort = (typeof PEOPLE_SORTS)[number];
export type TSortDir = 'asc' | 'desc';
export const ZPeopleQuery = ZPeopleFilters.extend({
  sort: z.enum(PEOPLE_SORTS, { error: 'validation.invalid' }).default('name'),
  dir: z.enum(['asc', 'desc'], { error: 'validation.invalid' }).default('asc'),
  page: zPageNumber(),
  limit: zListLimit(),
});
export type TPeopleQuery = z.input<typeof ZPeopleQuery>;

const ZCongregationRef = z.object({ id: z.number().int(), nome: z.string() });

export const ZPersonSummary = z
  .object({
    usuarioId: z.number().int(),
    nome: z.string(),
    email: z.string(),
    telefone: z.string().nullable(),
    congregacao: ZCongregationRef.nullable(),
    flagAtivo: z.boolean(),
    criadoEm: z.string(),
  })
  .meta({ id: 'AdminPersonSummary' });
export type TPersonSummary = z.infer<typeof ZPersonSummary>;

export const ZPeoplePage = z
  .object({
    itens: z.array(ZPersonSummary),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    /** The church's congregations, in name order (the congregation filter's choices). */
    congregacoes: z.array(ZCongregationRef),
  })
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
