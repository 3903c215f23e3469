import type { TLocale } from '../locale.ts';

/**
 * Error codes of authoring content in the staff console (admin/content.ts), spread into ERROR_CODES (errors.ts) with
 * their messages merged into the catalogue (messages.ts).
 *
 * | code | status | cause |
 * |---|---|---|
 * | ADMIN_CONTENT_NOT_FOUND | 404 | no item of that id of this kind at the church |
 * | CONTENT_PUBLISH_IN_PAST | 400 | a scheduled publication's time is not ahead of now (field `quando`) |
 * | CONTENT_TEXT_EMPTY | 400 | the rich text is empty once sanitised (field `conteudo`) |
 */
export const ADMIN_CONTENT_ERROR_CODES = ['ADMIN_CONTENT_NOT_FOUND', 'CONTENT_PUBLISH_IN_PAST', 'CONTENT_TEXT_EMPTY'] as const;
export type TAdminContentErrorCode = (typeof ADMIN_CONTENT_ERROR_CODES)[number];

type Key = `error.${TAdminContentErrorCode}`;

export const ADMIN_CONTENT_MESSAGES: Record<TLocale, Record<Key, string>> = {
  'pt-BR': {
    'error.ADMIN_CONTENT_NOT_FOUND': 'Conteúdo não encontrado.',
    'error.CONTENT_PUBLISH_IN_PAST': 'Escolha um horário no futuro para agendar a publicação.',
    'error.CONTENT_TEXT_EMPTY': 'Escreva o texto.',
  },
  en: {
    'error.ADMIN_CONTENT_NOT_FOUND': 'Content not found.',
    'error.CONTENT_PUBLISH_IN_PAST': 'Choose a time in the future to schedule the publication.',
    'error.CONTENT_TEXT_EMPTY': 'Write the text.',
  },
  es: {
    'error.ADMIN_CONTENT_NOT_FOUND': 'Contenido no encontrado.',
    'error.CONTENT_PUBLISH_IN_PAST': 'Elija una hora en el futuro para programar la publicación.',
    'error.CONTENT_TEXT_EMPTY': 'Escriba el texto.',
  },
};

export const ADMIN_CONTENT_ERROR_STATUS: Record<TAdminContentErrorCode, number> = {
  ADMIN_CONTENT_NOT_FOUND: 404,
  CONTENT_PUBLISH_IN_PAST: 400,
  CONTENT_TEXT_EMPTY: 400,
};
