import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { mediaAudioKey, mediaStore } from './media-keys.ts';
import { holdMedia, listReadyOfKind, type MediaRow } from './media.repository.ts';
import { AUDIO_FILE, AUDIO_TYPE } from './transcode-audio.ts';

/**
 * The processed audio files of the library as the podcast uses them (issue 33): the ready ones an episode may
 * play, and the bytes of one (served with HTTP Range by the podcast's public audio route). Read in the caller's
 * church transaction; the bytes come from the media store, never a public folder.
 */
export const READY_AUDIO_MAX = 200;
export { AUDIO_TYPE };

export function listReadyAudio(tx: Tx, churchId: number): Promise<MediaRow[]> {
  return listReadyOfKind(tx, churchId, 'audio', READY_AUDIO_MAX);
}

/**
 * The audio file `id` when it is processed ('pronto'), else undefined; held against a delete until the caller's
 * commit (an episode naming it: media.repository.ts holdMedia).
 */
export async function findReadyAudio(tx: Tx, churchId: number, id: number): Promise<MediaRow | undefined> {
  const row = await holdMedia(tx, churchId, id);
  return row?.tipo === 'audio' && row.situacao === 'pronto' ? row : undefined;
}

const audioKey = (churchId: number, id: number) => `${mediaAudioKey(churchId, id)}/${AUDIO_FILE}`;

/** The processed audio's size in bytes (undefined when there is none: not processed, or removed). */
export function audioBytes(app: FastifyInstance, churchId: number, id: number): Promise<number | undefined> {
  return mediaStore(app).size(audioKey(churchId, id));
}

/** A stream of the processed audio, whole or a byte range (inclusive end). */
export function readAudio(app: FastifyInstance, churchId: number, id: number, range?: { start: number; end: number }): Readable {
  return mediaStore(app).read(audioKey(churchId, id), range);
}
