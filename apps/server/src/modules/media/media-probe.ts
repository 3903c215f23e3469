import { AppError } from '../../lib/app-error.ts';
import { ffprobeJson, type MediaTools } from './media-tools.ts';

/**
 * What a file is, by its content (issue 35 "a file that is not what it says"): the leading bytes of the first
 * chunk must be a video container's, then ffprobe reads the whole file once it is complete.
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
export async function probeVideo(tools: MediaTools, file: string): Promise<ProbedVideo> {
  let json: { format?: { duration?: string }; streams?: ProbeStream[] };
  try {
    const read = await ffprobeJson(tools, file);
    if (read.errors) throw new Error('read with errors');
    json = read.json as typeof json;
  } catch {
    throw new AppError('MEDIA_UNREADABLE');
  }
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
