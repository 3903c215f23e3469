import { z } from 'zod';
import { ZId } from '../common.ts';
import { zRequiredText, zText } from '../validators.ts';
import { zChurchSlug } from './common.ts';

/**
 * Caption tracks of a media item (issue 35; `play` grant like the library): a WebVTT or SRT file per language, SRT
 * converted to WebVTT, checked before it is kept (server modules/media/captions.ts): well formed, every cue's
 * timing `start --> end` with end after start, cues in order of their start, none past the video's duration, at most
 * MEDIA_CAPTION_MAX_CHARS. A refusal names the line (MEDIA_CAPTION_* codes, admin/media-captions-errors.ts). A second
 * upload of the same language replaces the first.
 */
export const MEDIA_CAPTION_MAX_CHARS = 512 * 1024;
export const MEDIA_CAPTION_LABEL_MAX = 40;
export const MEDIA_CAPTION_FORMATS = ['vtt', 'srt'] as const;
/** The languages the console offers first (any BCP 47 tag of a language and an optional region is taken). */
export const MEDIA_CAPTION_LANGUAGES = ['pt-BR', 'en', 'es'] as const;

export const zCaptionLanguage = z.string({ error: 'validation.required' }).regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'validation.invalid');

export const ZAdminCaptionParams = z.strictObject({ church: zChurchSlug, id: ZId });
export const ZAdminCaptionItemParams = z.strictObject({ church: zChurchSlug, id: ZId, legendaId: ZId });

export const ZAdminCaptionBody = z
  .strictObject({
    idioma: zCaptionLanguage,
    rotulo: zRequiredText(MEDIA_CAPTION_LABEL_MAX),
    formato: z.enum(MEDIA_CAPTION_FORMATS, { error: 'validation.invalid' }),
    /** The file's text (the console reads it from the chosen file). */
    arquivo: zText().min(1, 'validation.required').max(MEDIA_CAPTION_MAX_CHARS, 'validation.maxLength'),
  })
  .meta({ id: 'AdminCaptionBody' });
export type TAdminCaptionBody = z.input<typeof ZAdminCaptionBody>;

export const ZAdminCaption = z
  .object({
    id: z.number().int(),
    idioma: z.string(),
    rotulo: z.string(),
    /** Cues kept. */
    trechos: z.number().int(),
    criadoEm: z.string(),
  })
  .meta({ id: 'AdminCaption' });
export type TAdminCaption = z.infer<typeof ZAdminCaption>;

export const ZAdminCaptionList = z.object({ itens: z.array(ZAdminCaption) }).meta({ id: 'AdminCaptionList' });
export type TAdminCaptionList = z.infer<typeof ZAdminCaptionList>;
