import { z } from 'zod';
import { ZId } from '../common.ts';
import { isTimeZone } from '../datetime.ts';
import { LIVE_SERVICE_KINDS, ZLiveSource } from '../live.ts';
import { LIVE_SOURCE_URL_MAX, parseLiveSource } from '../live-source.ts';
import { zDateTime, zOptionalText, zRequiredText, zText } from '../validators.ts';
import { zChurchSlug } from './common.ts';

/**
 * Scheduling live services in the staff console (issue 34, "The live host workspace"; the `live` grant: view reads,
 * edit writes; go live and end also accept a grant scoped to that service). Field names are the table's
 * (live/live.schema.ts `culto`). Decided:
 * - a weekly service (`semanal`) repeats on `diaSemana` (0 = Sunday) at `horario` (HH:MM) in `fusoHorario` for
 *   `duracaoMinutos`; a one-off stream (`avulso`) has `inicio` and `fim` instants (the end after the start);
 * - the stream source is one address (`fonteUrl`, live-source.ts): YouTube or Vimeo, or an https HLS/MP4 address;
 * - creating a service publishes it (the member pages show it at once) and puts a CULTO notification in every
 *   member's list, once;
 * - go live (`start`) makes the service live now, whatever its schedule, until `end` (or LIVE_MANUAL_MAX_HOURS);
 *   end closes the occurrence under way (a weekly service shows its next one, a one-off stream leaves the schedule);
 * - delete takes the service off every page (its chat history is kept for the records).
 */
export const LIVE_TITLE_MAX = 120;
export const LIVE_DESCRIPTION_MAX = 2000;
export const LIVE_DURATION_MIN = 5;
export const LIVE_DURATION_MAX = 720;
/** A service put live by hand and never ended stops being live after this many hours. */
export const LIVE_MANUAL_MAX_HOURS = 12;

export const ZAdminLiveServiceParams = z.strictObject({ church: zChurchSlug, serviceId: ZId });

const zTime = z
  .string({ error: 'validation.required' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.time')
  .nullable();

export const ZAdminLiveServiceBody = z
  .strictObject({
    titulo: zRequiredText(LIVE_TITLE_MAX),
    descricao: zOptionalText(LIVE_DESCRIPTION_MAX)
      .nullable()
      .transform((v) => v || null),
    tipo: z.enum(LIVE_SERVICE_KINDS, { error: 'validation.invalid' }),
    diaSemana: z
      .number({ error: 'validation.integer' })
      .int('validation.integer')
      .min(0, 'validation.minValue')
      .max(6, 'validation.maxValue')
      .nullable()
      .default(null),
    horario: zTime.default(null),
    duracaoMinutos: z
      .number({ error: 'validation.integer' })
      .int('validation.integer')
      .min(LIVE_DURATION_MIN, 'validation.minValue')
      .max(LIVE_DURATION_MAX, 'validation.maxValue')
      .default(90),
    fusoHorario: z
      .string({ error: 'validation.required' })
      .max(64, 'validation.maxLength')
      .refine((v) => isTimeZone(v) && v.includes('/'), 'validation.timeZone'),
    inicio: zDateTime().nullable().default(null),
    fim: zDateTime().nullable().default(null),
    fonteUrl: zText()
      .trim()
      .min(1, 'validation.required')
      .max(LIVE_SOURCE_URL_MAX, 'validation.maxLength')
      .refine((v) => parseLiveSource(v) !== undefined, 'validation.liveSource'),
  })
  .superRefine((v, ctx) => {
    const need = (path: 'diaSemana' | 'horario' | 'inicio' | 'fim') =>
      ctx.addIssue({ code: 'custom', path: [path], message: 'validation.required' });
    if (v.tipo === 'semanal') {
      if (v.diaSemana === null) need('diaSemana');
      if (v.horario === null) need('horario');
      return;
    }
    if (v.inicio === null) need('inicio');
    if (v.fim === null) need('fim');
    if (v.inicio && v.fim && Date.parse(v.fim) <= Date.parse(v.inicio))
      ctx.addIssue({ code: 'custom', path: ['fim'], message: 'validation.endAfterStart' });
  })
  .meta({ id: 'AdminLiveServiceBody' });
export type TAdminLiveServiceBody = z.input<typeof ZAdminLiveServiceBody>;
export type TAdminLiveServiceInput = z.output<typeof ZAdminLiveServiceBody>;

/** A service as the console edits it, with what the member pages show of it now. */
export const ZAdminLiveService = z
  .object({
    id: z.number().int(),
    titulo: z.string(),
    descricao: z.string().nullable(),
    tipo: z.enum(LIVE_SERVICE_KINDS),
    diaSemana: z.number().int().nullable(),
    horario: z.string().nullable(),
    duracaoMinutos: z.number().int(),
    fusoHorario: z.string(),
    /** A one-off stream's instants as scheduled (null for a weekly service). */
    inicio: z.string().nullable(),
    fim: z.string().nullable(),
    fonte: ZLiveSource,
    /** The source as an address, for the editor. */
    fonteUrl: z.string(),
    /** Live now on the member pages (by its schedule, or put live by hand). */
    aoVivo: z.boolean(),
    /** Put live by hand at this instant (null: not by hand). */
    aoVivoDesde: z.string().nullable(),
    /** The occurrence live now or next; null for a one-off stream that is over. */
    ocorrencia: z.object({ inicio: z.string(), fim: z.string() }).nullable(),
  })
  .meta({ id: 'AdminLiveService' });
export type TAdminLiveService = z.infer<typeof ZAdminLiveService>;

/** GET /admin/:church/services: every service (live first, then by next occurrence; over ones last). */
export const ZAdminLiveServiceList = z.object({ itens: z.array(ZAdminLiveService) }).meta({ id: 'AdminLiveServiceList' });
export type TAdminLiveServiceList = z.infer<typeof ZAdminLiveServiceList>;
