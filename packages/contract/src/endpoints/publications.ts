import { z } from 'zod';
import { ZId } from '../common.ts';
import { ZContentListParams, contentEndpoints } from '../content.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Publications (MOD_PUBLICACAO) on the shared content pattern, found by slug (`/publicacao/{slug}`), each with its
 * type (`tipoId`) and a downloadable file (`arquivo`, a URL); the list filters by type with `tipo`. The church's
 * publication types (with how many publications each has) come from `publicationTypes`.
 */
export const publications = contentEndpoints({
  name: 'Publication',
  tag: 'Publications',
  module: 'MOD_PUBLICACAO',
  list: 'publicacao',
  item: 'publicacao',
  bySlug: true,
  extra: { slug: z.string(), tipoId: z.number().int(), arquivo: z.string() },
  filters: { tipo: ZId.optional() },
});
export type TPublication = z.infer<typeof publications.detail>;

export const ZPublicationType = z
  .object({ id: z.number().int(), nome: z.string(), descricao: z.string().nullable(), total: z.number().int() })
  .meta({ id: 'PublicationType' });
export type TPublicationType = z.infer<typeof ZPublicationType>;

export const publicationTypes = defineEndpoint({
  method: 'GET',
  path: '/igreja/:slug/publicacao-tipo/',
  tags: ['Publications'],
  module: 'MOD_PUBLICACAO',
  auth: 'none',
  // Revalidated on every read like the content itself: a type the console adds or renames shows at once.
  cache: 0,
  summary: 'Publications: the church’s publication types, each with how many publications it has published',
  params: ZContentListParams,
  status: 200,
  response: z.object({ itens: z.array(ZPublicationType) }).meta({ id: 'PublicationTypeList' }),
  errors: [404],
});
