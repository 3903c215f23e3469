import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { staffLogin } from '../admin/admin.test-helpers.ts';
import { describeIsolation } from '../../test/isolation.ts';
import { midiaArquivo, midiaLegenda } from './media.schema.ts';
import { sha256 } from './media.test-helpers.ts';

type Seed = { mediaId: number; captionId: number };

/**
 * The media library (issue 35) with church B's upload and caption track named on A's console: never listed, read,
 * continued, captioned or deleted; B's rows unchanged; both tables under row-level security. B's media and caption
 * through A's signed links: media-playback.test.ts (a token signed for B never verifies on A's host).
 */
describeIsolation<Seed>(
  'media library',
  {
    async seed({ app, b }) {
      const [row] = await app.database.db
        .insert(midiaArquivo)
        .values({ igrejaId: b.id, tipo: 'video', nome: 'Culto secreto da B.mp4', tamanho: 1000, situacao: 'pronto', duracaoSegundos: 30 })
        .returning({ id: midiaArquivo.id });
      const [track] = await app.database.db
        .insert(midiaLegenda)
        .values({ igrejaId: b.id, midiaArquivoId: row!.id, idioma: 'pt-BR', rotulo: 'Legenda secreta da B', trechos: 1 })
        .returning({ id: midiaLegenda.id });
      return { mediaId: row!.id, captionId: track!.id };
    },
    secrets: () => ['Culto secreto da B', 'Legenda secreta da B'],
    unchanged: async (_, { app, b }) => [
      await app.database.db.select().from(midiaArquivo).where(eq(midiaArquivo.igrejaId, b.id)),
      await app.database.db.select().from(midiaLegenda).where(eq(midiaLegenda.igrejaId, b.id)),
    ],
    tables: [midiaArquivo, midiaLegenda],
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
        ['GET', `/${id}/legendas`],
        ['POST', `/${id}/legendas`],
        ['DELETE', `/${id}/legendas/${ctx.seed.captionId}`],
      ] as const) {
        const res = await ctx.app.inject({
          method,
          url: `/api/v1/admin/${slug}/media${url}`,
          headers: { ...staff.headers, ...(method === 'PUT' ? { 'content-type': 'application/octet-stream' } : {}) },
          ...(method === 'PUT' ? { payload: Buffer.alloc(1) } : {}),
          ...(method === 'POST'
            ? { payload: { idioma: 'en', rotulo: 'English', formato: 'vtt', arquivo: 'WEBVTT\n\n00:01.000 --> 00:02.000\nx\n' } }
            : {}),
        });
        expect([res.statusCode, res.json().code], `${method} ${url}`).toEqual([404, 'MEDIA_UPLOAD_NOT_FOUND']);
        ctx.noSecrets(res.body);
      }
      const list = await ctx.app.inject({ url: `/api/v1/admin/${slug}/media`, headers: staff.headers });
      expect([list.statusCode, list.json().itens]).toEqual([200, []]);
    });
  },
);
