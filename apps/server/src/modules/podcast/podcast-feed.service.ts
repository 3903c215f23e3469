import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { churchPublicUrl } from '../../core/public-url.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { uploadsDir } from '../../lib/uploads-dir.ts';
import { audioBytes, AUDIO_TYPE, readAudio } from '../media/media.public.ts';
import { episodeAudio } from './podcast-audio-url.ts';
import { podcastFeedXml, type FeedEpisode } from './podcast-feed.ts';
import { findPodcast, findPublishedAudio, listEpisodes } from './podcast.repository.ts';

/**
 * The podcast's public feed and audio (issue 33). The feed lists the published episodes (at most FEED_MAX, newest
 * first) whose sound exists, each enclosure with its size in bytes: the one the library kept when it made the audio
 * (read with the episodes), else read from the store (audio made before sizes were kept, a demo file); addresses are absolute on
 * the church's public site (PUBLIC_URL). The audio route serves a published episode's processed audio from the
 * media store with HTTP Range; anything else (a draft, another church's, a demo file) answers 404.
 */
export const FEED_MAX = 500;
const UPLOAD_TYPES: Record<string, string> = { '.wav': 'audio/wav', '.mp3': 'audio/mpeg', '.m4a': 'audio/mp4', '.aac': 'audio/aac' };

async function uploadSize(dataDir: string, url: string): Promise<number | undefined> {
  if (!url.startsWith('/media/uploads/') || url.includes('..')) return undefined;
  const stat = await fs.stat(path.join(uploadsDir(dataDir), url.slice('/media/uploads/'.length))).catch(() => undefined);
  return stat?.isFile() ? stat.size : undefined;
}

export async function getPodcastFeed(app: FastifyInstance, church: TenantChurch, code: string): Promise<string> {
  const { show, rows } = await app.database.withChurch(church.id, async (tx) => {
    const found = await findPodcast(tx, church.id, code);
    if (!found) throw new AppError('CONTENT_NOT_FOUND');
    return { show: found, rows: await listEpisodes(tx, church.id, found.id, { page: 1, limit: FEED_MAX }) };
  });
  const episodes: FeedEpisode[] = [];
  for (const row of rows) {
    const url = episodeAudio(row);
    const length =
      row.midiaId === null
        ? await uploadSize(app.config.dataDir, url)
        : (row.bytesAudio ?? (await audioBytes(app, church.id, row.midiaId)));
    const type = row.midiaId !== null ? AUDIO_TYPE : (UPLOAD_TYPES[path.extname(url).toLowerCase()] ?? 'audio/mpeg');
    if (length === undefined) continue;
    episodes.push({ ...row, imagem: row.imagem, enclosure: { url, length, type } });
  }
  const origin = churchPublicUrl(app.config.publicUrl, church.slug);
  return podcastFeedXml(show, episodes, {
    origin,
    churchName: church.nome,
    selfUrl: `${origin}/api/v1/podcast/anchor/${encodeURIComponent(show.codigo)}/feed.xml`,
  });
}

export interface EpisodeAudioFile {
  size: number;
  type: string;
  open: (range?: { start: number; end: number }) => Readable;
}

/** A published episode's processed audio of the host church; 404 NOT_FOUND for anything else. */
export async function getEpisodeAudio(app: FastifyInstance, church: TenantChurch, episodeId: number): Promise<EpisodeAudioFile> {
  const row = await app.database.withChurch(church.id, (tx) => findPublishedAudio(tx, church.id, episodeId));
  const midiaId = row?.midiaId;
  if (midiaId === undefined || midiaId === null) throw new AppError('NOT_FOUND');
  const size = await audioBytes(app, church.id, midiaId);
  if (size === undefined) throw new AppError('NOT_FOUND');
  return { size, type: AUDIO_TYPE, open: (range) => readAudio(app, church.id, midiaId, range) };
}
