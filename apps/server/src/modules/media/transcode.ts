import fs from 'node:fs/promises';
import path from 'node:path';
import { runFfmpeg, UPLOAD_INPUT, type MediaTools } from './media-tools.ts';
import type { ProbedVideo } from './media-probe.ts';

/**
 * The ffmpeg work of one video (issue 35): an HLS ladder of H.264 (main profile, yuv420p) with AAC, every rendition
 * from ONE ffmpeg run with the same forced keyframes every KEYFRAME_SECONDS (`-sc_threshold 0`: no extra ones at
 * scene cuts), so segment boundaries line up across renditions and a player switches quality at any boundary; the
 * master playlist is `index.m3u8`, each rendition `v<i>.m3u8` with `v<i>-<n>.ts` segments, all relative names in
 * one folder (what Play's signed media link serves: play-media.ts). Then a poster (a frame at 10%) and a thumbnail
 * strip (THUMBNAILS frames side by side). ffmpeg runs niced (media-tools.ts).
 */
export const KEYFRAME_SECONDS = 2;
export const SEGMENT_SECONDS = 6;
export const THUMBNAILS = 10;

/** The ladder's heights for a source: those not above the source's height; a source below them all keeps its own. */
export function ladderFor(ladder: readonly number[], sourceHeight: number): number[] {
  const rungs = ladder.filter((height) => height <= sourceHeight);
  return rungs.length ? rungs : [sourceHeight - (sourceHeight % 2)];
}

/** Video bitrate (kbit/s) of a rendition: about 2.3 Mbit/s at 720p, 5.2 at 1080p, 580 k at 360p. */
export const videoKbps = (height: number) => Math.max(150, Math.round(height * height * 0.0045));

export function hlsArgs(source: string, out: string, rungs: number[], hasAudio: boolean): string[] {
  const split = `[0:v]split=${rungs.length}${rungs.map((_, i) => `[s${i}]`).join('')}`;
  const scales = rungs.map((height, i) => `[s${i}]scale=-2:${height}[v${i}]`);
  const args = ['-y', ...UPLOAD_INPUT, '-i', source, '-filter_complex', [split, ...scales].join(';')];
  rungs.forEach((height, i) => {
    const kbps = videoKbps(height);
    args.push('-map', `[v${i}]`, `-c:v:${i}`, 'libx264', `-b:v:${i}`, `${kbps}k`);
    args.push(`-maxrate:v:${i}`, `${Math.round(kbps * 1.07)}k`, `-bufsize:v:${i}`, `${Math.round(kbps * 1.5)}k`);
  });
  if (hasAudio) rungs.forEach((_, i) => args.push('-map', '0:a:0', `-c:a:${i}`, 'aac', `-b:a:${i}`, '128k', `-ac:a:${i}`, '2'));
  args.push(
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-force_key_frames',
    `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`,
    '-sc_threshold',
    '0',
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_filename',
    path.join(out, 'v%v-%04d.ts'),
    '-master_pl_name',
    'index.m3u8',
    '-var_stream_map',
    rungs.map((_, i) => (hasAudio ? `v:${i},a:${i}` : `v:${i}`)).join(' '),
    path.join(out, 'v%v.m3u8'),
  );
  return args;
}

export interface TranscodeResult {
  variantes: number[];
  poster: Buffer;
  miniaturas: Buffer;
}

/**
 * Makes the HLS ladder into `out` (progress 0..1 through `onProgress`), then the poster and the strip (read back as
 * bytes for the image pipeline, their files removed from `out`).
 */
export async function transcodeVideo(
  tools: MediaTools,
  source: string,
  out: string,
  video: ProbedVideo,
  ladder: readonly number[],
  signal: AbortSignal,
  onProgress: (done: number) => void,
): Promise<TranscodeResult> {
  const rungs = ladderFor(ladder, video.altura);
  const duration = video.duracaoSegundos;
  await runFfmpeg(tools, hlsArgs(source, out, rungs, video.codecAudio !== null), signal, (seconds) =>
    onProgress(Math.min(1, seconds / duration)),
  );
  const posterFile = path.join(out, 'poster.jpg');
  const stripFile = path.join(out, 'strip.jpg');
  const at = (duration * 0.1).toFixed(3);
  await runFfmpeg(
    tools,
    ['-y', '-ss', at, ...UPLOAD_INPUT, '-i', source, '-frames:v', '1', '-vf', 'scale=-2:min(720\\,ih)', '-q:v', '3', posterFile],
    signal,
    () => {},
  );
  const fps = Math.max(0.001, THUMBNAILS / duration).toFixed(4);
  await runFfmpeg(
    tools,
    ['-y', ...UPLOAD_INPUT, '-i', source, '-vf', `fps=${fps},scale=160:-2,tile=${THUMBNAILS}x1`, '-frames:v', '1', '-q:v', '4', stripFile],
    signal,
    () => {},
  );
  const [poster, miniaturas] = await Promise.all([fs.readFile(posterFile), fs.readFile(stripFile)]);
  await Promise.all([fs.rm(posterFile), fs.rm(stripFile)]);
  return { variantes: rungs, poster, miniaturas };
}
