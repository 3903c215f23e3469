import { localeFromAcceptLanguage, matchLocale, type TLocale, FALLBACK_LOCALE } from '@congrega/contract/locale';
import type { FastifyRequest } from 'fastify';

/** The request's language: Accept-Language first, then the church's idioma, then English. */
export function requestLocale(req: FastifyRequest): TLocale {
  return localeFromAcceptLanguage(req.headers['accept-language']) ?? matchLocale(req.church?.idioma) ?? FALLBACK_LOCALE;
}
