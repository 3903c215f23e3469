import { z } from 'zod';
import { ZId, zPageNumber } from '../common.ts';
import { GROUP_AUDIENCES, JOIN_REQUEST_STATUSES } from '../groups.ts';
import { blankToUndefined, zEmail, zOptionalText, zRequiredText } from '../validators.ts';
import { zChurchSlug, zListLimit } from './common.ts';

/**
 * Cells (small groups) in the staff console (issue 34): the `cells` grant; a cell leader's grant is scoped to their
 * cell (the gate compares it with the path's `cellId`; lists show only the caller's cells). Creating a cell, moving a
 * member between cells, studies and the settings need an unscoped grant. A cell has zero or more leaders, each named
 * by the e-mail of a member of the church (`lideresEmails`, in order; at most CELL_LEADERS_MAX); the responsible
 * person is a name as the church writes it.
 */
export const CELL_NAME_MAX = 120;
export const CELL_DESCRIPTION_MAX = 2000;
export const CELL_CAPACITY_MAX = 1000;
export const CELL_REMINDER_DAYS_MAX = 60;
export const CELL_LEADERS_MAX = 10;
export const STUDY_CONTENT_MAX = 100_000;

export const ZAdminCellParams = z.strictObject({ church: zChurchSlug, cellId: ZId });
export const ZAdminCellMemberParams = z.strictObject({ church: zChurchSlug, cellId: ZId, usuarioId: ZId });
export const ZAdminStudyParams = z.strictObject({ church: zChurchSlug, id: ZId });

const ZPersonRef = z.object({ usuarioId: z.number().int(), nome: z.string(), email: z.string() });

export const ZAdminCellSummary = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    publico: z.enum(GROUP_AUDIENCES),
    diaSemana: z.number().int(),
    horario: z.string(),
    bairro: z.string().nullable(),
    lideres: z.array(ZPersonRef),
    capacidade: z.number().int().nullable(),
    aceitaSolicitacoes: z.boolean(),
    flagAtivo: z.boolean(),
    membros: z.number().int(),
    pendentes: z.number().int(),
  })
  .meta({ id: 'AdminCellSummary' });
export type TAdminCellSummary = z.infer<typeof ZAdminCellSummary>;
export const ZAdminCellList = z.object({ itens: z.array(ZAdminCellSummary) }).meta({ id: 'AdminCellList' });
export type TAdminCellList = z.infer<typeof ZAdminCellList>;

export const ZAdminCellMember = ZPersonRef.extend({ telefone: z.string().nullable(), desde: z.string() }).meta({
  id: 'AdminCellMember',
});
export type TAdminCellMember = z.infer<typeof ZAdminCellMember>;

export const ZAdminCell = ZAdminCellSummary.extend({
  descricao: z.string().nullable(),
  responsavel: z.string().nullable(),
  cep: z.string().nullable(),
  logradouro: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  cidade: z.string().nullable(),
  estado: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  participantes: z.array(ZAdminCellMember),
}).meta({ id: 'AdminCell' });
export type TAdminCell = z.infer<typeof ZAdminCell>;

const optional = (max: number) => blankToUndefined(zOptionalText(max)).nullable();
const coordinate = (limit: number) =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z.coerce.number({ error: 'validation.invalid' }).min(-limit, 'validation.invalid').max(limit, 'validation.invalid').nullable(),
  );

export const ZAdminCellBody = z
  .strictObject({
    nome: zRequiredText(CELL_NAME_MAX),
    descricao: optional(CELL_DESCRIPTION_MAX),
    /**
     * The leaders: members' e-mails (their client accounts at the church), in order, repeats counted once; empty: no
     * leader (requests go to staff). An unknown one answers 400 GROUP_LEADER_NOT_FOUND on `lideresEmails.<index>`.
     */
    lideresEmails: z.array(zEmail, { error: 'validation.invalid' }).max(CELL_LEADERS_MAX, 'validation.invalid'),
    responsavel: optional(120),
    publico: z.enum(GROUP_AUDIENCES, { error: 'validation.invalid' }),
    diaSemana: z.coerce
      .number({ error: 'validation.integer' })
      .int('validation.integer')
      .min(0, 'validation.invalid')
      .max(6, 'validation.invalid'),
    horario: z.string({ error: 'validation.required' }).regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'validation.invalid'),
    capacidade: z.preprocess(
      (v) => (v === '' ? null : v),
      z.coerce
        .number({ error: 'validation.integer' })
        .int('validation.integer')
        .min(1, 'validation.invalid')
        .max(CELL_CAPACITY_MAX, 'validation.invalid')
        .nullable(),
    ),
    aceitaSolicitacoes: z.boolean({ error: 'validation.invalid' }),
    flagAtivo: z.boolean({ error: 'validation.invalid' }),
    cep: optional(9),
    logradouro: optional(200),
    numero: optional(20),
    complemento: optional(100),
    bairro: optional(100),
    cidade: optional(100),
    estado: optional(50),
    latitude: coordinate(90),
    longitude: coordinate(180),
  })
  .meta({ id: 'AdminCellBody' });
export type TAdminCellBody = z.input<typeof ZAdminCellBody>;

/** POST .../members/:usuarioId/move: the member leaves this cell for `destino` (their pending request there is accepted). */
export const ZAdminCellMoveBody = z.strictObject({ destino: ZId }).meta({ id: 'AdminCellMoveBody' });
export const ZAdminCellMoved = z.object({ origem: z.number().int(), destino: z.number().int(), usuarioId: z.number().int() }).meta({
  id: 'AdminCellMoved',
});

// --- Join requests ---------------------------------------------------------------------------------------------

export const ZAdminCellRequestQuery = z.strictObject({
  status: z.enum(JOIN_REQUEST_STATUSES, { error: 'validation.invalid' }).optional(),
  celula: ZId.optional(),
  page: zPageNumber(),
  limit: zListLimit(30),
});
export const ZAdminCellRequest = z
  .object({
    id: z.number().int(),
    celula: z.object({ id: z.number().int(), nome: z.string() }),
    pessoa: ZPersonRef,
    mensagem: z.string().nullable(),
    status: z.enum(JOIN_REQUEST_STATUSES),
    criadoEm: z.string(),
    respondidoEm: z.string().nullable(),
    respondidoPor: z.object({ usuarioId: z.number().int(), nome: z.string() }).nullable(),
  })
  .meta({ id: 'AdminCellRequest' });
export type TAdminCellRequest = z.infer<typeof ZAdminCellRequest>;
export const ZAdminCellRequestPage = z
  .object({ itens: z.array(ZAdminCellRequest), total: z.number().int(), page: z.number().int(), limit: z.number().int() })
  .meta({ id: 'AdminCellRequestPage' });
export type TAdminCellRequestPage = z.infer<typeof ZAdminCellRequestPage>;

// --- Studies and settings --------------------------------------------------------------------------------------

export const ZAdminStudy = z
  .object({
    id: z.number().int(),
    titulo: z.string(),
    resumo: z.string().nullable(),
    conteudo: z.string(),
    flagConteudoPublico: z.boolean(),
    flagAtivo: z.boolean(),
    dataPublicacao: z.string(),
  })
  .meta({ id: 'AdminStudy' });
export type TAdminStudy = z.infer<typeof ZAdminStudy>;
export const ZAdminStudyList = z.object({ itens: z.array(ZAdminStudy) }).meta({ id: 'AdminStudyList' });
export type TAdminStudyList = z.infer<typeof ZAdminStudyList>;

export const ZAdminStudyBody = z
  .strictObject({
    titulo: zRequiredText(200),
    resumo: optional(500),
    /** Plain text or simple HTML; the member app serves it sanitised. */
    conteudo: zRequiredText(STUDY_CONTENT_MAX),
    flagConteudoPublico: z.boolean({ error: 'validation.invalid' }),
    flagAtivo: z.boolean({ error: 'validation.invalid' }),
  })
  .meta({ id: 'AdminStudyBody' });
export type TAdminStudyBody = z.input<typeof ZAdminStudyBody>;

/** The studies page's title and introduction, and the days a join request waits before its reminders. */
export const ZAdminCellSettings = z
  .object({ titulo: z.string().nullable(), descricao: z.string().nullable(), diasLembrete: z.number().int() })
  .meta({ id: 'AdminCellSettings' });
export type TAdminCellSettings = z.infer<typeof ZAdminCellSettings>;
export const ZAdminCellSettingsBody = z
  .strictObject({
    titulo: optional(200),
    descricao: optional(2000),
    diasLembrete: z.coerce
      .number({ error: 'validation.integer' })
      .int('validation.integer')
      .min(1, 'validation.invalid')
      .max(CELL_REMINDER_DAYS_MAX, 'validation.invalid'),
  })
  .meta({ id: 'AdminCellSettingsBody' });
export type TAdminCellSettingsBody = z.input<typeof ZAdminCellSettingsBody>;
