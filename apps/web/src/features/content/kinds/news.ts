import { news } from '@congrega/contract/endpoints/news';
import type { WebContentKind } from '../lib/content-kind.ts';

/** News: cards with their cover image; found by slug (an old one answers the item, whose slug the address takes). */
export const newsKind: WebContentKind = { key: 'news', path: '/news', endpoints: news, cardImage: true, bySlug: true };
