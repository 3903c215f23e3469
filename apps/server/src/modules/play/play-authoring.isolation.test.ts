import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { staffLogin } from '../admin/admin.test-helpers.ts';
import { describeIsolation, type IsolationWorld } from '../../test/isolation.ts';
import { createPlayChurch, createReadyMedia, type PlayChurch } from './play.fixtures.ts';
import { planoAssinaturaColetaneaPlano, planoAssinaturaConteudo } from './play.schema.ts';
import { createMember } from '../../test/fixtures.ts';

type World = IsolationWorld & { a: PlayChurch; b: PlayChurch };
type Seed = { planId: number; collectionId: number; contentId: number; mediaId: number };

/**
 * The Play catalogue authored in the console (issue 35) with church B's plan, collection (seen by one of B's plans),
 * media item and content named on A's console: never listed, changed, published, previewed or used; B's rows
 * unchanged; the plans-of-a-collection table and the contents' media column under row-level security.
 */
describeIsolation<Seed, World>(
  'play authoring',
  {
    async world(app) {
      const a = await createPlayChurch(app, 'iso-autoria-a');
      const b = await createPlayChurch(app, 'iso-autoria-b');
      return {
        app,
        a,
        b,
        memberA: await createMember(app, a),
        staffA: await createMember(app, a, { roles: ['ROLE_ADMIN'] }),
        memberB: await createMember(app, b),
      };
    },
    async seed({ app, b }) {
      const mediaId = await createReadyMedia(app, b.id, { nome: 'Vídeo secreto da B.mp4', files: false });
      const [content] = await app.database.db
        .insert(planoAssinaturaConteudo)
        .values({ igrejaId: b.id, titulo: 'Conteúdo secreto da B', midiaArquivoId: mediaId, coletaneaId: b.collections[1]! })
        .returning({ id: planoAssinaturaConteudo.id });
      await app.database.db
        .insert(planoAssinaturaColetaneaPlano)
        .values({ igrejaId: b.id, coletaneaId: b.collections[1]!, planoId: b.plans.yearly });
      return { planId: b.plans.yearly, collectionId: b.collections[1]!, contentId: content!.id, mediaId };
    },
    secrets: () => ['Conteúdo secreto da B', 'Vídeo secreto da B', 'iso-autoria-b louvor'],
    unchanged: async (_, { app, b }) => ({
      contents: await app.database.db.select().from(planoAssinaturaConteudo).where(eq(planoAssinaturaConteudo.igrejaId, b.id)),
      plans: await app.database.db.select().from(planoAssinaturaColetaneaPlano).where(eq(planoAssinaturaColetaneaPlano.igrejaId, b.id)),
    }),
    tables: [planoAssinaturaColetaneaPlano, planoAssinaturaConteudo],
  },
  (ctx) => {
    it("A's console answers B's catalogue as missing or unknown and lists nothing of B", async () => {
      const staff = await staffLogin(ctx.app, ctx.world.staffA, { totp: true });
      const base = `/api/v1/admin/${ctx.world.a.slug}/play`;
      const s = ctx.seed;
      const send = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
        ctx.app.inject({ method, url: `${base}${url}`, headers: staff.headers, ...(payload === undefined ? {} : { payload }) });
      const cases: [Awaited<ReturnType<typeof send>>, number, string][] = [
        [await send('PUT', `/plans/${s.planId}`, { nome: 'x', periodo: 'mensal', valor: 100 }), 404, 'ADMIN_PLAY_PLAN_NOT_FOUND'],
        [await send('PUT', `/collections/${s.collectionId}`, { nome: 'x' }), 404, 'ADMIN_PLAY_COLLECTION_NOT_FOUND'],
        [await send('DELETE', `/collections/${s.collectionId}`), 404, 'ADMIN_PLAY_COLLECTION_NOT_FOUND'],
        [
          await send('PUT', `/collections/${s.collectionId}/contents/order`, { ids: [s.contentId] }),
          404,
          'ADMIN_PLAY_COLLECTION_NOT_FOUND',
        ],
        [await send('PUT', `/contents/${s.contentId}`, { titulo: 'x', midiaArquivoId: s.mediaId }), 404, 'ADMIN_PLAY_CONTENT_NOT_FOUND'],
        [await send('PUT', `/contents/${s.contentId}/publication`, { publicado: true }), 404, 'ADMIN_PLAY_CONTENT_NOT_FOUND'],
        [await send('POST', '/contents', { titulo: 'x', midiaArquivoId: s.mediaId }), 400, 'PLAY_MEDIA_UNKNOWN'],
        [
          await send('POST', '/contents', { titulo: 'x', midiaArquivoId: s.mediaId, coletaneaId: s.collectionId }),
          400,
          'PLAY_COLLECTION_UNKNOWN',
        ],
        [await send('POST', '/collections', { nome: 'x', planoIds: [s.planId] }), 400, 'PLAY_PLAN_UNKNOWN'],
        [await send('GET', `/preview?plano=${s.planId}`), 400, 'PLAY_PLAN_UNKNOWN'],
      ];
      for (const [res, status, code] of cases) {
        expect([res.statusCode, res.json().code], code).toEqual([status, code]);
        ctx.noSecrets(res.body);
      }
      const catalogue = await send('GET', '');
      expect(catalogue.statusCode).toBe(200);
      ctx.noSecrets(catalogue.body);
      expect(catalogue.json().conteudos).toHaveLength(4);
    });
  },
);
