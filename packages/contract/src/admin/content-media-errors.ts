import type { TLocale } from '../locale.ts';

/**
 * Error codes of videos, podcasts and slugs in the staff console (admin/content.ts, admin/podcasts.ts), spread into
 * ERROR_CODES (errors.ts) with their messages merged into the catalogue (messages.ts), with the validation messages
 * of those schemas.
 *
 * | code | status | cause |
 * |---|---|---|
 * | CONTENT_SLUG_TAKEN | 409 | another item of the kind at the church has that slug, or had it (field `slug`) |
 * | ADMIN_PODCAST_NOT_FOUND | 404 | no podcast show of that id at the church |
 * | ADMIN_PODCAST_EPISODE_NOT_FOUND | 404 | no episode of that id in that show at the church |
 * | PODCAST_CODE_TAKEN | 409 | another show of the church has that code (field `codigo`) |
 * | PODCAST_AUDIO_NOT_READY | 409 | an episode names an audio file of the library that is not processed, or not audio (field `midiaId`) |
 * | PODCAST_AUDIO_IN_USE | 409 | deleting an audio file from the library that an episode plays |
 */
export const CONTENT_MEDIA_ERROR_CODES = [
  'CONTENT_SLUG_TAKEN',
  'ADMIN_PODCAST_NOT_FOUND',
  'ADMIN_PODCAST_EPISODE_NOT_FOUND',
  'PODCAST_CODE_TAKEN',
  'PODCAST_AUDIO_NOT_READY',
  'PODCAST_AUDIO_IN_USE',
] as const;
export type TContentMediaErrorCode = (typeof CONTENT_MEDIA_ERROR_CODES)[number];

type Key = `error.${TContentMediaErrorCode}` | 'validation.videoLink' | 'validation.slug' | 'validation.audioLink';

export const CONTENT_MEDIA_MESSAGES: Record<TLocale, Record<Key, string>> = {
  'pt-BR': {
    'error.CONTENT_SLUG_TAKEN': 'Este endereço já é (ou já foi) de outro item. Escolha outro.',
    'error.ADMIN_PODCAST_NOT_FOUND': 'Podcast não encontrado.',
    'error.ADMIN_PODCAST_EPISODE_NOT_FOUND': 'Episódio não encontrado.',
    'error.PODCAST_CODE_TAKEN': 'Outro podcast da igreja já usa este código.',
    'error.PODCAST_AUDIO_NOT_READY': 'Escolha um áudio da biblioteca de mídia já processado.',
    'error.PODCAST_AUDIO_IN_USE': 'Um episódio de podcast toca este áudio. Troque o áudio do episódio antes de excluí-lo.',
    'validation.videoLink': 'Cole um link do YouTube ou do Vimeo (ex.: https://www.youtube.com/watch?v=…).',
    'validation.slug': 'Use letras minúsculas sem acento, números e hífens, com ao menos uma letra.',
    'validation.audioLink': 'Informe o endereço https do arquivo de áudio (MP3, M4A, OGG…).',
  },
  en: {
    'error.CONTENT_SLUG_TAKEN': 'This address belongs (or belonged) to another item. Choose another one.',
    'error.ADMIN_PODCAST_NOT_FOUND': 'Podcast not found.',
    'error.ADMIN_PODCAST_EPISODE_NOT_FOUND': 'Episode not found.',
    'error.PODCAST_CODE_TAKEN': "Another of the church's podcasts already uses this code.",
    'error.PODCAST_AUDIO_NOT_READY': 'Choose an audio file of the media library that has been processed.',
    'error.PODCAST_AUDIO_IN_USE': 'A podcast episode plays this audio file. Change that episode’s audio before deleting it.',
    'validation.videoLink': 'Paste a YouTube or Vimeo link (e.g. https://www.youtube.com/watch?v=…).',
    'validation.slug': 'Use lower-case letters without accents, digits and dashes, with at least one letter.',
    'validation.audioLink': "Give the audio file's https address (MP3, M4A, OGG…).",
  },
  es: {
    'error.CONTENT_SLUG_TAKEN': 'Esta dirección es (o fue) de otro elemento. Elige otra.',
    'error.ADMIN_PODCAST_NOT_FOUND': 'Pódcast no encontrado.',
    'error.ADMIN_PODCAST_EPISODE_NOT_FOUND': 'Episodio no encontrado.',
    'error.PODCAST_CODE_TAKEN': 'Otro pódcast de la iglesia ya usa este código.',
    'error.PODCAST_AUDIO_NOT_READY': 'Elige un audio de la biblioteca de medios ya procesado.',
    'error.PODCAST_AUDIO_IN_USE': 'Un episodio de pódcast reproduce este audio. Cambia el audio del episodio antes de eliminarlo.',
    'validation.videoLink': 'Pega un enlace de YouTube o de Vimeo (ej.: https://www.youtube.com/watch?v=…).',
    'validation.slug': 'Usa letras minúsculas sin tilde, números y guiones, con al menos una letra.',
    'validation.audioLink': 'Indica la dirección https del archivo de audio (MP3, M4A, OGG…).',
  },
};

/** HTTP status of each code (apps/server/src/lib/app-error.ts spreads it). */
export const CONTENT_MEDIA_ERROR_STATUS: Record<TContentMediaErrorCode, number> = {
  CONTENT_SLUG_TAKEN: 409,
  ADMIN_PODCAST_NOT_FOUND: 404,
  ADMIN_PODCAST_EPISODE_NOT_FOUND: 404,
  PODCAST_CODE_TAKEN: 409,
  PODCAST_AUDIO_NOT_READY: 409,
  PODCAST_AUDIO_IN_USE: 409,
};
