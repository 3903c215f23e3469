import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { staffLogin } from '../admin/admin.test-helpers.ts';
import { describeIsolation } from '../../test/isolation.ts';
import { midiaArquivo } from './media.schema.ts';
import { sha256 } from './media.test-helpers.ts';

type Seed = { mediaId: number };

/**
 * The media library (issue 35) with church B's upload named on A's console: never listed, read, continued or
 * deleted; B's row unchanged; the table under row-level security.
 */
describeIsolation<Seed>(
  'media library',
  {
    async seed({ app, b }) {
      const [row] = await app.database.db
        .insert(midiaArquivo)
        .values({ igrejaId: b.id, tipo: 'video', nome: 'Culto secreto da B.mp4', tamanho: 1000 })
        .returning({ id: midiaArquivo.id });
      return { mediaId: row!.id };
    },
    secrets: () => ['Culto secreto da B'],
    unchanged: async (_, { app, b }) => app.database.db.select().from(midiaArquivo).where(eq(midiaArquivo.igrejaId, b.id)),
    tables: [midiaArquivo],
  },
  (ctx) => {
    it("A's console answers B's upload as missing and lists nothing of B", async () => {
      const staff = await staffLogin(ctx.app, ctx.world.staffA, { totp: true });
      const slug = ctx.world.a.slug;
      const id = ctx.seed.mediaId;
      const empty = sha256(Buffer.alloc(0));
      for (const [method, url] of [
        ['GET', `/${id}`],
        ['DELETE', `/${id}`],
        ['PUT', `/${id}/chunk?offset=0&sha256=${empty}`],
      ] as const) {
        const res = await ctx.app.inject({
          method,
          url: `/api/v1/admin/${slug}/media${url}`,
          headers: { ...staff.headers, ...(method === 'PUT' ? { 'content-type': 'application/octet-stream' } : {}) },
          ...(method === 'PUT' ? { payload: Buffer.alloc(1) } : {}),
        });
        expect([res.statusCode, res.json().code], `${method} ${url}`).toEqual([404, 'MEDIA_UPLOAD_NOT_FOUND']);
        ctx.noSecrets(res.body);
      }
      const list = await ctx.app.inject({ url: `/api/v1/admin/${slug}/media`, headers: staff.headers });
      expect([list.statusCode, list.json().itens]).toEqual([200, []]);
    });
  },
);
