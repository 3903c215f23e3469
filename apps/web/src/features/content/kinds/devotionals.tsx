import { devotionals } from '@congrega/contract/endpoints/devotionals';
import type { WebContentKind } from '../lib/content-kind.ts';

/** Devotionals: text first (no card image); the day's passage under the title; found by slug (or id). */
export const devotionalsKind: WebContentKind = {
  key: 'devotionals',
  path: '/devotionals',
  endpoints: devotionals,
  bySlug: true,
  extra: (item) => (typeof item.passagem === 'string' ? <cite className="content-passage">{item.passagem}</cite> : null),
};
