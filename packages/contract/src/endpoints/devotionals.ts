import { z } from 'zod';
import { contentEndpoints } from '../content.ts';

/** Devotionals (MOD_DEVOCIONAL) on the shared content pattern; `passagem` is the day's Bible passage ("Salmos 37.5"). */
export const devotionals = contentEndpoints({
  name: 'Devotional',
  tag: 'Devotionals',
  module: 'MOD_DEVOCIONAL',
  list: 'devocional',
  item: 'devocional',
  extra: { passagem: z.string().nullable() },
});
export type TDevotional = z.infer<typeof devotionals.detail>;
