import type { TLocale } from '../locale.ts';

/**
 * Error codes of the console's media uploads and processing (admin/media.ts), spread into ERROR_CODES (errors.ts)
 * with their messages merged into the catalogue (messages.ts). The last five are also kept as an upload's `erro`.
 *
 * | code | status | cause |
 * |---|---|---|
 * | MEDIA_PROCESSING_UNAVAILABLE | 503 | the server has no ffmpeg/ffprobe: an upload could never be processed |
 * | MEDIA_UPLOAD_NOT_FOUND | 404 | no upload of that id at the church |
 * | MEDIA_CHUNK_OFFSET | 409 | the chunk does not start where the received bytes end |
 * | MEDIA_CHUNK_CHECKSUM | 400 | the chunk's bytes do not hash to its SHA-256 (field `sha256`); not kept |
 * | MEDIA_CHUNK_TOO_LARGE | 413 | a chunk over MEDIA_CHUNK_MAX_BYTES, or past the declared size |
 * | MEDIA_UPLOAD_COMPLETE | 409 | a chunk for an upload already complete |
 * | MEDIA_IN_USE | 409 | deleting a video a content (Videos, Play) plays |
 * | MEDIA_NOT_VIDEO | 415 | the bytes are not a video container (by content, whatever the name) |
 * | MEDIA_NOT_AUDIO | 415 | an audio upload whose bytes are not WAV, MP3 or M4A (by content, whatever the name) |
 * | MEDIA_UNREADABLE | 422 | a broken or truncated file ffprobe cannot read |
 * | MEDIA_NO_DURATION | 422 | a video of 0 seconds, or without a video stream |
 * | MEDIA_TRANSCODE_FAILED | 500 | processing failed after its retries (kept as `erro`, never answered) |
 * | MEDIA_NOT_READY | 409 | a content names a video that is not processed (or failed) |
 */
export const MEDIA_ERROR_CODES = [
  'MEDIA_PROCESSING_UNAVAILABLE',
  'MEDIA_UPLOAD_NOT_FOUND',
  'MEDIA_CHUNK_OFFSET',
  'MEDIA_CHUNK_CHECKSUM',
  'MEDIA_CHUNK_TOO_LARGE',
  'MEDIA_UPLOAD_COMPLETE',
  'MEDIA_IN_USE',
  'MEDIA_NOT_VIDEO',
  'MEDIA_NOT_AUDIO',
  'MEDIA_UNREADABLE',
  'MEDIA_NO_DURATION',
  'MEDIA_TRANSCODE_FAILED',
  'MEDIA_NOT_READY',
] as const;
export type TMediaErrorCode = (typeof MEDIA_ERROR_CODES)[number];

type Key = `error.${TMediaErrorCode}`;

export const MEDIA_MESSAGES: Record<TLocale, Record<Key, string>> = {
  'pt-BR': {
    'error.MEDIA_PROCESSING_UNAVAILABLE': 'Este servidor não tem o ffmpeg instalado: os envios não podem ser processados agora.',
    'error.MEDIA_UPLOAD_NOT_FOUND': 'Envio não encontrado.',
    'error.MEDIA_CHUNK_OFFSET': 'O envio continuou em outro ponto. Retomando de onde o servidor parou.',
    'error.MEDIA_CHUNK_CHECKSUM': 'Uma parte do arquivo chegou corrompida. Envie-a de novo.',
    'error.MEDIA_CHUNK_TOO_LARGE': 'Parte grande demais ou além do tamanho informado do arquivo.',
    'error.MEDIA_UPLOAD_COMPLETE': 'Este envio já está completo.',
    'error.MEDIA_IN_USE': 'Este vídeo é usado por um conteúdo (Vídeos ou Play). Troque o vídeo do conteúdo antes de excluí-lo.',
    'error.MEDIA_NOT_VIDEO': 'O arquivo não é um vídeo (verificado pelo conteúdo, não pelo nome).',
    'error.MEDIA_NOT_AUDIO': 'O arquivo não é um áudio WAV, MP3 ou M4A (verificado pelo conteúdo, não pelo nome).',
    'error.MEDIA_UNREADABLE': 'O arquivo está corrompido ou incompleto e não pode ser lido.',
    'error.MEDIA_NO_DURATION': 'O arquivo não tem imagem (vídeo) ou som (áudio), ou tem duração zero.',
    'error.MEDIA_TRANSCODE_FAILED': 'O processamento do arquivo falhou. Exclua-o e envie de novo.',
    'error.MEDIA_NOT_READY': 'Escolha um vídeo já processado.',
  },
  en: {
    'error.MEDIA_PROCESSING_UNAVAILABLE': 'This server has no ffmpeg installed: uploads cannot be processed right now.',
    'error.MEDIA_UPLOAD_NOT_FOUND': 'Upload not found.',
    'error.MEDIA_CHUNK_OFFSET': 'The upload went on at another point. Resuming where the server stopped.',
    'error.MEDIA_CHUNK_CHECKSUM': 'A part of the file arrived damaged. Send it again.',
    'error.MEDIA_CHUNK_TOO_LARGE': 'The part is too large or goes past the file’s declared size.',
    'error.MEDIA_UPLOAD_COMPLETE': 'This upload is already complete.',
    'error.MEDIA_IN_USE': 'A content (Videos or Play) plays this video. Change that content’s video before deleting it.',
    'error.MEDIA_NOT_VIDEO': 'The file is not a video (checked by its content, not its name).',
    'error.MEDIA_NOT_AUDIO': 'The file is not WAV, MP3 or M4A audio (checked by its content, not its name).',
    'error.MEDIA_UNREADABLE': 'The file is broken or incomplete and cannot be read.',
    'error.MEDIA_NO_DURATION': 'The file has no picture (video) or no sound (audio), or lasts zero seconds.',
    'error.MEDIA_TRANSCODE_FAILED': 'Processing the file failed. Delete it and upload it again.',
    'error.MEDIA_NOT_READY': 'Choose a video that has been processed.',
  },
  es: {
    'error.MEDIA_PROCESSING_UNAVAILABLE': 'Este servidor no tiene ffmpeg instalado: los envíos no se pueden procesar ahora.',
    'error.MEDIA_UPLOAD_NOT_FOUND': 'Envío no encontrado.',
    'error.MEDIA_CHUNK_OFFSET': 'El envío siguió en otro punto. Retomando donde el servidor se detuvo.',
    'error.MEDIA_CHUNK_CHECKSUM': 'Una parte del archivo llegó dañada. Envíala de nuevo.',
    'error.MEDIA_CHUNK_TOO_LARGE': 'La parte es demasiado grande o va más allá del tamaño declarado del archivo.',
    'error.MEDIA_UPLOAD_COMPLETE': 'Este envío ya está completo.',
    'error.MEDIA_IN_USE': 'Un contenido (Videos o Play) usa este video. Cambia el video de ese contenido antes de eliminarlo.',
    'error.MEDIA_NOT_VIDEO': 'El archivo no es un video (verificado por su contenido, no por su nombre).',
    'error.MEDIA_NOT_AUDIO': 'El archivo no es un audio WAV, MP3 o M4A (verificado por su contenido, no por su nombre).',
    'error.MEDIA_UNREADABLE': 'El archivo está dañado o incompleto y no se puede leer.',
    'error.MEDIA_NO_DURATION': 'El archivo no tiene imagen (video) o sonido (audio), o dura cero segundos.',
    'error.MEDIA_TRANSCODE_FAILED': 'El procesamiento del archivo falló. Elimínalo y envíalo de nuevo.',
    'error.MEDIA_NOT_READY': 'Elige un video ya procesado.',
  },
};

/** HTTP status of each media error (apps/server/src/lib/app-error.ts spreads it). */
export const MEDIA_ERROR_STATUS: Record<TMediaErrorCode, number> = {
  MEDIA_PROCESSING_UNAVAILABLE: 503,
  MEDIA_UPLOAD_NOT_FOUND: 404,
  MEDIA_CHUNK_OFFSET: 409,
  MEDIA_CHUNK_CHECKSUM: 400,
  MEDIA_CHUNK_TOO_LARGE: 413,
  MEDIA_UPLOAD_COMPLETE: 409,
  MEDIA_IN_USE: 409,
  MEDIA_NOT_VIDEO: 415,
  MEDIA_NOT_AUDIO: 415,
  MEDIA_UNREADABLE: 422,
  MEDIA_NO_DURATION: 422,
  MEDIA_TRANSCODE_FAILED: 500,
  MEDIA_NOT_READY: 409,
};
