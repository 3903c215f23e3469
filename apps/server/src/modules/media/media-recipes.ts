import fs from 'node:fs/promises';
import path from 'node:path';
import type { TMediaKind } from '@congrega/contract/admin/media';
import type { FastifyInstance } from 'fastify';
import { mediaAudioKey, mediaHlsKey } from './media-keys.ts';
import { probeAudio, probeVideo, type ProbedAudio, type ProbedMedia, type ProbedVideo } from './media-probe.ts';
import type { MediaPatch } from './media.repository.ts';
import { AUDIO_FILE, transcodeAudio } from './transcode-audio.ts';
import { transcodeVideo } from './transcode.ts';

/**
 * What the one processing runner (transcode-runner.ts) does for each kind of upload: how the source is read
 * (ffprobe), where the outputs are published in the media store, and the ffmpeg work that makes them. A video
 * gives an HLS ladder and two stills (poster, thumbnail strip: public images); an audio file the podcast's M4A, whose
 * size is kept with the row (`bytes_audio`: the feed's enclosure length, read with the episodes instead of a stat each).
 */
export interface MediaRecipe {
  probe(app: FastifyInstance, source: string): Promise<ProbedMedia>;
  outputKey(churchId: number, mediaId: number): string;
  make(
    app: FastifyInstance,
    source: string,
    work: string,
    probed: ProbedMedia,
    signal: AbortSignal,
    onProgress: (done: number) => void,
  ): Promise<{ patch: MediaPatch; stills: Buffer[] }>;
}

const video: MediaRecipe = {
  probe: (app, source) => probeVideo(app.config.mediaTools, source),
  outputKey: mediaHlsKey,
  async make(app, source, work, probed, signal, onProgress) {
    const made = await transcodeVideo(app.config.mediaTools, source, work, probed as ProbedVideo, app.config.hlsLadder, signal, onProgress);
    return { patch: { variantes: made.variantes }, stills: [made.poster, made.miniaturas] };
  },
};

const audio: MediaRecipe = {
  probe: (app, source) => probeAudio(app.config.mediaTools, source),
  outputKey: mediaAudioKey,
  async make(app, source, work, probed, signal, onProgress) {
    await transcodeAudio(app.config.mediaTools, source, work, probed as ProbedAudio, signal, onProgress);
    const { size } = await fs.stat(path.join(work, AUDIO_FILE));
    return { patch: { codecAudio: 'aac', bytesAudio: size }, stills: [] };
  },
};

export const MEDIA_RECIPES: Record<TMediaKind, MediaRecipe> = { video, audio };
