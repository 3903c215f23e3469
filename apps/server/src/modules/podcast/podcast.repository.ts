import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { podcast, podcastEpisodio } from './podcast.schema.ts';

/** SQL of the podcast, in the use case's church transaction: a podcast by code and a page of its published episodes. */

const info = { id: podcast.id, codigo: podcast.codigo, titulo: podcast.titulo, descricao: podcast.descricao, imagem: podcast.imagem };

export async function listPodcasts(tx: Tx, churchId: number) {
  return tx.select(info).from(podcast).where(eq(podcast.igrejaId, churchId)).orderBy(podcast.id);
}

export async function findPodcast(tx: Tx, churchId: number, codigo: string) {
  const [row] = await tx
    .select(info)
    .from(podcast)
    .where(and(eq(podcast.igrejaId, churchId), eq(podcast.codigo, codigo)))
    .limit(1);
  return row;
}

const episode = {
  id: podcastEpisodio.id,
  titulo: podcastEpisodio.titulo,
  descricao: podcastEpisodio.descricao,
  imagem: podcastEpisodio.imagem,
  posicao: podcastEpisodio.posicao,
  arquivoAudio: podcastEpisodio.arquivoAudio,
  duracaoSegundos: podcastEpisodio.duracaoSegundos,
  dataPublicacao: podcastEpisodio.dataPublicacao,
};

/** One published episode of the podcast (a shared episode's link), or undefined. */
export async function findEpisode(tx: Tx, churchId: number, podcastId: number, episodeId: number) {
  const [row] = await tx
    .select(episode)
    .from(podcastEpisodio)
    .where(
      and(
        eq(podcastEpisodio.igrejaId, churchId),
        eq(podcastEpisodio.podcastId, podcastId),
        eq(podcastEpisodio.id, episodeId),
        lte(podcastEpisodio.dataPublicacao, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

export async function listEpisodes(tx: Tx, churchId: number, podcastId: number, page: { page: number; limit: number }) {
  return tx
    .select(episode)
    .from(podcastEpisodio)
    .where(
      and(
        eq(podcastEpisodio.igrejaId, churchId),
        eq(podcastEpisodio.podcastId, podcastId),
        lte(podcastEpisodio.dataPublicacao, sql`now()`),
      ),
    )
    .orderBy(desc(podcastEpisodio.posicao), desc(podcastEpisodio.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
}
