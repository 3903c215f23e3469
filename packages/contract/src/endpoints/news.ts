import { z } from 'zod';
import { contentEndpoints } from '../content.ts';
import { ZContentSlugOrIdParams } from '../content-slugs.ts';

/** News (MOD_NOTICIA) on the shared content pattern. */
export const news = contentEndpoints({
  name: 'News',
  tag: 'News',
  module: 'MOD_NOTICIA',
  list: 'noticia',
  item: 'noticia',
  bySlug: true,
  itemParams: ZContentSlugOrIdParams,
  itemNote: '`slug` is the news item’s slug or its numeric id; an old slug answers the item (its current `slug`, header Content-Location).',
  extra: { slug: z.string().nullable() },
});
export type TNews = z.infer<typeof news.detail>;
