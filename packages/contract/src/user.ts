import { z } from 'zod';
import { ZId, zPageNumber } from './common.ts';
import {
  blankToUndefined,
  matchesPassword,
  zCep,
  zCpf,
  zEmail,
  zOptionalText,
  zPassword,
  zPastDate,
  zPhone,
  zRequiredText,
} from './validators.ts';

export const SEXES = ['M', 'F'] as const;
/** Marital status codes (spec section 3); names come from GET /utils/estado-civil/. */
export const MARITAL_STATUSES = [
  'solteiro',
  'casado',
  'casado_civil',
  'casado_civil_religioso',
  'uniao_estavel',
  'morando_junto',
  'divorciado',
  'viuvo',
] as const;

/**
 * Registration profile fields (spec section 3 "Registration and profile form"), shared by registration
 * (POST /igreja/{id}/usuario/) and profile update (PUT /usuario/). Optional fields accept '' as empty.
 * Dates are ISO YYYY-MM-DD; the web form converts from the locale's short format.
 */
export const ZProfileFields = z.object({
  nome: zRequiredText(100),
  sobrenome: zRequiredText(100),
  telefone: blankToUndefined(zPhone),
  dataNascimento: blankToUndefined(zPastDate('validation.birthdate')),
  sexo: blankToUndefined(z.enum(SEXES, { error: 'validation.invalid' })),
  estadoCivil: blankToUndefined(z.enum(MARITAL_STATUSES, { error: 'validation.invalid' })),
  dataCasamento: blankToUndefined(zPastDate('validation.dateFormat')),
  quantidadeFilhos: blankToUndefined(
    z.coerce.number({ error: 'validation.integer' }).int('validation.integer').min(0, 'validation.minValue').max(30, 'validation.maxValue'),
  ),
  ocupacao: blankToUndefined(zOptionalText(100)),
  congregacaoId: blankToUndefined(ZId),
  cpf: blankToUndefined(zCpf),
  cep: blankToUndefined(zCep),
  logradouro: blankToUndefined(zOptionalText(200)),
  numero: blankToUndefined(zOptionalText(20)),
  complemento: blankToUndefined(zOptionalText(100)),
  bairro: blankToUndefined(zOptionalText(100)),
  cidade: blankToUndefined(zOptionalText(100)),
  estado: blankToUndefined(zOptionalText(50)),
  pais: blankToUndefined(zOptionalText(2)),
  alergias: blankToUndefined(zOptionalText(500)),
  cuidados: blankToUndefined(zOptionalText(500)),
  tipoSanguineo: blankToUndefined(z.enum(['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'], { error: 'validation.invalid' })),
  camposPersonalizados: z.record(z.string().max(50), z.string().max(500)).optional(),
});

/**
 * POST /igreja/{id}/usuario/. A visitor sends e-mail + password (+ confirmation) and gets a new shared
 * account and this church's client account, logged in. A logged-in user without a client account at this
 * church (bearer) sends only the profile fields.
 */
export const ZRegistrationBody = ZProfileFields.extend({
  email: zEmail.optional(),
  senha: zPassword.optional(),
  confirmarSenha: z.string().optional(),
})
  .strict()
  .refine(...matchesPassword('senha'))
  .meta({ id: 'RegistrationBody' });
export type TRegistrationBody = z.input<typeof ZRegistrationBody>;

/** PUT /usuario/ (bearer): the caller's client account at the host church. */
export const ZProfileUpdateBody = ZProfileFields.strict().meta({ id: 'ProfileUpdateBody' });
export type TProfileUpdateBody = z.input<typeof ZProfileUpdateBody>;

/** The client account (`usuario`) as returned to its owner. */
export const ZClientAccount = z
  .object({
    id: z.number().int(),
    idIgreja: z.number().int(),
    email: z.string(),
    nome: z.string(),
    sobrenome: z.string(),
    telefone: z.string().nullable(),
    dataNascimento: z.string().nullable(),
    sexo: z.string().nullable(),
    estadoCivil: z.string().nullable(),
    dataCasamento: z.string().nullable(),
    quantidadeFilhos: z.number().int().nullable(),
    ocupacao: z.string().nullable(),
    congregacaoId: z.number().int().nullable(),
    cpf: z.string().nullable(),
    cep: z.string().nullable(),
    logradouro: z.string().nullable(),
    numero: z.string().nullable(),
    complemento: z.string().nullable(),
    bairro: z.string().nullable(),
    cidade: z.string().nullable(),
    estado: z.string().nullable(),
    pais: z.string().nullable(),
    alergias: z.string().nullable(),
    cuidados: z.string().nullable(),
    tipoSanguineo: z.string().nullable(),
    imagem: z.string().nullable(),
    camposPersonalizados: z.record(z.string(), z.string()),
  })
  .meta({ id: 'ClientAccount' });
export type TClientAccount = z.infer<typeof ZClientAccount>;

/** GET /user/{id}/usuario?cliente= | ?organizacao= -> { usuarios }. Fails (empty) when no client account. */
export const ZClientAccountList = z.object({ usuarios: z.array(ZClientAccount) });
/** GET /igreja/{client}/usuario/?email= : whether the e-mail has a client account at this church. */
export const ZClientLookup = z.object({ usuarios: z.array(z.object({ id: z.number().int(), nome: z.string() })) });

/** Registration result: the client account and, for a new visitor, the session. */
export const ZRegistrationResult = z.object({ usuario: ZClientAccount, token: z.string().optional(), refreshToken: z.string().optional() });
export type TRegistrationResult = z.infer<typeof ZRegistrationResult>;

export const ZUserScopeQuery = z
  .strictObject({ cliente: ZId.optional(), organizacao: z.string().max(100).optional() })
  .refine((v) => (v.cliente === undefined) !== (v.organizacao === undefined), { message: 'validation.required', path: ['cliente'] });

/** GET /user/{id}/documento: same scope query, optional (default: the host church). */
export const ZDocumentQuery = z
  .strictObject({ cliente: ZId.optional(), organizacao: z.string().max(100).optional() })
  .refine((v) => v.cliente === undefined || v.organizacao === undefined, { message: 'validation.invalid', path: ['organizacao'] });

export const ZDocumentList = z.object({ documentos: z.array(z.object({ tipo: z.string(), numero: z.string() })) });
export const ZRoleList = z.object({ userIgrejaRoles: z.array(z.object({ role: z.string(), igreja: z.string() })) });

export const ZCustomField = z
  .object({
    id: z.number().int(),
    chave: z.string(),
    rotulo: z.string(),
    tipo: z.enum(['text', 'number', 'date', 'select']),
    opcoes: z.array(z.string()),
    flagObrigatorio: z.boolean(),
  })
  .meta({ id: 'CustomField' });
export type TCustomField = z.infer<typeof ZCustomField>;
export const ZCustomFieldList = z.object({ camposPersonalizados: z.array(ZCustomField) });

/** POST /usuario/troca-igreja: switch to another church of the organization. */
export const ZChangeChurchBody = z.strictObject({ igreja: ZId });
/** Where to go: the other church's URL with a one-time `token` code the web app exchanges at start. */
export const ZChangeChurchResult = z.object({ url: z.string(), codigo: z.string() });

export const NOTIFICATION_ROUTE_TYPES = ['CULTO', 'EVENTO', 'EBD', 'NOTICIA', 'DEVOCIONAL'] as const;
export const ZNotification = z
  .object({
    id: z.number().int(),
    titulo: z.string(),
    corpo: z.string(),
    dataCadastro: z.string(),
    dataUltimaAlteracao: z.string(),
    tipo: z.object({ codigo: z.string() }),
    igreja: z.object({ codigo: z.string() }),
    idEntidadeRelacionada: z.number().int().nullable(),
    /** A notification staff sent by hand may open a path of the app (`/event/12`); null otherwise. */
    rota: z.string().nullable().optional(),
  })
  .meta({ id: 'Notification' });
export type TNotification = z.infer<typeof ZNotification>;
export const ZNotificationQuery = z.strictObject({
  page: zPageNumber(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const ZNotificationList = z.object({
  notificacoes: z.array(ZNotification),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TNotificationList = z.infer<typeof ZNotificationList>;
export type TNotificationQuery = z.input<typeof ZNotificationQuery>;

/** Reference lists (GET /utils/pais/, /utils/ocupacao/, /utils/estado-civil/), names in the request language. */
export const ZCountry = z.object({ id: z.number().int(), sigla: z.string(), nome: z.string(), ddi: z.string().nullable() });
export const ZCodeName = z.object({ id: z.number().int(), codigo: z.string(), nome: z.string() });
export type TCountry = z.infer<typeof ZCountry>;
export type TCodeName = z.infer<typeof ZCodeName>;
export const ZCountryList = z.object({ paises: z.array(ZCountry) }).meta({ id: 'CountryList' });
export const ZOccupationList = z.object({ ocupacoes: z.array(ZCodeName) }).meta({ id: 'OccupationList' });
export const ZMaritalStatusList = z.object({ estadosCivis: z.array(ZCodeName) }).meta({ id: 'MaritalStatusList' });
export type TCountryList = z.infer<typeof ZCountryList>;
export type TOccupationList = z.infer<typeof ZOccupationList>;
export type TMaritalStatusList = z.infer<typeof ZMaritalStatusList>;
