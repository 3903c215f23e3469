import { z } from 'zod';
import { ZId } from './common.ts';

/**
 * Live services (spec sections 1, 2 "/live", 9; module MOD_CULTO). A church's services are a weekly schedule
 * (day of the week 0 = Sunday .. 6, start time HH:MM in the service's IANA time zone, a duration) and one-off
 * streams (start and end instants). Each names its stream source. The server computes, at the time of the call,
 * each service's current or next occurrence and whether it is live now. A live service is also a chat channel:
 * its id is the `channel` of the /chat WebSocket (chat.ts).
 */
export const LIVE_SOURCE_TYPES = ['youtube', 'vimeo', 'facebook', 'hls', 'mp4'] as const;
export type TLiveSourceType = (typeof LIVE_SOURCE_TYPES)[number];
export const LIVE_SERVICE_KINDS = ['semanal', 'avulso'] as const;
/** At most this many services listed (weekly + upcoming one-off streams). */
export const LIVE_SCHEDULE_MAX = 100;

export const ZLiveSource = z
  .object({
    /** youtube / vimeo / facebook: `valor` is the provider's video code (facebook: the video URL); hls / mp4: an https URL. */
    tipo: z.enum(LIVE_SOURCE_TYPES),
    valor: z.string(),
  })
  .meta({ id: 'LiveSource' });
export type TLiveSource = z.infer<typeof ZLiveSource>;

export const ZLiveService = z
  .object({
    id: z.number().int(),
    titulo: z.string(),
    descricao: z.string().nullable(),
    tipo: z.enum(LIVE_SERVICE_KINDS),
    /** Weekly services: day of the week (0 = Sunday) and HH:MM in `fusoHorario`; null for one-off streams. */
    diaSemana: z.number().int().nullable(),
    horario: z.string().nullable(),
    fusoHorario: z.string(),
    /** The current occurrence when live, else the next one (ISO 8601). */
    inicio: z.string(),
    fim: z.string(),
    aoVivo: z.boolean(),
    fonte: ZLiveSource,
  })
  .meta({ id: 'LiveService' });
export type TLiveService = z.infer<typeof ZLiveService>;

/** GET /igreja/{slug}/culto/: what is live now, what comes next and every service by next occurrence. */
export const ZLiveSchedule = z
  .object({
    aoVivo: ZLiveService.nullable(),
    proximo: ZLiveService.nullable(),
    cultos: z.array(ZLiveService),
    /** Server time of the answer, so the countdown does not trust the device clock. */
    agora: z.string(),
  })
  .meta({ id: 'LiveSchedule' });
export type TLiveSchedule = z.infer<typeof ZLiveSchedule>;

/** The event of GET /igreja/{slug}/culto/ao-vivo (server-sent events): the whole schedule, a ZLiveSchedule. */
export const LIVE_SCHEDULE_EVENT = 'schedule';

export const ZLiveSlugParams = z.strictObject({ slug: z.string().min(1).max(100) });
export const ZLiveServiceParams = z.strictObject({ id: ZId });
