import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeIsolation, type ChurchTable } from '../../test/isolation.ts';
import { conteudoSlugAntigo } from './content-slugs.schema.ts';
import { noticia } from './content.schema.ts';
import { createContent } from './content.fixtures.ts';
import { newsKind } from './news.kind.ts';

type Seed = { id: number };

/** Church B's renamed news item: neither its current nor its old slug answers on church A's host, page or API. */
describeIsolation<Seed>(
  'content slug history',
  {
    async seed({ app, b }) {
      await createContent(app, newsKind, b, { titulo: 'Segredo da Sul', slug: 'nova-da-sul' });
      const [row] = await app.database.db.select({ id: noticia.id }).from(noticia).where(eq(noticia.slug, 'nova-da-sul'));
      const id = row!.id;
      await app.database.db.insert(conteudoSlugAntigo).values({ igrejaId: b.id, tabela: 'noticia', slug: 'antiga-da-sul', conteudoId: id });
      return { id };
    },
    probes: ['antiga-da-sul', 'nova-da-sul'].map((slug) => ({
      url: () => `/api/v1/noticia/${slug}`,
      code: 'CONTENT_NOT_FOUND',
      as: ['memberA', 'staffA', 'visitorA'] as const,
      visitorStatus: 404,
    })),
    secrets: () => ['Segredo da Sul', 'nova-da-sul'],
    unchanged: async (_, { app, b }) => app.database.db.select().from(conteudoSlugAntigo).where(eq(conteudoSlugAntigo.igrejaId, b.id)),
    tables: [
      {
        table: conteudoSlugAntigo as ChurchTable,
        rowOfB: (churchB) => ({ igrejaId: churchB, tabela: 'noticia', slug: 'injetada', conteudoId: 1 }),
      },
      noticia as ChurchTable,
    ],
  },
  (ctx) => {
    it("B's old slug names no current path on A's host", async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/noticia/antiga-da-sul', headers: { host: ctx.world.a.host } });
      expect(res.headers['content-location']).toBeUndefined();
      expect(res.statusCode).toBe(404);
    });
  },
);
