import { z } from 'zod';
import { contentEndpoints } from '../content.ts';
import { ZContentSlugOrIdParams } from '../content-slugs.ts';

/** Devotionals (MOD_DEVOCIONAL) on the shared content pattern; `passagem` is the day's Bible passage ("Salmos 37.5"). */
export const devotionals = contentEndpoints({
  name: 'Devotional',
  tag: 'Devotionals',
  module: 'MOD_DEVOCIONAL',
  list: 'devocional',
  item: 'devocional',
  bySlug: true,
  itemParams: ZContentSlugOrIdParams,
  itemNote:
    '`slug` is the devotional’s slug or its numeric id; an old slug answers the item (its current `slug`, header Content-Location).',
  extra: { passagem: z.string().nullable(), slug: z.string().nullable() },
});
export type TDevotional = z.infer<typeof devotionals.detail>;
