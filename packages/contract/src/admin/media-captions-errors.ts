import type { TLocale } from '../locale.ts';

/**
 * Error codes of caption tracks and media playback links (admin/media-captions.ts, media-playback.ts), spread into
 * ERROR_CODES (errors.ts) with their messages merged into the catalogue (messages.ts). `{{linha}}` is the caption
 * file's line (1-based) where the problem is.
 *
 * | code | status | cause |
 * |---|---|---|
 * | MEDIA_CAPTION_MALFORMED | 422 | not WebVTT/SRT at that line (a header, a cue's timing line, a cue without text) |
 * | MEDIA_CAPTION_TIMING | 422 | a cue ending before it starts, or starting before the cue above it |
 * | MEDIA_CAPTION_PAST_END | 422 | a cue starting at or after the video's end, or ending more than a second past it |
 * | MEDIA_CAPTION_EMPTY | 422 | no cue in the file |
 * | MEDIA_CAPTION_NOT_FOUND | 404 | no caption track of that id on that media item |
 * | MEDIA_LINK_EXPIRED | 403 | a playback link past its expiry: ask for the playback again |
 */
export const MEDIA_CAPTION_ERROR_CODES = [
  'MEDIA_CAPTION_MALFORMED',
  'MEDIA_CAPTION_TIMING',
  'MEDIA_CAPTION_PAST_END',
  'MEDIA_CAPTION_EMPTY',
  'MEDIA_CAPTION_NOT_FOUND',
  'MEDIA_LINK_EXPIRED',
] as const;
export type TMediaCaptionErrorCode = (typeof MEDIA_CAPTION_ERROR_CODES)[number];

type Key = `error.${TMediaCaptionErrorCode}` | 'validation.videoSource';

export const MEDIA_CAPTION_MESSAGES: Record<TLocale, Record<Key, string>> = {
  'pt-BR': {
    'error.MEDIA_CAPTION_MALFORMED': 'A legenda não é WebVTT nem SRT válido na linha {{linha}}.',
    'error.MEDIA_CAPTION_TIMING': 'Tempo inválido na linha {{linha}}: cada trecho termina depois de começar e começa depois do anterior.',
    'error.MEDIA_CAPTION_PAST_END': 'O trecho da linha {{linha}} passa do fim do vídeo.',
    'error.MEDIA_CAPTION_EMPTY': 'A legenda não tem nenhum trecho.',
    'error.MEDIA_CAPTION_NOT_FOUND': 'Legenda não encontrada.',
    'error.MEDIA_LINK_EXPIRED': 'Este link de vídeo expirou. Abra o vídeo novamente.',
    'validation.videoSource': 'Cole um link do YouTube ou do Vimeo ou escolha um vídeo enviado (um dos dois).',
  },
  en: {
    'error.MEDIA_CAPTION_MALFORMED': 'The captions are not valid WebVTT or SRT at line {{linha}}.',
    'error.MEDIA_CAPTION_TIMING': 'Invalid timing at line {{linha}}: each cue must end after it starts and start after the one before.',
    'error.MEDIA_CAPTION_PAST_END': 'The cue at line {{linha}} goes past the end of the video.',
    'error.MEDIA_CAPTION_EMPTY': 'The captions have no cue.',
    'error.MEDIA_CAPTION_NOT_FOUND': 'Captions not found.',
    'error.MEDIA_LINK_EXPIRED': 'This video link has expired. Open the video again.',
    'validation.videoSource': 'Paste a YouTube or Vimeo link or choose an uploaded video (one of the two).',
  },
  es: {
    'error.MEDIA_CAPTION_MALFORMED': 'Los subtítulos no son WebVTT ni SRT válidos en la línea {{linha}}.',
    'error.MEDIA_CAPTION_TIMING':
      'Tiempo inválido en la línea {{linha}}: cada fragmento termina después de empezar y empieza después del anterior.',
    'error.MEDIA_CAPTION_PAST_END': 'El fragmento de la línea {{linha}} pasa del final del video.',
    'error.MEDIA_CAPTION_EMPTY': 'Los subtítulos no tienen ningún fragmento.',
    'error.MEDIA_CAPTION_NOT_FOUND': 'Subtítulos no encontrados.',
    'error.MEDIA_LINK_EXPIRED': 'Este enlace de video expiró. Abre el video de nuevo.',
    'validation.videoSource': 'Pega un enlace de YouTube o de Vimeo o elige un video subido (uno de los dos).',
  },
};

/** HTTP status of each code (apps/server/src/lib/app-error.ts spreads it). */
export const MEDIA_CAPTION_ERROR_STATUS: Record<TMediaCaptionErrorCode, number> = {
  MEDIA_CAPTION_MALFORMED: 422,
  MEDIA_CAPTION_TIMING: 422,
  MEDIA_CAPTION_PAST_END: 422,
  MEDIA_CAPTION_EMPTY: 422,
  MEDIA_CAPTION_NOT_FOUND: 404,
  MEDIA_LINK_EXPIRED: 403,
};
