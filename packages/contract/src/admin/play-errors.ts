import type { TLocale } from '../locale.ts';

/**
 * Error codes of the console's Play catalogue (admin/play.ts), spread into ERROR_CODES (errors.ts) with their
 * messages merged into the catalogue (messages.ts). A media item that is not ready answers MEDIA_NOT_READY and one
 * a content plays cannot be deleted (MEDIA_IN_USE), both of admin/media-errors.ts.
 *
 * | code | status | cause |
 * |---|---|---|
 * | ADMIN_PLAY_PLAN_NOT_FOUND | 404 | no plan of that id at the church |
 * | ADMIN_PLAY_COLLECTION_NOT_FOUND | 404 | no collection of that id at the church |
 * | ADMIN_PLAY_CONTENT_NOT_FOUND | 404 | no content of that id at the church |
 * | PLAY_PLAN_CODE_TAKEN | 409 | another plan of the church has that code (field `codigo`) |
 * | PLAY_PLAN_UNKNOWN | 400 | a plan named by id is not one of the church's (field `planoIds`, or `plano` of the preview) |
 * | PLAY_COLLECTION_UNKNOWN | 400 | the content's collection is not one of the church's (field `coletaneaId`) |
 * | PLAY_MEDIA_UNKNOWN | 400 | the video is not an item of the church's media library (field `midiaArquivoId`) |
 * | PLAY_VIDEO_REQUIRED | 400 | a content without a video: choose a ready media item (field `midiaArquivoId`) |
 * | PLAY_ORDER_MISMATCH | 400 | a reorder that does not name each item of the list once (field `ids`) |
 * | PLAY_CATALOGUE_FULL | 409 | the church has the most plans, collections or contents the catalogue holds |
 */
export const ADMIN_PLAY_ERROR_CODES = [
  'ADMIN_PLAY_PLAN_NOT_FOUND',
  'ADMIN_PLAY_COLLECTION_NOT_FOUND',
  'ADMIN_PLAY_CONTENT_NOT_FOUND',
  'PLAY_PLAN_CODE_TAKEN',
  'PLAY_PLAN_UNKNOWN',
  'PLAY_COLLECTION_UNKNOWN',
  'PLAY_MEDIA_UNKNOWN',
  'PLAY_VIDEO_REQUIRED',
  'PLAY_ORDER_MISMATCH',
  'PLAY_CATALOGUE_FULL',
] as const;
export type TAdminPlayErrorCode = (typeof ADMIN_PLAY_ERROR_CODES)[number];

type Key = `error.${TAdminPlayErrorCode}` | 'validation.playPlanCode';

export const ADMIN_PLAY_MESSAGES: Record<TLocale, Record<Key, string>> = {
  'pt-BR': {
    'error.ADMIN_PLAY_PLAN_NOT_FOUND': 'Plano não encontrado.',
    'error.ADMIN_PLAY_COLLECTION_NOT_FOUND': 'Coletânea não encontrada.',
    'error.ADMIN_PLAY_CONTENT_NOT_FOUND': 'Conteúdo não encontrado.',
    'error.PLAY_PLAN_CODE_TAKEN': 'Outro plano já usa este código.',
    'error.PLAY_PLAN_UNKNOWN': 'Um dos planos escolhidos não existe mais. Recarregue a página.',
    'error.PLAY_COLLECTION_UNKNOWN': 'A coletânea escolhida não existe mais. Recarregue a página.',
    'error.PLAY_MEDIA_UNKNOWN': 'O vídeo escolhido não está na biblioteca de mídia da igreja.',
    'error.PLAY_VIDEO_REQUIRED': 'Escolha um vídeo da biblioteca de mídia.',
    'error.PLAY_ORDER_MISMATCH': 'A lista mudou enquanto você a ordenava. Recarregue a página.',
    'error.PLAY_CATALOGUE_FULL': 'O catálogo do Play já tem o máximo de itens deste tipo.',
    'validation.playPlanCode': 'Use letras, números e hífens, como PLAY-M.',
  },
  en: {
    'error.ADMIN_PLAY_PLAN_NOT_FOUND': 'Plan not found.',
    'error.ADMIN_PLAY_COLLECTION_NOT_FOUND': 'Collection not found.',
    'error.ADMIN_PLAY_CONTENT_NOT_FOUND': 'Content not found.',
    'error.PLAY_PLAN_CODE_TAKEN': 'Another plan already uses this code.',
    'error.PLAY_PLAN_UNKNOWN': 'One of the chosen plans no longer exists. Reload the page.',
    'error.PLAY_COLLECTION_UNKNOWN': 'The chosen collection no longer exists. Reload the page.',
    'error.PLAY_MEDIA_UNKNOWN': "The chosen video is not in the church's media library.",
    'error.PLAY_VIDEO_REQUIRED': 'Choose a video from the media library.',
    'error.PLAY_ORDER_MISMATCH': 'The list changed while you were reordering it. Reload the page.',
    'error.PLAY_CATALOGUE_FULL': 'The Play catalogue already has the most items of this kind.',
    'validation.playPlanCode': 'Use letters, digits and hyphens, such as PLAY-M.',
  },
  es: {
    'error.ADMIN_PLAY_PLAN_NOT_FOUND': 'Plan no encontrado.',
    'error.ADMIN_PLAY_COLLECTION_NOT_FOUND': 'Colección no encontrada.',
    'error.ADMIN_PLAY_CONTENT_NOT_FOUND': 'Contenido no encontrado.',
    'error.PLAY_PLAN_CODE_TAKEN': 'Otro plan ya usa este código.',
    'error.PLAY_PLAN_UNKNOWN': 'Uno de los planes elegidos ya no existe. Recarga la página.',
    'error.PLAY_COLLECTION_UNKNOWN': 'La colección elegida ya no existe. Recarga la página.',
    'error.PLAY_MEDIA_UNKNOWN': 'El video elegido no está en la biblioteca de medios de la iglesia.',
    'error.PLAY_VIDEO_REQUIRED': 'Elige un video de la biblioteca de medios.',
    'error.PLAY_ORDER_MISMATCH': 'La lista cambió mientras la ordenabas. Recarga la página.',
    'error.PLAY_CATALOGUE_FULL': 'El catálogo de Play ya tiene el máximo de elementos de este tipo.',
    'validation.playPlanCode': 'Usa letras, números y guiones, como PLAY-M.',
  },
};

/** HTTP status of each error (apps/server/src/lib/app-error.ts spreads it). */
export const ADMIN_PLAY_ERROR_STATUS: Record<TAdminPlayErrorCode, number> = {
  ADMIN_PLAY_PLAN_NOT_FOUND: 404,
  ADMIN_PLAY_COLLECTION_NOT_FOUND: 404,
  ADMIN_PLAY_CONTENT_NOT_FOUND: 404,
  PLAY_PLAN_CODE_TAKEN: 409,
  PLAY_PLAN_UNKNOWN: 400,
  PLAY_COLLECTION_UNKNOWN: 400,
  PLAY_MEDIA_UNKNOWN: 400,
  PLAY_VIDEO_REQUIRED: 400,
  PLAY_ORDER_MISMATCH: 400,
  PLAY_CATALOGUE_FULL: 409,
};
