import { news } from '@congrega/contract/endpoints/news';
import { defineContentKind } from './content-kind.ts';
import { noticia } from './content.schema.ts';

/** News: the shared fields only. */
export const newsKind = defineContentKind({ endpoints: news, table: noticia, extras: {}, search: [] });
