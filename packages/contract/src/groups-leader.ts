import { z } from 'zod';
import { ZId } from './common.ts';
import { zDateTime, zOptionalText, zText } from './validators.ts';

/**
 * A cell leader's tools in the member app (issue 34): the roster of their cell with its members' contacts (only
 * the cell's own members, only to its leader and staff), recording a meeting with its attendance, and the health
 * view (attendance over time). Decided here: a meeting lasts at most MEETING_MAX_HOURS; visitors are a count and,
 * optionally, their names (at most MEETING_VISITOR_NAMES of MEETING_VISITOR_NAME_MAX characters).
 */
export const MEETING_MAX_HOURS = 12;
export const MEETING_VISITORS_MAX = 500;
export const MEETING_VISITOR_NAMES = 50;
export const MEETING_VISITOR_NAME_MAX = 100;
export const MEETING_NOTES_MAX = 4000;
export const MEETING_THEME_MAX = 200;
export const HEALTH_MEETINGS = 26;

export const ZRosterMember = z
  .object({
    usuarioId: z.number().int(),
    nome: z.string(),
    email: z.string(),
    telefone: z.string().nullable(),
    imagem: z.string().nullable(),
    desde: z.string(),
  })
  .meta({ id: 'GroupRosterMember' });
export type TRosterMember = z.infer<typeof ZRosterMember>;
export const ZRoster = z.object({ celula: z.string(), membros: z.array(ZRosterMember) }).meta({ id: 'GroupRoster' });
export type TRoster = z.infer<typeof ZRoster>;

/**
 * A recorded meeting is changed or deleted (PUT/DELETE /celula/{id}/reuniao-registro/{meetingId}) by any leader of its
 * cell within MEETING_EDIT_DAYS of when it was recorded (403 MEETING_EDIT_CLOSED after), by the church's staff
 * always. The change keeps the meeting's checklist (the roster when it was recorded): `presentes` marks who of it came.
 */
export const MEETING_EDIT_DAYS = 30;

export const ZMeetingBody = z
  .strictObject({
    dataInicio: zDateTime(),
    dataFim: zDateTime(),
    idEstudo: ZId.nullable().optional(),
    tema: zOptionalText(MEETING_THEME_MAX),
    observacao: zOptionalText(MEETING_NOTES_MAX),
    /** The roster members who came (each must be a member of the cell). */
    presentes: z.array(ZId, { error: 'validation.invalid' }).max(1000, 'validation.tooMany'),
    visitantes: z.coerce
      .number({ error: 'validation.integer' })
      .int('validation.integer')
      .min(0, 'validation.invalid')
      .max(MEETING_VISITORS_MAX, 'validation.invalid'),
    nomesVisitantes: z
      .array(zText().trim().min(1, 'validation.required').max(MEETING_VISITOR_NAME_MAX, 'validation.maxLength'), {
        error: 'validation.invalid',
      })
      .max(MEETING_VISITOR_NAMES, 'validation.tooMany')
      .optional(),
  })
  .refine((b) => Date.parse(b.dataFim) > Date.parse(b.dataInicio), { path: ['dataFim'], message: 'validation.dateRange' })
  .refine((b) => Date.parse(b.dataFim) - Date.parse(b.dataInicio) <= MEETING_MAX_HOURS * 3_600_000, {
    path: ['dataFim'],
    message: 'validation.invalid',
  })
  .refine((b) => (b.nomesVisitantes?.length ?? 0) <= b.visitantes, { path: ['nomesVisitantes'], message: 'validation.tooMany' })
  .meta({ id: 'GroupMeetingBody' });
export type TMeetingBody = z.input<typeof ZMeetingBody>;

export const ZMeetingCreated = z.object({ id: z.number().int(), idCelula: z.number().int() }).meta({ id: 'GroupMeetingCreated' });

/** One meeting's point of the health chart: the roster then, who came and the visitors. */
export const ZHealthPoint = z
  .object({
    idReuniao: z.number().int(),
    data: z.string(),
    membros: z.number().int(),
    presentes: z.number().int(),
    visitantes: z.number().int(),
  })
  .meta({ id: 'GroupHealthPoint' });
export type THealthPoint = z.infer<typeof ZHealthPoint>;

/** The last HEALTH_MEETINGS meetings, oldest first, and the cell's figures now. */
export const ZGroupHealth = z
  .object({
    celula: z.string(),
    membrosAtuais: z.number().int(),
    pontos: z.array(ZHealthPoint),
    /** Mean share present over the points (0-1), null without meetings. */
    frequenciaMedia: z.number().nullable(),
  })
  .meta({ id: 'GroupHealth' });
export type TGroupHealth = z.infer<typeof ZGroupHealth>;
