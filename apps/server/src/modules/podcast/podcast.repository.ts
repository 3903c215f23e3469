import { and, desc, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { midiaArquivo } from '../media/media.schema.ts';
import { podcast, podcastEpisodio } from './podcast.schema.ts';

/**
 * SQL of the public podcast, in the use case's church transaction: a podcast by code and its published episodes (a
 * page of them, one, or all for the feed). Published: switched on, its date come, and it has a sound to play.
 */
const info = {
  id: podcast.id,
  codigo: podcast.codigo,
  titulo: podcast.titulo,
  descricao: podcast.descricao,
  imagem: podcast.imagem,
  autor: podcast.autor,
  categoria: podcast.categoria,
  explicito: podcast.explicito,
  idioma: podcast.idioma,
  guid: podcast.guid,
  bloqueado: podcast.bloqueado,
  ocultoDiretorios: podcast.ocultoDiretorios,
};
export interface PublicPodcastRow {
  id: number;
  codigo: string;
  titulo: string;
  descricao: string | null;
  imagem: string | null;
  autor: string | null;
  categoria: string;
  explicito: boolean;
  idioma: string;
  guid: string;
  /** podcast:locked and itunes:block of its feed. */
  bloqueado: boolean;
  ocultoDiretorios: boolean;
}

export async function listPodcasts(tx: Tx, churchId: number) {
  return tx.select(info).from(podcast).where(eq(podcast.igrejaId, churchId)).orderBy(podcast.id);
}

export async function findPodcast(tx: Tx, churchId: number, codigo: string): Promise<PublicPodcastRow | undefined> {
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
  midiaId: podcastEpisodio.midiaId,
  duracaoSegundos: podcastEpisodio.duracaoSegundos,
  dataPublicacao: podcastEpisodio.dataPublicacao,
};

const published = (churchId: number) =>
  and(
    eq(podcastEpisodio.igrejaId, churchId),
    eq(podcastEpisodio.publicado, true),
    lte(podcastEpisodio.dataPublicacao, sql`now()`),
    or(isNotNull(podcastEpisodio.midiaId), isNotNull(podcastEpisodio.arquivoAudio)),
  );

/** One published episode of the podcast (a shared episode's link), or undefined. */
export async function findEpisode(tx: Tx, churchId: number, podcastId: number, episodeId: number) {
  const [row] = await tx
    .select(episode)
    .from(podcastEpisodio)
    .where(and(published(churchId), eq(podcastEpisodio.podcastId, podcastId), eq(podcastEpisodio.id, episodeId)))
    .limit(1);
  return row;
}

/** A published episode of any podcast of the church by id, with its audio file (the public audio route). */
export async function findPublishedAudio(tx: Tx, churchId: number, episodeId: number) {
  const [row] = await tx
    .select({ id: podcastEpisodio.id, midiaId: podcastEpisodio.midiaId })
    .from(podcastEpisodio)
    .where(and(published(churchId), eq(podcastEpisodio.id, episodeId)))
    .limit(1);
  return row;
}

/**
 * A page of the podcast's published episodes, newest first, each with its processed audio's size in bytes when the
 * library recorded it (`bytesAudio`, the feed's enclosure length; null for a demo file or audio made before it was).
 */
export async function listEpisodes(tx: Tx, churchId: number, podcastId: number, page: { page: number; limit: number }) {
  return tx
    .select({ ...episode, bytesAudio: midiaArquivo.bytesAudio })
    .from(podcastEpisodio)
    .leftJoin(midiaArquivo, and(eq(midiaArquivo.igrejaId, podcastEpisodio.igrejaId), eq(midiaArquivo.id, podcastEpisodio.midiaId)))
    .where(and(published(churchId), eq(podcastEpisodio.podcastId, podcastId)))
    .orderBy(desc(podcastEpisodio.posicao), desc(podcastEpisodio.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
}
