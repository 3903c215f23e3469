import type { TLocale } from './locale.ts';

/**
 * Error codes of the Bible reader, reading plans and praise songs, spread into ERROR_CODES (errors.ts) with their
 * messages merged into the catalogue (messages.ts). "Song data not obtainable" is the spec's wording (section 8).
 */
export const WORSHIP_ERROR_CODES = [
  'BIBLE_VERSION_NOT_FOUND',
  'BIBLE_CHAPTER_NOT_FOUND',
  'BIBLE_PROVIDER_UNAVAILABLE',
  'READING_PLAN_NOT_FOUND',
  'READING_PLAN_DAY_NOT_FOUND',
  'PRAISE_NOT_FOUND',
] as const;

type Key = `error.${(typeof WORSHIP_ERROR_CODES)[number]}`;

export const WORSHIP_MESSAGES: Record<TLocale, Record<Key, string>> = {
  'pt-BR': {
    'error.BIBLE_VERSION_NOT_FOUND': 'Versão da Bíblia não encontrada.',
    'error.BIBLE_CHAPTER_NOT_FOUND': 'Capítulo não encontrado.',
    'error.BIBLE_PROVIDER_UNAVAILABLE': 'O serviço da Bíblia não respondeu. Tente novamente.',
    'error.READING_PLAN_NOT_FOUND': 'Plano de leitura não encontrado.',
    'error.READING_PLAN_DAY_NOT_FOUND': 'Este dia não existe no plano.',
    'error.PRAISE_NOT_FOUND': 'Não foi possível obter os dados do louvor.',
  },
  en: {
    'error.BIBLE_VERSION_NOT_FOUND': 'Bible version not found.',
    'error.BIBLE_CHAPTER_NOT_FOUND': 'Chapter not found.',
    'error.BIBLE_PROVIDER_UNAVAILABLE': 'The Bible service did not answer. Try again.',
    'error.READING_PLAN_NOT_FOUND': 'Reading plan not found.',
    'error.READING_PLAN_DAY_NOT_FOUND': 'This day is not in the plan.',
    'error.PRAISE_NOT_FOUND': 'Song data not obtainable.',
  },
  es: {
    'error.BIBLE_VERSION_NOT_FOUND': 'Versión de la Biblia no encontrada.',
    'error.BIBLE_CHAPTER_NOT_FOUND': 'Capítulo no encontrado.',
    'error.BIBLE_PROVIDER_UNAVAILABLE': 'El servicio de la Biblia no respondió. Inténtalo de nuevo.',
    'error.READING_PLAN_NOT_FOUND': 'Plan de lectura no encontrado.',
    'error.READING_PLAN_DAY_NOT_FOUND': 'Este día no existe en el plan.',
    'error.PRAISE_NOT_FOUND': 'No fue posible obtener los datos de la alabanza.',
  },
};
