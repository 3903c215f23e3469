import { news } from '@congrega/contract/endpoints/news';
import type { WebContentKind } from '../lib/content-kind.ts';

/** News: cards with their cover image. */
export const newsKind: WebContentKind = { key: 'news', path: '/news', endpoints: news, cardImage: true };
