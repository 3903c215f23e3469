import { ministries, ministryProjects } from '@congrega/contract/endpoints/ministries';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { defineContentKind } from './content-kind.ts';
import { ministerio, ministerioProjeto } from './content.schema.ts';

/** Ministries: the responsible person (a nested selection: drizzle returns `responsavel: {...}`) and social networks. */
export const ministriesKind = defineContentKind({
  endpoints: ministries,
  table: ministerio,
  extras: {
    responsavel: {
      nome: ministerio.responsavelNome,
      foto: ministerio.responsavelFoto,
      email: ministerio.responsavelEmail,
      telefone: ministerio.responsavelTelefone,
    } as unknown as AnyPgColumn,
    redesSociais: ministerio.redesSociais,
  },
  search: [ministerio.responsavelNome],
});

/** A ministry's social projects (`?ministerio=` filters the list) in the console's order, each with its goal. */
export const ministryProjectsKind = defineContentKind({
  endpoints: ministryProjects,
  table: ministerioProjeto,
  extras: {
    ministerioId: ministerioProjeto.ministerioId,
    meta: ministerioProjeto.meta,
    metaValor: ministerioProjeto.metaValor,
    metaAlcancada: ministerioProjeto.metaAlcancada,
  },
  search: [ministerioProjeto.meta],
  filters: { ministerio: ministerioProjeto.ministerioId },
  orderBy: [ministerioProjeto.ordem],
});
