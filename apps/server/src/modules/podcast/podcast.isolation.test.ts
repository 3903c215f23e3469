import { eq } from 'drizzle-orm';
import { describeIsolation } from '../../test/isolation.ts';
import { podcast, podcastEpisodio } from './podcast.schema.ts';

/** Church B's podcast code named on church A's host: 404, nothing of B. A's own podcast never lists B's episodes. */
describeIsolation<{ code: string; episodeId: number }>('podcast', {
  async seed({ app, a, b }) {
    const [pa] = await app.database.db.insert(podcast).values({ igrejaId: a.id, codigo: 'da-a', titulo: 'Podcast A' }).returning();
    const [pb] = await app.database.db.insert(podcast).values({ igrejaId: b.id, codigo: 'da-b', titulo: 'Segredo B' }).returning();
    const [, eb] = await app.database.db
      .insert(podcastEpisodio)
      .values([
        { igrejaId: a.id, podcastId: pa!.id, titulo: 'Ep A', posicao: 1, arquivoAudio: '/a.wav' },
        { igrejaId: b.id, podcastId: pb!.id, titulo: 'Episódio secreto', posicao: 1, arquivoAudio: '/b.wav' },
      ])
      .returning({ id: podcastEpisodio.id });
    return { code: 'da-b', episodeId: eb!.id };
  },
  probes: [
    {
      url: (_, { b }) => `/api/v1/igreja/${b.slug}/podcast/`,
      code: 'CHURCH_NOT_FOUND',
      as: ['memberA', 'staffA', 'visitorA'],
      visitorStatus: 404,
    },
    {
      url: (s) => `/api/v1/podcast/anchor/${s.code}/`,
      code: 'CONTENT_NOT_FOUND',
      as: ['memberA', 'staffA', 'visitorA'],
      visitorStatus: 404,
    },
    {
      url: (s) => `/api/v1/podcast/anchor/${s.code}/feed.xml`,
      code: 'CONTENT_NOT_FOUND',
      as: ['memberA', 'staffA', 'visitorA'],
      visitorStatus: 404,
    },
    {
      url: (s) => `/api/v1/podcast/episodes/${s.episodeId}/audio.m4a`,
      code: 'NOT_FOUND',
      as: ['memberA', 'staffA', 'visitorA'],
      visitorStatus: 404,
    },
  ],
  secrets: () => ['Segredo B', 'Episódio secreto', '/b.wav'],
  lists: [{ url: () => '/api/v1/podcast/anchor/da-a/' }, { url: (_, { a }) => `/api/v1/igreja/${a.slug}/podcast/` }],
  unchanged: async (_, { app, b }) => app.database.db.select().from(podcastEpisodio).where(eq(podcastEpisodio.igrejaId, b.id)),
  tables: [podcast, podcastEpisodio],
});
