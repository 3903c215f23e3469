import { news } from '@congrega/contract/endpoints/news';
import { defineContentKind } from './content-kind.ts';
import { noticia } from './content.schema.ts';

/** News: the shared fields and the slug it is found by (or its id: content-slugs.ts). */
export const newsKind = defineContentKind({
  endpoints: news,
  table: noticia,
  extras: { slug: noticia.slug },
  search: [],
  key: noticia.slug,
});
