import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { describeIsolation, type ChurchTable, type Probe } from '../../test/isolation.ts';
import { CONTENT_KINDS } from './content-kinds.ts';
import { publicationTypes } from '@congrega/contract/endpoints/publications';
import { ebdLicao, ebdTurma, publicacaoTipo } from './content.schema.ts';
import { ebdKind } from './ebd.kind.ts';
import { createContent, createPublicationType, createQuarterChildren, type ContentKey } from './content.fixtures.ts';

type Seed = { ids: ContentKey[]; quarterOfB: number };
const path = (template: string, values: Record<string, string | number>) =>
  `/api/v1${template.replace(/:(\w+)/g, (_, name: string) => String(values[name]))}`;
// Content is public: visitors get the same 404 as members; B's token is not looked at (no auth on these routes).
const probe = (url: Probe<Seed>['url'], code: string): Probe<Seed> => ({
  url,
  code,
  as: ['memberA', 'staffA', 'visitorA'],
  visitorStatus: 404,
});
const tableOf = (i: number) => CONTENT_KINDS[i]!.table as ChurchTable;

/** Church B's items of every content kind named on church A's host: nothing of B comes back. */
describeIsolation<Seed>('church content', {
  async seed({ app, a, b }) {
    const ids: ContentKey[] = [];
    for (const kind of CONTENT_KINDS) {
      const ofA = await createContent(app, kind, a, { titulo: 'Item da A' });
      ids.push(await createContent(app, kind, b, { titulo: 'Segredo da Sul', conteudo: '<p>texto da sul</p>' }));
      if (kind === ebdKind) await createQuarterChildren(app, a, ofA, 'da A');
    }
    await createPublicationType(app, b, 'Tipo secreto da Sul');
    // B's quarter has classes and lessons; named by its id (as a notification would) on A's host it is not found.
    const quarterOfB = await createQuarterChildren(app, b, ids[CONTENT_KINDS.indexOf(ebdKind)]!, 'secreta da Sul');
    return { ids, quarterOfB };
  },
  probes: [
    probe((_, { b }) => path(publicationTypes.path, { slug: b.slug }), 'CHURCH_NOT_FOUND'),
    ...CONTENT_KINDS.flatMap((kind, i) => [
      probe((s) => path(kind.endpoints.item.path, { id: s.ids[i]!, slug: s.ids[i]! }), 'CONTENT_NOT_FOUND'),
      probe((_, { b }) => path(kind.endpoints.list.path, { slug: b.slug }), 'CHURCH_NOT_FOUND'),
    ]),
    probe((s) => path(ebdKind.endpoints.item.path, { slug: s.quarterOfB }), 'CONTENT_NOT_FOUND'),
  ],
  secrets: () => ['Segredo da Sul', 'texto da sul', 'Tipo secreto da Sul', 'secreta da Sul'],
  lists: [
    ...CONTENT_KINDS.map((kind) => ({
      url: (_: Seed, { a }: { a: { slug: string } }) => `${path(kind.endpoints.list.path, { slug: a.slug })}?busca=sul`,
      check: (res: { json: () => unknown }) => expect(res.json()).toMatchObject({ itens: [], total: 0 }),
    })),
    {
      url: (_: Seed, { a }: { a: { slug: string } }) => path(publicationTypes.path, { slug: a.slug }),
      check: (res: { json: () => unknown }) =>
        expect(res.json()).toEqual({ itens: [expect.objectContaining({ nome: 'Revista', total: 1 })] }),
    },
  ],
  unchanged: async (_, { app, b }) =>
    Promise.all(
      CONTENT_KINDS.map((_kind, i) =>
        app.database.db
          .select()
          .from(tableOf(i))
          .where(eq(tableOf(i).igrejaId as PgColumn, b.id)),
      ),
    ),
  tables: [...CONTENT_KINDS.map((_kind, i) => tableOf(i)), publicacaoTipo as ChurchTable, ebdTurma as ChurchTable, ebdLicao as ChurchTable],
});
