import { publications } from '@congrega/contract/endpoints/publications';
import { defineContentKind } from './content-kind.ts';
import { publicacao } from './content.schema.ts';

/** Publications: found by slug, of a type (`?tipo=` filters the list), with a file to download. */
export const publicationsKind = defineContentKind({
  endpoints: publications,
  table: publicacao,
  extras: { slug: publicacao.slug, tipoId: publicacao.tipoId, arquivo: publicacao.arquivo },
  search: [],
  key: publicacao.slug,
  filters: { tipo: publicacao.tipoId },
});
