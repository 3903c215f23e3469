import type { TLocale } from './locale.ts';

/** Error codes of the church's content (content.ts: devotionals, news, ...), spread into ERROR_CODES (errors.ts). */
export const CONTENT_ERROR_CODES = ['CONTENT_NOT_FOUND'] as const;

type Key = `error.${(typeof CONTENT_ERROR_CODES)[number]}`;

export const CONTENT_MESSAGES: Record<TLocale, Record<Key, string>> = {
  'pt-BR': { 'error.CONTENT_NOT_FOUND': 'Conteúdo não encontrado ou indisponível.' },
  en: { 'error.CONTENT_NOT_FOUND': 'Content missing or unavailable.' },
  es: { 'error.CONTENT_NOT_FOUND': 'Contenido no encontrado o no disponible.' },
};
