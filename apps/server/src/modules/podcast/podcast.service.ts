import type { TPodcastInfo, TPodcastPage } from '@congrega/contract/podcast';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { findEpisode, findPodcast, listEpisodes, listPodcasts } from './podcast.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import { episodeAudio } from './podcast-audio-url.ts';

/**
 * The podcast is public: the host church's podcast by code (another church's or an unknown code answers 404
 * CONTENT_NOT_FOUND, as for any content) and a page of its published episodes, the highest position first. No total:
 * the client stops when a page has fewer than `limit` items (spec section 4). One church transaction.
 */
type InfoRow = { codigo: string; titulo: string; descricao: string | null; imagem: string | null };
const toInfo = (row: InfoRow): TPodcastInfo => ({ code: row.codigo, title: row.titulo, description: row.descricao, image: row.imagem });

/** The host church's podcasts; a path naming another church answers 404 CHURCH_NOT_FOUND. */
export async function getChurchPodcasts(app: FastifyInstance, church: TenantChurch, slug: string) {
  if (slug !== church.slug) throw new AppError('CHURCH_NOT_FOUND');
  const rows = await app.database.withChurch(church.id, (tx) => listPodcasts(tx, church.id));
  return { podcasts: rows.map(toInfo) };
}

export async function getPodcastPage(
  app: FastifyInstance,
  church: TenantChurch,
  code: string,
  page: { page: number; limit: number },
): Promise<TPodcastPage> {
  return app.database.withChurch(church.id, async (tx) => {
    const found = await findPodcast(tx, church.id, code);
    if (!found) throw new AppError('CONTENT_NOT_FOUND');
    const rows = await listEpisodes(tx, church.id, found.id, page);
    return {
      podcast: toInfo(found),
      items: rows.map((r) => ({
        id: r.id,
        background: r.imagem ?? found.imagem,
        title: r.titulo,
        description: r.descricao,
        position: r.posicao,
        published_at: r.dataPublicacao.toISOString(),
        audio_file: episodeAudio(r),
        duration: r.duracaoSegundos,
      })),
      page: page.page,
      limit: page.limit,
    };
  });
}

/** A published episode of the host church's podcast `code` with its podcast (the link preview of a shared episode). */
export async function getEpisodePreviewData(app: FastifyInstance, church: TenantChurch, code: string, episodeId: number) {
  return app.database.withChurch(church.id, async (tx) => {
    const found = await findPodcast(tx, church.id, code);
    if (!found) return undefined;
    const row = await findEpisode(tx, church.id, found.id, episodeId);
    return row ? { ...row, arquivoAudio: episodeAudio(row), podcast: found } : undefined;
  });
}
