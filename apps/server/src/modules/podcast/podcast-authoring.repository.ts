import { and, count, desc, eq, max, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { midiaArquivo } from '../media/media.schema.ts';
import { podcast, podcastEpisodio } from './podcast.schema.ts';

/** SQL of podcast authoring (the console), in the use case's church transaction; every query filters by church too. */
export type PodcastRow = typeof podcast.$inferSelect;
export type PodcastValues = Omit<typeof podcast.$inferInsert, 'id' | 'igrejaId'>;
export type EpisodeValues = Pick<
  typeof podcastEpisodio.$inferInsert,
  'titulo' | 'descricao' | 'midiaId' | 'duracaoSegundos' | 'dataPublicacao'
>;

const ownShow = (churchId: number, id: number) => and(eq(podcast.igrejaId, churchId), eq(podcast.id, id));
const ownEpisode = (churchId: number, podcastId: number, id: number) =>
  and(eq(podcastEpisodio.igrejaId, churchId), eq(podcastEpisodio.podcastId, podcastId), eq(podcastEpisodio.id, id));

const episodeCount = sql<number>`(select count(*)::int from ${podcastEpisodio} e where e.igreja_id = ${podcast.igrejaId} and e.podcast_id = ${podcast.id})`;

export async function showRows(tx: Tx, churchId: number) {
  return tx.select({ show: podcast, episodios: episodeCount }).from(podcast).where(eq(podcast.igrejaId, churchId)).orderBy(podcast.id);
}

/** The show `id` (locked for the rest of the transaction with `lock`: numbering its next episode). */
export async function showRow(tx: Tx, churchId: number, id: number, lock = false) {
  const query = tx.select({ show: podcast, episodios: episodeCount }).from(podcast).where(ownShow(churchId, id)).limit(1);
  const [row] = lock ? await query.for('update', { of: podcast }) : await query;
  return row;
}

export async function codeTaken(tx: Tx, churchId: number, codigo: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: podcast.id })
    .from(podcast)
    .where(and(eq(podcast.igrejaId, churchId), eq(podcast.codigo, codigo), exceptId === undefined ? undefined : ne(podcast.id, exceptId)))
    .limit(1);
  return !!row;
}

export async function insertShow(tx: Tx, churchId: number, values: PodcastValues): Promise<PodcastRow> {
  const [row] = await tx
    .insert(podcast)
    .values({ igrejaId: churchId, ...values })
    .returning();
  return row!;
}

export async function updateShow(tx: Tx, churchId: number, id: number, values: Partial<PodcastValues>): Promise<PodcastRow | undefined> {
  const [row] = await tx.update(podcast).set(values).where(ownShow(churchId, id)).returning();
  return row;
}

const episodeFields = {
  id: podcastEpisodio.id,
  titulo: podcastEpisodio.titulo,
  descricao: podcastEpisodio.descricao,
  posicao: podcastEpisodio.posicao,
  midiaId: podcastEpisodio.midiaId,
  midiaNome: midiaArquivo.nome,
  arquivoAudio: podcastEpisodio.arquivoAudio,
  duracaoSegundos: podcastEpisodio.duracaoSegundos,
  publicado: podcastEpisodio.publicado,
  dataPublicacao: podcastEpisodio.dataPublicacao,
};
export interface AuthoredEpisodeRow {
  id: number;
  titulo: string;
  descricao: string | null;
  posicao: number;
  midiaId: number | null;
  midiaNome: string | null;
  arquivoAudio: string | null;
  duracaoSegundos: number | null;
  publicado: boolean;
  dataPublicacao: Date;
}

const mediaJoin = and(eq(midiaArquivo.igrejaId, podcastEpisodio.igrejaId), eq(midiaArquivo.id, podcastEpisodio.midiaId));

export async function episodeRows(tx: Tx, churchId: number, podcastId: number): Promise<AuthoredEpisodeRow[]> {
  return tx
    .select(episodeFields)
    .from(podcastEpisodio)
    .leftJoin(midiaArquivo, mediaJoin)
    .where(and(eq(podcastEpisodio.igrejaId, churchId), eq(podcastEpisodio.podcastId, podcastId)))
    .orderBy(desc(podcastEpisodio.posicao), desc(podcastEpisodio.id));
}

export async function episodeRow(tx: Tx, churchId: number, podcastId: number, id: number): Promise<AuthoredEpisodeRow | undefined> {
  const [row] = await tx
    .select(episodeFields)
    .from(podcastEpisodio)
    .leftJoin(midiaArquivo, mediaJoin)
    .where(ownEpisode(churchId, podcastId, id))
    .limit(1);
  return row;
}

/** The show's highest episode number (0 without episodes). */
export async function lastPosition(tx: Tx, churchId: number, podcastId: number): Promise<number> {
  const [row] = await tx
    .select({ last: max(podcastEpisodio.posicao) })
    .from(podcastEpisodio)
    .where(and(eq(podcastEpisodio.igrejaId, churchId), eq(podcastEpisodio.podcastId, podcastId)));
  return row?.last ?? 0;
}

export async function insertEpisode(tx: Tx, churchId: number, podcastId: number, values: EpisodeValues & { posicao: number }) {
  const [row] = await tx
    .insert(podcastEpisodio)
    .values({ igrejaId: churchId, podcastId, publicado: false, ...values })
    .returning({ id: podcastEpisodio.id });
  return row!.id;
}

export async function updateEpisode(
  tx: Tx,
  churchId: number,
  podcastId: number,
  id: number,
  values: Partial<EpisodeValues> & { publicado?: boolean },
): Promise<boolean> {
  const rows = await tx
    .update(podcastEpisodio)
    .set(values)
    .where(ownEpisode(churchId, podcastId, id))
    .returning({ id: podcastEpisodio.id });
  return rows.length > 0;
}

/** Deletes a show; its episodes go with it (podcast_episodio's foreign key cascades). */
export async function deleteShow(tx: Tx, churchId: number, id: number): Promise<void> {
  await tx.delete(podcast).where(ownShow(churchId, id));
}

/** Whether a show or an episode of the church still names the image `imagem` (a deleted show's cover stays then). */
export async function coverNamedElsewhere(tx: Tx, churchId: number, imagem: string): Promise<boolean> {
  const [show] = await tx
    .select({ id: podcast.id })
    .from(podcast)
    .where(and(eq(podcast.igrejaId, churchId), eq(podcast.imagem, imagem)))
    .limit(1);
  if (show) return true;
  const [episode] = await tx
    .select({ id: podcastEpisodio.id })
    .from(podcastEpisodio)
    .where(and(eq(podcastEpisodio.igrejaId, churchId), eq(podcastEpisodio.imagem, imagem)))
    .limit(1);
  return !!episode;
}

export async function deleteEpisode(tx: Tx, churchId: number, podcastId: number, id: number): Promise<void> {
  await tx.delete(podcastEpisodio).where(ownEpisode(churchId, podcastId, id));
}

/** How many episodes of the church play the audio file `midiaId` (deleting it from the library is refused then). */
export async function episodesPlaying(tx: Tx, churchId: number, midiaId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(podcastEpisodio)
    .where(and(eq(podcastEpisodio.igrejaId, churchId), eq(podcastEpisodio.midiaId, midiaId)));
  return row?.n ?? 0;
}
