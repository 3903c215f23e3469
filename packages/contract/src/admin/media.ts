import { z } from 'zod';
import { ZId } from '../common.ts';
import { zRequiredText } from '../validators.ts';
import { zChurchSlug } from './common.ts';

/**
 * The console's media library (issue 35, first slice; a content tool, MEDIA_LIBRARY_GRANTS: view reads, edit uploads
 * and deletes, with the `content` grant or the `play` one). Decided:
 * - an upload is resumable in chunks of at most MEDIA_CHUNK_MAX_BYTES, each sent with its SHA-256 and the offset it
 *   starts at (the bytes received so far): a chunk at another offset is 409 MEDIA_CHUNK_OFFSET (the console reads
 *   `recebidos` again and goes on from there), a chunk whose bytes do not hash to its checksum is 400 and not kept;
 * - the content is checked, never the name: the first chunk's leading bytes must be a container of the declared
 *   kind's (video: MP4/MOV, Matroska/WebM, AVI, MPEG-TS; audio: WAV, MP3, M4A), and the whole file is read by ffprobe once it is complete (a truncated or broken
 *   file, or one without a video stream or with no duration, is refused with its own code and nothing is made);
 * - a complete file is queued for processing (a video: HLS ladder, poster, thumbnail strip; an audio file: AAC in
 *   M4A, loudness-normalised to about -16 LUFS, for the podcast): `situacao` goes
 *   enviando -> na_fila -> processando (with `progresso`) -> pronto | falhou (with `erro`, a code of MEDIA_ERROR_CODES);
 * - an upload left unfinished for MEDIA_ABANDONED_HOURS is deleted with its bytes;
 * - without ffmpeg on the server nothing can be processed: the list says so (`processamentoDisponivel` false) and a
 *   new upload is refused (503 MEDIA_PROCESSING_UNAVAILABLE) instead of failing after the bytes were sent.
 */
/**
 * What the media library's endpoints (uploads, captions) require: the `content` grant, whose editors upload the
 * podcast's audio and the videos' files, or the `play` one (Play's contents play its videos), at view or edit, with
 * or without the Play module. Its audit rows name `content`.
 */
export const MEDIA_LIBRARY_GRANTS = {
  view: { area: 'content', orArea: 'play', action: 'view' },
  edit: { area: 'content', orArea: 'play', action: 'edit' },
} as const;

/** A video (HLS for Play) or an audio file (the podcast's M4A, issue 33). */
export const MEDIA_KINDS = ['video', 'audio'] as const;
export type TMediaKind = (typeof MEDIA_KINDS)[number];
export const MEDIA_STATES = ['enviando', 'na_fila', 'processando', 'pronto', 'falhou'] as const;
export type TMediaState = (typeof MEDIA_STATES)[number];
/** The largest file accepted (bytes). */
export const MEDIA_MAX_BYTES = 8 * 1024 ** 3;
/** The chunk size the console sends, and the largest chunk the server takes. */
export const MEDIA_CHUNK_BYTES = 8 * 1024 * 1024;
export const MEDIA_CHUNK_MAX_BYTES = 16 * 1024 * 1024;
export const MEDIA_NAME_MAX = 200;
export const MEDIA_ABANDONED_HOURS = 24;

export const ZAdminMediaParams = z.strictObject({ church: zChurchSlug, id: ZId });

export const ZAdminMediaCreateBody = z
  .strictObject({
    /** The file's name as the staff member chose it (shown in the list; never used to decide the type). */
    nome: zRequiredText(MEDIA_NAME_MAX),
    tamanho: z
      .number({ error: 'validation.integer' })
      .int('validation.integer')
      .min(1, 'validation.minValue')
      .max(MEDIA_MAX_BYTES, 'validation.maxValue'),
    tipo: z.enum(MEDIA_KINDS, { error: 'validation.invalid' }),
  })
  .meta({ id: 'AdminMediaCreateBody' });
export type TAdminMediaCreateBody = z.input<typeof ZAdminMediaCreateBody>;

/** PUT .../chunk: where the chunk starts and the SHA-256 (hex) of its bytes; the body is the raw bytes. */
export const ZAdminMediaChunkQuery = z.strictObject({
  offset: z.coerce
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(0, 'validation.minValue')
    .max(MEDIA_MAX_BYTES, 'validation.maxValue'),
  sha256: z.string({ error: 'validation.required' }).regex(/^[0-9a-f]{64}$/, 'validation.invalid'),
});
export type TAdminMediaChunkQuery = z.input<typeof ZAdminMediaChunkQuery>;

export const ZAdminMedia = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    tipo: z.enum(MEDIA_KINDS),
    tamanho: z.number().int(),
    /** Bytes received so far: where the next chunk starts. */
    recebidos: z.number().int(),
    situacao: z.enum(MEDIA_STATES),
    /** Processing progress, 0 to 100. */
    progresso: z.number().int(),
    /** Why it failed (a code of MEDIA_ERROR_CODES), null otherwise. */
    erro: z.string().nullable(),
    duracaoSegundos: z.number().nullable(),
    largura: z.number().int().nullable(),
    altura: z.number().int().nullable(),
    codecVideo: z.string().nullable(),
    codecAudio: z.string().nullable(),
    /** Heights of the HLS renditions made. */
    variantes: z.array(z.number().int()),
    /** Public stills made from the video (image paths), null until made. */
    poster: z.string().nullable(),
    miniaturas: z.string().nullable(),
    criadoEm: z.string(),
    atualizadoEm: z.string(),
  })
  .meta({ id: 'AdminMedia' });
export type TAdminMedia = z.infer<typeof ZAdminMedia>;

export const ZAdminMediaList = z
  .object({
    /** False when the server has no ffmpeg/ffprobe: uploads cannot be processed. */
    processamentoDisponivel: z.boolean(),
    itens: z.array(ZAdminMedia),
  })
  .meta({ id: 'AdminMediaList' });
export type TAdminMediaList = z.infer<typeof ZAdminMediaList>;
