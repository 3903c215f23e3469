import { z } from 'zod';
import { ZId, zPageNumber } from '../common.ts';
import { PRAYER_CARE_STATUSES, PRAYER_MESSAGE_MAX, PRAYER_STATUSES, ZPrayerId } from '../prayer.ts';
import { zRequiredText } from '../validators.ts';
import { zChurchSlug, zListLimit } from './common.ts';

/**
 * Prayer wall moderation and pastoral care in the staff console (issue 34; ../shared/staff-console.md "Prayer").
 * Grants (decided): the `pastoral` area. View reads the moderation queue and the care queue, edit moderates and
 * follows up care, admin changes the church's prayer settings (a church admin holds it; the pastor preset holds
 * edit, so a pastor works without a second factor, as a church admin's admin grants need one). Content editors
 * hold no pastoral grant: they never see private requests, call/visit wishes nor care notes.
 * - settings: publish at once or after approval; N days on the wall (the author may extend, each time by N days
 *   from now); N reports (unresolved) hide a request or a message until a moderator decides;
 * - a moderator's decision (approve, hide) resolves the item's reports; an edit (redaction) keeps its state; the
 *   author is told of each (notifications feed);
 * - answered: the wall shows the request as a testimony;
 * - care: requests asking for a call or a visit, and private ones, as a queue (status, the staff member assigned,
 *   private notes); every read of the queue or of an item appends an 'access' row to the audit log.
 */
export const PRAYER_SETTINGS_DEFAULTS = { flagAprovacao: false, diasExpiracao: 14, limiteDenuncias: 1 } as const;
export const PRAYER_EXPIRY_DAYS_MAX = 365;
export const PRAYER_REPORTS_MAX = 100;
export const PRAYER_REASON_MAX = 100;
export const PRAYER_CARE_NOTE_MAX = 4000;
export const PRAYER_AUTHOR_NAME_MAX = 100;

export const PRAYER_QUEUES = ['pendentes', 'denunciadas', 'todas'] as const;

const zCount = (min: number, max: number) =>
  z.number({ error: 'validation.integer' }).int('validation.integer').min(min, 'validation.minValue').max(max, 'validation.maxValue');

export const ZAdminPrayerParams = z.strictObject({ church: zChurchSlug });
export const ZAdminPrayerRequestParams = z.strictObject({ church: zChurchSlug, id: ZPrayerId });
export const ZAdminPrayerItemParams = z.strictObject({ church: zChurchSlug, id: ZId });

// --- Settings ------------------------------------------------------------------------------------------------------

export const ZAdminPrayerSettings = z
  .object({ flagAprovacao: z.boolean(), diasExpiracao: z.number().int(), limiteDenuncias: z.number().int() })
  .meta({ id: 'AdminPrayerSettings' });
export type TAdminPrayerSettings = z.infer<typeof ZAdminPrayerSettings>;
export const ZAdminPrayerSettingsBody = z
  .strictObject({
    flagAprovacao: z.boolean({ error: 'validation.invalid' }),
    diasExpiracao: zCount(1, PRAYER_EXPIRY_DAYS_MAX),
    limiteDenuncias: zCount(1, PRAYER_REPORTS_MAX),
  })
  .meta({ id: 'AdminPrayerSettingsBody' });
export type TAdminPrayerSettingsBody = z.input<typeof ZAdminPrayerSettingsBody>;

// --- Moderation queue ----------------------------------------------------------------------------------------------

export const ZAdminPrayerQueueQuery = z.strictObject({
  fila: z.enum(PRAYER_QUEUES, { error: 'validation.invalid' }).default('pendentes'),
  page: zPageNumber(),
  limit: zListLimit(30),
});

export const ZAdminPrayerMessage = z
  .object({
    id: z.number().int(),
    idOracao: z.string(),
    nome: z.string(),
    mensagem: z.string(),
    status: z.enum(['publicada', 'oculta']),
    denuncias: z.number().int(),
    dataCadastro: z.string(),
  })
  .meta({ id: 'AdminPrayerMessage' });
export type TAdminPrayerMessage = z.infer<typeof ZAdminPrayerMessage>;

/** A request as the moderators see it (public ones only: private requests live in the care queue). */
export const ZAdminPrayerRequest = z
  .object({
    id: z.string(),
    nome: z.string(),
    mensagem: z.string(),
    imagem: z.string().nullable(),
    motivo: z.string().nullable(),
    status: z.enum(PRAYER_STATUSES),
    denuncias: z.number().int(),
    respondida: z.boolean(),
    quantidadeOracoes: z.number().int(),
    expiraEm: z.string().nullable(),
    dataCadastro: z.string(),
  })
  .meta({ id: 'AdminPrayerRequest' });
export type TAdminPrayerRequest = z.infer<typeof ZAdminPrayerRequest>;

/** GET /admin/:church/prayer/moderation: the page of requests of the queue, and every reported message (unresolved). */
export const ZAdminPrayerQueue = z
  .object({
    itens: z.array(ZAdminPrayerRequest),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    mensagens: z.array(ZAdminPrayerMessage),
  })
  .meta({ id: 'AdminPrayerQueue' });
export type TAdminPrayerQueue = z.infer<typeof ZAdminPrayerQueue>;

export const ZAdminPrayerDecisionBody = z
  .strictObject({ decisao: z.enum(['aprovar', 'ocultar'], { error: 'validation.invalid' }) })
  .meta({ id: 'AdminPrayerDecisionBody' });
export type TAdminPrayerDecisionBody = z.input<typeof ZAdminPrayerDecisionBody>;

/** PUT /admin/:church/prayer/requests/:id: edit or redact (the name shown, e.g. "Anônimo", and the text). */
export const ZAdminPrayerEditBody = z
  .strictObject({ nome: zRequiredText(PRAYER_AUTHOR_NAME_MAX), mensagem: zRequiredText(PRAYER_MESSAGE_MAX) })
  .meta({ id: 'AdminPrayerEditBody' });
export type TAdminPrayerEditBody = z.input<typeof ZAdminPrayerEditBody>;

export const ZAdminPrayerAnsweredBody = z
  .strictObject({ respondida: z.boolean({ error: 'validation.invalid' }) })
  .meta({ id: 'AdminPrayerAnsweredBody' });

// --- Reasons -------------------------------------------------------------------------------------------------------

export const ZAdminPrayerReason = z
  .object({ id: z.number().int(), nome: z.string(), ordem: z.number().int(), flagAtivo: z.boolean() })
  .meta({ id: 'AdminPrayerReason' });
export type TAdminPrayerReason = z.infer<typeof ZAdminPrayerReason>;
export const ZAdminPrayerReasonList = z.object({ itens: z.array(ZAdminPrayerReason) }).meta({ id: 'AdminPrayerReasonList' });
export const ZAdminPrayerReasonBody = z
  .strictObject({ nome: zRequiredText(PRAYER_REASON_MAX), ordem: zCount(0, 1000), flagAtivo: z.boolean({ error: 'validation.invalid' }) })
  .meta({ id: 'AdminPrayerReasonBody' });
export type TAdminPrayerReasonBody = z.input<typeof ZAdminPrayerReasonBody>;

// --- Care follow-up ------------------------------------------------------------------------------------------------

export const ZAdminCareQuery = z.strictObject({
  status: z.enum(PRAYER_CARE_STATUSES, { error: 'validation.invalid' }).optional(),
  page: zPageNumber(),
  limit: zListLimit(30),
});

const ZStaffRef = z.object({ usuarioId: z.number().int(), nome: z.string() });

export const ZAdminCareItem = z
  .object({
    idOracao: z.string(),
    pessoa: z.object({ usuarioId: z.number().int(), nome: z.string(), email: z.string(), telefone: z.string().nullable() }),
    mensagem: z.string(),
    flagPublicarMural: z.boolean(),
    flagReceberLigacao: z.boolean(),
    flagReceberVisita: z.boolean(),
    status: z.enum(PRAYER_CARE_STATUSES),
    responsavel: ZStaffRef.nullable(),
    dataCadastro: z.string(),
  })
  .meta({ id: 'AdminCareItem' });
export type TAdminCareItem = z.infer<typeof ZAdminCareItem>;

/** GET /admin/:church/prayer/care: the page, and the pastoral team one may assign (holders of a pastoral grant). */
export const ZAdminCarePage = z
  .object({
    itens: z.array(ZAdminCareItem),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    equipe: z.array(ZStaffRef),
  })
  .meta({ id: 'AdminCarePage' });
export type TAdminCarePage = z.infer<typeof ZAdminCarePage>;

export const ZAdminCareNote = z
  .object({ id: z.number().int(), texto: z.string(), autor: z.string().nullable(), criadoEm: z.string() })
  .meta({ id: 'AdminCareNote' });
export type TAdminCareNote = z.infer<typeof ZAdminCareNote>;

export const ZAdminCareDetail = ZAdminCareItem.extend({ notas: z.array(ZAdminCareNote), equipe: z.array(ZStaffRef) }).meta({
  id: 'AdminCareDetail',
});
export type TAdminCareDetail = z.infer<typeof ZAdminCareDetail>;

export const ZAdminCareUpdateBody = z
  .strictObject({ status: z.enum(PRAYER_CARE_STATUSES, { error: 'validation.invalid' }), responsavelId: ZId.nullable() })
  .meta({ id: 'AdminCareUpdateBody' });
export type TAdminCareUpdateBody = z.input<typeof ZAdminCareUpdateBody>;

export const ZAdminCareNoteBody = z.strictObject({ texto: zRequiredText(PRAYER_CARE_NOTE_MAX) }).meta({ id: 'AdminCareNoteBody' });
export type TAdminCareNoteBody = z.input<typeof ZAdminCareNoteBody>;
