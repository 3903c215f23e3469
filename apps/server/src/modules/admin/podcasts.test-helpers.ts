import type { FastifyInstance } from 'fastify';
import { XMLParser } from 'fast-xml-parser';
import type { StaffSession } from './admin.test-helpers.ts';

/** Test only: the podcast console's calls, a show's body and the feed's parser (admin-podcasts.test.ts). */
export function podcastCalls(app: () => FastifyInstance, host: () => string) {
  const call = (s: StaffSession, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, slug = 'videira') =>
    app().inject({
      method,
      url: `/api/v1/admin/${slug}${url}`,
      headers: { ...s.headers, 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const member = (url: string, headers: Record<string, string> = {}) =>
    app().inject({
      url: url.startsWith('/api/') ? url : `/api/v1${url}`,
      headers: { host: host(), 'accept-language': 'en', ...headers },
    });
  return { call, member };
}

export const showBody = (extra: object = {}) => ({
  codigo: 'videira-fala',
  titulo: 'Videira Fala',
  descricao: 'Conversas & estudos <toda> semana',
  autor: 'Igreja Videira',
  categoria: 'christianity',
  explicito: false,
  idioma: 'pt-BR',
  ...extra,
});

/** The RSS feed as objects: attributes under `@`, every value kept as text, `item` always a list. */
export const feedParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'item',
});
