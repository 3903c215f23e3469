import path from 'node:path';
import { AUDIO_UPLOAD_INPUT, runFfmpeg, type MediaTools } from './media-tools.ts';
import type { ProbedAudio } from './media-probe.ts';

/**
 * The ffmpeg work of one audio upload (issue 33, the podcast's format): the first sound stream, loudness-normalised
 * with ffmpeg's `loudnorm` (EBU R128, one pass) to PODCAST_LUFS integrated with a true peak of -1.5 dBTP, encoded as
 * AAC-LC at 128 kbit/s stereo 44.1 kHz in an M4A whose index is at the front (`+faststart`: a player starts and
 * seeks with HTTP Range before the whole file arrived). A cover picture of the source is dropped (the show's cover
 * is the episode's). The file is AUDIO_FILE in the work folder; ffmpeg runs niced (media-tools.ts).
 */
export const PODCAST_LUFS = -16;
export const AUDIO_FILE = 'audio.m4a';
export const AUDIO_TYPE = 'audio/mp4';

export function audioArgs(source: string, out: string): string[] {
  return [
    '-y',
    ...AUDIO_UPLOAD_INPUT,
    '-i',
    source,
    '-map',
    '0:a:0',
    '-vn',
    '-af',
    `loudnorm=I=${PODCAST_LUFS}:TP=-1.5:LRA=11`,
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-ac',
    '2',
    '-ar',
    '44100',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    path.join(out, AUDIO_FILE),
  ];
}

/** Makes the podcast audio into `out` (progress 0..1 through `onProgress`). */
export async function transcodeAudio(
  tools: MediaTools,
  source: string,
  out: string,
  audio: ProbedAudio,
  signal: AbortSignal,
  onProgress: (done: number) => void,
): Promise<void> {
  await runFfmpeg(tools, audioArgs(source, out), signal, (seconds) => onProgress(Math.min(1, seconds / audio.duracaoSegundos)));
}
