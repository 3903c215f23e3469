import { z } from 'zod';
import { MAX_ID, ZPageQuery } from './common.ts';
import { blankToUndefined, zRequiredText } from './validators.ts';

/** Limits of the prayer wall (spec section 9 leaves them open; decided here, shared by server and form). */
export const PRAYER_MESSAGE_MAX = 2000;
export const PRAYER_SUPPORT_MESSAGE_MAX = 1000;
/** Largest accepted image upload, in megabytes (the server re-encodes it to WebP). */
export const PRAYER_IMAGE_MAX_MB = 5;

/** Moderation states of a request (issue 34; admin/prayer.ts has the rules). */
export const PRAYER_STATUSES = ['publicada', 'pendente', 'oculta'] as const;
export type TPrayerStatus = (typeof PRAYER_STATUSES)[number];
export const PRAYER_CARE_STATUSES = ['novo', 'em_andamento', 'concluido'] as const;
export type TPrayerCareStatus = (typeof PRAYER_CARE_STATUSES)[number];

/** Prayer ids are UUIDs and stay strings (spec section 2, guards). */
export const ZPrayerId = z.uuid({ error: 'validation.invalid' });

/**
 * A boolean sent as a multipart form field ('true' / 'false'), or as a real boolean from JSON or a form
 * library. Anything else ('yes', '1', 'on') is refused rather than guessed.
 */
const zFormBoolean = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: 'validation.invalid' }));

export const ZPrayerWallParams = z.strictObject({ slug: z.string().min(1).max(100) });
export const ZPrayerWallItemParams = z.strictObject({ slug: z.string().min(1).max(100), id: ZPrayerId });
export const ZPrayerIdParams = z.strictObject({ id: ZPrayerId });
/** GET /oracao/{slug}?page=&limit= : newest first. */
export const ZPrayerWallQuery = ZPageQuery.strict();
/** Requests per page of the wall the app asks for (a screenful on a phone); the server draws its first page alike. */
export const PRAYER_WALL_PAGE_SIZE = 20;

/** A prayer reason (oracao_motivo) of the church. */
export const ZPrayerReason = z.object({ id: z.number().int(), nome: z.string() }).meta({ id: 'PrayerReason' });
export type TPrayerReason = z.infer<typeof ZPrayerReason>;
export const ZPrayerReasonList = z.object({ motivos: z.array(ZPrayerReason) }).meta({ id: 'PrayerReasonList' });

/**
 * A prayer request as anyone allowed to see it sees it. Deliberately without the author's user id or
 * the call/visit wishes: those are for the author and the church's pastoral team only.
 */
export const ZPrayer = z
  .object({
    id: z.string(),
    /** The author's display name. */
    nome: z.string(),
    mensagem: z.string(),
    /** Public URL of the (re-encoded, metadata-free) image, or null. */
    imagem: z.string().nullable(),
    idOracaoMotivo: z.number().int().nullable(),
    motivo: z.string().nullable(),
    quantidadeOracoes: z.number().int(),
    quantidadeMensagens: z.number().int(),
    dataCadastro: z.string(),
    /** Whether the caller already prayed for it today; only present for logged-in callers. */
    orouHoje: z.boolean().optional(),
    /** Whether the caller is the author. */
    meu: z.boolean(),
    /** Marked answered by the pastoral team: the wall shows it as a testimony. */
    respondida: z.boolean(),
  })
  .meta({ id: 'Prayer' });
export type TPrayer = z.infer<typeof ZPrayer>;

/** The caller's own request: adds the choices only the author may see. */
export const ZMyPrayer = ZPrayer.extend({
  flagPublicarMural: z.boolean(),
  flagReceberLigacao: z.boolean(),
  flagReceberVisita: z.boolean(),
  /** 'pendente': waiting for the church's approval (only the author sees it); 'oculta': taken off the wall. */
  status: z.enum(PRAYER_STATUSES),
  /** When it leaves the wall (the author may extend it); null: it does not expire. */
  expiraEm: z.string().nullable(),
  /**
   * The pastoral team's follow-up of a request that asked for a call or a visit (or is private): its status and
   * the first name of whoever took it; null when there is none to follow.
   */
  cuidado: z.object({ status: z.enum(PRAYER_CARE_STATUSES), responsavel: z.string().nullable() }).nullable(),
}).meta({ id: 'MyPrayer' });
export type TMyPrayer = z.infer<typeof ZMyPrayer>;

/** A supportive message under a request (`meu`: the caller wrote it, so it cannot be reported by them). */
export const ZPrayerMessage = z
  .object({ id: z.number().int(), nome: z.string(), mensagem: z.string(), dataCadastro: z.string(), meu: z.boolean() })
  .meta({ id: 'PrayerMessage' });
export type TPrayerMessage = z.infer<typeof ZPrayerMessage>;

/** GET /oracao/{slug}/{id}: the request, whether it is on the wall, and its messages (oldest first). */
export const ZPrayerDetail = ZPrayer.extend({
  flagPublicarMural: z.boolean(),
  /** Only the author (and staff) ever see a request that is not 'publicada'. */
  status: z.enum(PRAYER_STATUSES),
  mensagens: z.array(ZPrayerMessage),
}).meta({ id: 'PrayerDetail' });
export type TPrayerDetail = z.infer<typeof ZPrayerDetail>;

export const ZPrayerWall = z
  .object({ oracoes: z.array(ZPrayer), total: z.number().int(), page: z.number().int(), limit: z.number().int() })
  .meta({ id: 'PrayerWall' });
export type TPrayerWall = z.infer<typeof ZPrayerWall>;

/** GET /user/oracao?igreja= : the caller's own requests, published or not, newest first. */
export const ZMyPrayerList = z.object({ oracoes: z.array(ZMyPrayer) }).meta({ id: 'MyPrayerList' });

/**
 * POST /oracao/ text fields (multipart/form-data; the optional image travels as the `imagem` file part).
 * The new-request form reuses this schema; the server adds the file field.
 */
export const ZPrayerCreateBody = z
  .strictObject({
    mensagem: zRequiredText(PRAYER_MESSAGE_MAX),
    idOracaoMotivo: blankToUndefined(
      z.coerce
        .number({ error: 'validation.invalid' })
        .int('validation.invalid')
        .positive('validation.invalid')
        .max(MAX_ID, 'validation.invalid'),
    ),
    flagPublicarMural: zFormBoolean.default(true),
    flagReceberLigacao: zFormBoolean.default(false),
    flagReceberVisita: zFormBoolean.default(false),
  })
  .meta({ id: 'PrayerCreateBody' });
export type TPrayerCreateBody = z.input<typeof ZPrayerCreateBody>;
/** The create fields after validation (booleans parsed, defaults applied). */
export type TPrayerCreateValues = z.output<typeof ZPrayerCreateBody>;

/** POST /oracao/mensagem/ */
export const ZPrayerMessageBody = z
  .strictObject({ idOracao: ZPrayerId, mensagem: zRequiredText(PRAYER_SUPPORT_MESSAGE_MAX) })
  .meta({ id: 'PrayerMessageBody' });
export type TPrayerMessageBody = z.input<typeof ZPrayerMessageBody>;

/** POST /oracao/orar/ */
export const ZPrayBody = z.strictObject({ idOracao: ZPrayerId }).meta({ id: 'PrayBody' });
export type TPrayBody = z.input<typeof ZPrayBody>;
export const ZPrayResult = z.object({ quantidadeOracoes: z.number().int(), orouHoje: z.literal(true) }).meta({ id: 'PrayResult' });
export type TPrayResult = z.infer<typeof ZPrayResult>;

/** POST /oracao/denuncia/ : report a request of someone else (once per member; a repeat changes nothing). */
export const ZPrayerReportBody = z.strictObject({ idOracao: ZPrayerId }).meta({ id: 'PrayerReportBody' });
/** POST /oracao/mensagem/denuncia/ : report a supportive message of someone else. */
export const ZPrayerMessageReportBody = z
  .strictObject({
    idMensagem: z.coerce
      .number({ error: 'validation.invalid' })
      .int('validation.invalid')
      .positive('validation.invalid')
      .max(MAX_ID, 'validation.invalid'),
  })
  .meta({ id: 'PrayerMessageReportBody' });
export const ZPrayerReportResult = z.object({ denunciado: z.literal(true) }).meta({ id: 'PrayerReportResult' });
export type TPrayerReportResult = z.infer<typeof ZPrayerReportResult>;
/** POST /oracao/prorrogar/ : the author keeps their request on the wall for the church's N days more from now. */
export const ZPrayerExtendBody = z.strictObject({ idOracao: ZPrayerId }).meta({ id: 'PrayerExtendBody' });

/**
 * GET /oracao/{slug}/ao-vivo (server-sent events): the wall's counts and new supportive messages as they happen
 * (issue 34), for everyone looking. Only about requests on the public wall (public, published, active): a private,
 * pending or hidden request sends nothing, and a message hidden by moderation never goes out. `prayed` carries the
 * request's count now; `message` the new message (as GET /oracao/{slug}/{id} shows it, without `meu`) and the count.
 */
export const PRAYER_WALL_EVENTS = ['prayed', 'message'] as const;
export type TPrayerWallEvent =
  | { type: 'prayed'; id: string; quantidadeOracoes: number }
  | { type: 'message'; idOracao: string; quantidadeMensagens: number; mensagem: Omit<TPrayerMessage, 'meu'> };
