import { AppError } from '../../lib/app-error.ts';
import type { TMediaKind } from '@congrega/contract/admin/media';
import { AUDIO_UPLOAD_INPUT, ffprobeJson, type MediaTools, type UploadInput } from './media-tools.ts';

/**
 * What a file is, by its content (issue 35 "a file that is not what it says"): the leading bytes of the first
 * chunk must be a container of the upload's kind (video, or audio: issue 33), then ffprobe reads the whole file
 * once it is complete.
 */
const SIGNATURES: ((b: Buffer) => boolean)[] = [
  // ISO base media (MP4, MOV, M4V, 3GP): a box size, then 'ftyp' (or a QuickTime 'moov'/'mdat'/'wide'/'free' atom).
  (b) => ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip'].includes(b.subarray(4, 8).toString('latin1')),
  // Matroska / WebM (EBML header).
  (b) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
  // AVI (RIFF....AVI ).
  (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'AVI ',
  // MPEG transport stream (sync byte every 188 bytes) and MPEG program stream.
  (b) => b.length >= 377 && b[0] === 0x47 && b[188] === 0x47 && b[376] === 0x47,
  (b) => b.subarray(0, 4).equals(Buffer.from([0x00, 0x00, 0x01, 0xba])),
];
export const SNIFF_BYTES = 512;

export function looksLikeVideo(head: Buffer): boolean {
  return head.length >= 12 && SIGNATURES.some((signature) => signature(head));
}

/** Leading bytes of the audio containers taken (issue 33): WAV, MP3 (an ID3 tag or a frame sync), M4A (ISO media). */
const AUDIO_SIGNATURES: ((b: Buffer) => boolean)[] = [
  (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WAVE',
  (b) => b.subarray(0, 3).toString('latin1') === 'ID3',
  (b) => b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0 && ((b[1] ?? 0) & 0x06) !== 0,
  (b) => b.subarray(4, 8).toString('latin1') === 'ftyp',
];

export function looksLikeAudio(head: Buffer): boolean {
  return head.length >= 12 && AUDIO_SIGNATURES.some((signature) => signature(head));
}

/** Whether the first bytes are a container of the upload's kind. */
export const looksLike = (kind: TMediaKind, head: Buffer) => (kind === 'audio' ? looksLikeAudio(head) : looksLikeVideo(head));

export interface ProbedVideo {
  duracaoSegundos: number;
  largura: number;
  altura: number;
  codecVideo: string;
  codecAudio: string | null;
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  nb_read_packets?: string;
  disposition?: { attached_pic?: number };
}

/**
 * ffprobe's reading of a complete upload: MEDIA_UNREADABLE when it cannot read it (broken, truncated: a truncated
 * MP4 loses its index), MEDIA_NO_DURATION for no video stream (a cover picture is not one), no packets or 0 seconds.
 */
type ProbeJson = { format?: { duration?: string }; streams?: ProbeStream[] };

async function readProbe(tools: MediaTools, file: string, input?: UploadInput): Promise<ProbeJson> {
  try {
    const read = await ffprobeJson(tools, file, input);
    if (read.errors) throw new Error('read with errors');
    return read.json as ProbeJson;
  } catch {
    throw new AppError('MEDIA_UNREADABLE');
  }
}

export async function probeVideo(tools: MediaTools, file: string): Promise<ProbedVideo> {
  const json = await readProbe(tools, file);
  const streams = json.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const audio = streams.find((s) => s.codec_type === 'audio');
  const duration = Number(json.format?.duration ?? 0);
  if (!video || !video.width || !video.height || Number(video.nb_read_packets ?? 0) === 0) throw new AppError('MEDIA_NO_DURATION');
  if (!Number.isFinite(duration) || duration < 0.1) throw new AppError('MEDIA_NO_DURATION');
  return {
    duracaoSegundos: Math.round(duration * 1000) / 1000,
    largura: video.width,
    altura: video.height,
    codecVideo: video.codec_name ?? 'unknown',
    codecAudio: audio?.codec_name ?? null,
  };
}

/** What ffprobe read of an audio upload: no picture, one sound stream. */
export interface ProbedAudio {
  duracaoSegundos: number;
  largura: null;
  altura: null;
  codecVideo: null;
  codecAudio: string;
}
export type ProbedMedia = ProbedVideo | ProbedAudio;

/**
 * ffprobe's reading of a complete audio upload (WAV, MP3, M4A): MEDIA_UNREADABLE when it cannot read it,
 * MEDIA_NO_DURATION without a sound stream, without packets or under a tenth of a second. A cover picture in an MP3
 * or M4A is not kept.
 */
export async function probeAudio(tools: MediaTools, file: string): Promise<ProbedAudio> {
  const json = await readProbe(tools, file, AUDIO_UPLOAD_INPUT);
  const audio = (json.streams ?? []).find((s) => s.codec_type === 'audio');
  const duration = Number(json.format?.duration ?? 0);
  if (!audio || Number(audio.nb_read_packets ?? 0) === 0) throw new AppError('MEDIA_NO_DURATION');
  if (!Number.isFinite(duration) || duration < 0.1) throw new AppError('MEDIA_NO_DURATION');
  return {
    duracaoSegundos: Math.round(duration * 1000) / 1000,
    largura: null,
    altura: null,
    codecVideo: null,
    codecAudio: audio.codec_name ?? 'unknown',
  };
}

/** The probe of an upload's kind. */
export const probeMedia = (kind: TMediaKind, tools: MediaTools, file: string): Promise<ProbedMedia> =>
  kind === 'audio' ? probeAudio(tools, file) : probeVideo(tools, file);
