import { createHash } from 'node:crypto';
import {
  PODCAST_CATEGORY_KEYS,
  type TAdminPodcast,
  type TAdminPodcastAudioList,
  type TAdminPodcastEpisode,
  type TAdminPodcastInput,
  type TPodcastCategory,
} from '@congrega/contract/admin/podcasts';
import type { z } from 'zod';
import type { ZAdminPodcastEpisodeBody } from '@congrega/contract/admin/podcasts';
import { LOCALES, type TLocale } from '@congrega/contract/locale';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findReadyAudio, listReadyAudio } from '../media/media.public.ts';
import { episodeAudio } from './podcast-audio-url.ts';
import {
  codeTaken,
  coverNamedElsewhere,
  deleteEpisode,
  deleteShow,
  episodeRow,
  episodeRows,
  episodesPlaying,
  insertEpisode,
  insertShow,
  lastPosition,
  showRow,
  showRows,
  updateEpisode,
  updateShow,
  type AuthoredEpisodeRow,
  type PodcastRow,
} from './podcast-authoring.repository.ts';

/**
 * The church's podcasts as the staff console authors them (rules in packages/contract/src/admin/podcasts.ts), each
 * use case in the caller's church transaction. Numbering a new episode locks the show's row, so two staff adding at
 * once get consecutive numbers. `origin` is the church's public site, for the feed address shown.
 */
type EpisodeInput = z.output<typeof ZAdminPodcastEpisodeBody>;

const asCategory = (v: string): TPodcastCategory => PODCAST_CATEGORY_KEYS.find((k) => k === v) ?? 'christianity';
const asLocale = (v: string): TLocale => LOCALES.find((l) => l === v) ?? 'pt-BR';
export const feedUrl = (origin: string, codigo: string) => `${origin}/api/v1/podcast/anchor/${encodeURIComponent(codigo)}/feed.xml`;

/** podcast:guid: the UUIDv5 of the feed address without its scheme, in the podcast namespace (podcastindex.org). */
export function podcastGuid(feed: string): string {
  const namespace = Buffer.from('ead4c236bf5858c6a2c6a6b28d128cb6', 'hex');
  const hash = createHash('sha1')
    .update(namespace)
    .update(feed.replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, ''))
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function showView(row: PodcastRow, episodios: number, origin: string): TAdminPodcast {
  return {
    id: row.id,
    codigo: row.codigo,
    titulo: row.titulo,
    descricao: row.descricao,
    imagem: row.imagem,
    autor: row.autor,
    categoria: asCategory(row.categoria),
    explicito: row.explicito,
    idioma: asLocale(row.idioma),
    bloqueado: row.bloqueado,
    ocultoDiretorios: row.ocultoDiretorios,
    guid: row.guid,
    feed: feedUrl(origin, row.codigo),
    episodios,
  };
}

function episodeView(row: AuthoredEpisodeRow): TAdminPodcastEpisode {
  const audio = episodeAudio(row);
  return {
    id: row.id,
    titulo: row.titulo,
    descricao: row.descricao,
    posicao: row.posicao,
    midiaId: row.midiaId,
    midiaNome: row.midiaNome,
    duracaoSegundos: row.duracaoSegundos,
    publicado: row.publicado,
    dataPublicacao: row.dataPublicacao.toISOString(),
    audio: audio || null,
  };
}

async function requireShow(tx: Tx, churchId: number, id: number, lock = false) {
  const row = await showRow(tx, churchId, id, lock);
  if (!row) throw new AppError('ADMIN_PODCAST_NOT_FOUND');
  return row;
}

async function assertCodeFree(tx: Tx, churchId: number, codigo: string, exceptId?: number) {
  if (await codeTaken(tx, churchId, codigo, exceptId))
    throw new AppError('PODCAST_CODE_TAKEN', {}, { fields: { codigo: 'error.PODCAST_CODE_TAKEN' } });
}

export async function podcastShows(tx: Tx, churchId: number, origin: string): Promise<TAdminPodcast[]> {
  return (await showRows(tx, churchId)).map((r) => showView(r.show, r.episodios, origin));
}

export async function podcastShow(tx: Tx, churchId: number, id: number, origin: string) {
  const row = await requireShow(tx, churchId, id);
  return { podcast: showView(row.show, row.episodios, origin), episodios: (await episodeRows(tx, churchId, id)).map(episodeView) };
}

export async function addPodcastShow(tx: Tx, churchId: number, input: TAdminPodcastInput, origin: string): Promise<TAdminPodcast> {
  await assertCodeFree(tx, churchId, input.codigo);
  const row = await insertShow(tx, churchId, { ...input, guid: podcastGuid(feedUrl(origin, input.codigo)) });
  return showView(row, 0, origin);
}

export async function changePodcastShow(tx: Tx, churchId: number, id: number, input: TAdminPodcastInput, origin: string) {
  const before = await requireShow(tx, churchId, id, true);
  await assertCodeFree(tx, churchId, input.codigo, id);
  const row = (await updateShow(tx, churchId, id, input))!;
  return { antes: showView(before.show, before.episodios, origin), depois: showView(row, before.episodios, origin) };
}

async function readyAudio(tx: Tx, churchId: number, midiaId: number) {
  const media = await findReadyAudio(tx, churchId, midiaId);
  if (!media) throw new AppError('PODCAST_AUDIO_NOT_READY', {}, { fields: { midiaId: 'error.PODCAST_AUDIO_NOT_READY' } });
  return { midiaId, duracaoSegundos: media.duracaoSegundos === null ? null : Math.round(media.duracaoSegundos) };
}

export async function podcastEpisode(tx: Tx, churchId: number, podcastId: number, id: number): Promise<TAdminPodcastEpisode> {
  const row = await episodeRow(tx, churchId, podcastId, id);
  if (!row) throw new AppError('ADMIN_PODCAST_EPISODE_NOT_FOUND');
  return episodeView(row);
}

export async function addPodcastEpisode(tx: Tx, churchId: number, podcastId: number, input: EpisodeInput) {
  await requireShow(tx, churchId, podcastId, true);
  const audio = await readyAudio(tx, churchId, input.midiaId);
  const posicao = (await lastPosition(tx, churchId, podcastId)) + 1;
  const id = await insertEpisode(tx, churchId, podcastId, {
    titulo: input.titulo,
    descricao: input.descricao,
    dataPublicacao: new Date(input.dataPublicacao),
    posicao,
    ...audio,
  });
  return podcastEpisode(tx, churchId, podcastId, id);
}

export async function changePodcastEpisode(tx: Tx, churchId: number, podcastId: number, id: number, input: EpisodeInput) {
  const antes = await podcastEpisode(tx, churchId, podcastId, id);
  const audio = antes.midiaId === input.midiaId ? {} : await readyAudio(tx, churchId, input.midiaId);
  await updateEpisode(tx, churchId, podcastId, id, {
    titulo: input.titulo,
    descricao: input.descricao,
    dataPublicacao: new Date(input.dataPublicacao),
    ...audio,
  });
  return { antes, depois: await podcastEpisode(tx, churchId, podcastId, id) };
}

/** Publishing needs a sound to play (a demo episode has its file; an authored one its audio file, still ready). */
export async function publishPodcastEpisode(tx: Tx, churchId: number, podcastId: number, id: number, publicado: boolean) {
  const antes = await podcastEpisode(tx, churchId, podcastId, id);
  if (publicado && antes.midiaId !== null) await readyAudio(tx, churchId, antes.midiaId);
  if (publicado && !antes.audio)
    throw new AppError('PODCAST_AUDIO_NOT_READY', {}, { fields: { midiaId: 'error.PODCAST_AUDIO_NOT_READY' } });
  await updateEpisode(tx, churchId, podcastId, id, { publicado });
  return { antes, depois: await podcastEpisode(tx, churchId, podcastId, id) };
}

/**
 * Deletes the show `id` and, with it, its episodes (the foreign key cascades; their audio files stay in the library,
 * now free to delete). Answers what was deleted, for the audit, and the cover to remove once committed: an image of
 * the church's own uploads that no other show or episode names (undefined otherwise).
 */
export async function removePodcastShow(tx: Tx, churchId: number, id: number, origin: string) {
  const before = await requireShow(tx, churchId, id, true);
  const episodios = (await episodeRows(tx, churchId, id)).map((e) => ({ id: e.id, titulo: e.titulo, midiaId: e.midiaId }));
  await deleteShow(tx, churchId, id);
  const cover = before.show.imagem;
  const own = cover?.startsWith(`/media/uploads/church-${churchId}/`);
  const orphan = own && !(await coverNamedElsewhere(tx, churchId, cover!)) ? cover! : undefined;
  return { antes: { ...showView(before.show, before.episodios, origin), episodios }, orphan };
}

export async function removePodcastEpisode(tx: Tx, churchId: number, podcastId: number, id: number) {
  const antes = await podcastEpisode(tx, churchId, podcastId, id);
  await deleteEpisode(tx, churchId, podcastId, id);
  return antes;
}

export async function podcastAudioOptions(tx: Tx, churchId: number): Promise<TAdminPodcastAudioList> {
  const rows = await listReadyAudio(tx, churchId);
  return { itens: rows.map((r) => ({ id: r.id, nome: r.nome, duracaoSegundos: r.duracaoSegundos, criadoEm: r.criadoEm.toISOString() })) };
}

/** Refuses deleting an audio file of the library that an episode plays (the console's media delete). */
export async function assertAudioUnused(tx: Tx, churchId: number, midiaId: number): Promise<void> {
  if ((await episodesPlaying(tx, churchId, midiaId)) > 0) throw new AppError('PODCAST_AUDIO_IN_USE');
}
