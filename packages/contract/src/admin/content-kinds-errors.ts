import type { TLocale } from '../locale.ts';

/**
 * Error codes of authoring publications, ministries and their projects, and Sunday school in the staff console
 * (admin/content-kinds.ts), spread into ERROR_CODES (errors.ts) with their messages merged into the catalogue
 * (messages.ts).
 *
 * | code | status | cause |
 * |---|---|---|
 * | PUBLICATION_TYPE_UNKNOWN | 400 | the publication's type is not one of the church's (field `tipoId`) |
 * | PUBLICATION_FILE_NOT_OWN | 400 | the file is not a PDF uploaded to the church's publications folder, nor the one it has (field `arquivo`) |
 * | ADMIN_PUBLICATION_TYPE_NOT_FOUND | 404 | no publication type of that id at the church |
 * | PUBLICATION_TYPE_IN_USE | 409 | a type with publications cannot be deleted |
 * | MINISTRY_UNKNOWN | 400 | the project's ministry is not one of the church's (field `ministerioId`) |
 * | PROJECT_ORDER_MISMATCH | 400 | the order does not name every project of the ministry exactly once (field `ids`) |
 * | EBD_DATES_REVERSED | 400 | the quarter's last Sunday comes before its first (field `dataFim`) |
 * | ADMIN_EBD_PART_NOT_FOUND | 404 | no class or lesson of that id in the quarter |
 * | EBD_QUARTER_NOT_SHOWING | 400 | a lesson is published while its quarter is not on the member pages |
 */
export const CONTENT_KINDS_ERROR_CODES = [
  'PUBLICATION_TYPE_UNKNOWN',
  'PUBLICATION_FILE_NOT_OWN',
  'ADMIN_PUBLICATION_TYPE_NOT_FOUND',
  'PUBLICATION_TYPE_IN_USE',
  'MINISTRY_UNKNOWN',
  'PROJECT_ORDER_MISMATCH',
  'EBD_DATES_REVERSED',
  'ADMIN_EBD_PART_NOT_FOUND',
  'EBD_QUARTER_NOT_SHOWING',
] as const;
export type TContentKindsErrorCode = (typeof CONTENT_KINDS_ERROR_CODES)[number];

type Key = `error.${TContentKindsErrorCode}`;

export const CONTENT_KINDS_MESSAGES: Record<TLocale, Record<Key, string>> = {
  'pt-BR': {
    'error.PUBLICATION_TYPE_UNKNOWN': 'Escolha um dos tipos de publicação da igreja.',
    'error.PUBLICATION_FILE_NOT_OWN': 'Envie o PDF por aqui: o arquivo não é um dos enviados para as publicações desta igreja.',
    'error.ADMIN_PUBLICATION_TYPE_NOT_FOUND': 'Tipo de publicação não encontrado.',
    'error.PUBLICATION_TYPE_IN_USE': 'Esse tipo tem publicações. Mude o tipo delas ou exclua-as antes.',
    'error.MINISTRY_UNKNOWN': 'Escolha um dos ministérios da igreja.',
    'error.PROJECT_ORDER_MISMATCH': 'A ordem precisa ter cada projeto do ministério uma vez. Recarregue e tente de novo.',
    'error.EBD_DATES_REVERSED': 'O último domingo vem antes do primeiro.',
    'error.ADMIN_EBD_PART_NOT_FOUND': 'Turma ou lição não encontrada.',
    'error.EBD_QUARTER_NOT_SHOWING': 'Publique a revista antes: os membros ainda não a veem.',
  },
  en: {
    'error.PUBLICATION_TYPE_UNKNOWN': "Choose one of the church's publication types.",
    'error.PUBLICATION_FILE_NOT_OWN': "Upload the PDF here: that file is not one uploaded for this church's publications.",
    'error.ADMIN_PUBLICATION_TYPE_NOT_FOUND': 'Publication type not found.',
    'error.PUBLICATION_TYPE_IN_USE': 'This type has publications. Change their type or delete them first.',
    'error.MINISTRY_UNKNOWN': "Choose one of the church's ministries.",
    'error.PROJECT_ORDER_MISMATCH': "The order must name each of the ministry's projects once. Reload and try again.",
    'error.EBD_DATES_REVERSED': 'The last Sunday comes before the first.',
    'error.ADMIN_EBD_PART_NOT_FOUND': 'Class or lesson not found.',
    'error.EBD_QUARTER_NOT_SHOWING': 'Publish the quarter first: members do not see it yet.',
  },
  es: {
    'error.PUBLICATION_TYPE_UNKNOWN': 'Elige uno de los tipos de publicación de la iglesia.',
    'error.PUBLICATION_FILE_NOT_OWN': 'Sube el PDF aquí: el archivo no es uno de los subidos para las publicaciones de esta iglesia.',
    'error.ADMIN_PUBLICATION_TYPE_NOT_FOUND': 'Tipo de publicación no encontrado.',
    'error.PUBLICATION_TYPE_IN_USE': 'Este tipo tiene publicaciones. Cambia su tipo o elimínalas antes.',
    'error.MINISTRY_UNKNOWN': 'Elige uno de los ministerios de la iglesia.',
    'error.PROJECT_ORDER_MISMATCH': 'El orden debe nombrar cada proyecto del ministerio una vez. Recarga e inténtalo de nuevo.',
    'error.EBD_DATES_REVERSED': 'El último domingo es anterior al primero.',
    'error.ADMIN_EBD_PART_NOT_FOUND': 'Clase o lección no encontrada.',
    'error.EBD_QUARTER_NOT_SHOWING': 'Publica primero la revista: los miembros aún no la ven.',
  },
};

/** HTTP status of each code (apps/server/src/lib/app-error.ts spreads it). */
export const CONTENT_KINDS_ERROR_STATUS: Record<TContentKindsErrorCode, number> = {
  PUBLICATION_TYPE_UNKNOWN: 400,
  PUBLICATION_FILE_NOT_OWN: 400,
  ADMIN_PUBLICATION_TYPE_NOT_FOUND: 404,
  PUBLICATION_TYPE_IN_USE: 409,
  MINISTRY_UNKNOWN: 400,
  PROJECT_ORDER_MISMATCH: 400,
  EBD_DATES_REVERSED: 400,
  ADMIN_EBD_PART_NOT_FOUND: 404,
  EBD_QUARTER_NOT_SHOWING: 400,
};
