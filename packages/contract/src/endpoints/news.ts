import type { z } from 'zod';
import { contentEndpoints } from '../content.ts';

/** News (MOD_NOTICIA) on the shared content pattern. */
export const news = contentEndpoints({ name: 'News', tag: 'News', module: 'MOD_NOTICIA', list: 'noticia', item: 'noticia', extra: {} });
export type TNews = z.infer<typeof news.detail>;
