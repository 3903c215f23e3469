import { devotionals } from '@congrega/contract/endpoints/devotionals';
import { defineContentKind } from './content-kind.ts';
import { devocional } from './content.schema.ts';

/** Devotionals: the day's Bible passage is returned and searched too; found by slug (or id: content-slugs.ts). */
export const devotionalsKind = defineContentKind({
  endpoints: devotionals,
  table: devocional,
  extras: { passagem: devocional.passagem, slug: devocional.slug },
  search: [devocional.passagem],
  key: devocional.slug,
});
