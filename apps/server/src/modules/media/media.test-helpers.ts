import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { App } from '../../app.ts';
import type { StaffSession } from '../admin/admin.test-helpers.ts';
import { mediaHlsKey, mediaStore } from './media-keys.ts';
import { midiaArquivo } from './media.schema.ts';

/** Test-only helpers of the media library: tiny clips made with ffmpeg (niced), chunk calls. */
export const hasFfmpeg = (() => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    execFileSync('ffprobe', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A clip of `seconds` at `size` (320x240 by default) with a tone, H.264 + AAC in MP4. */
export function makeClip(dir: string, name: string, { seconds = 2, size = '320x240', audio = true } = {}): string {
  const file = path.join(dir, name);
  const input = ['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=24`];
  const tone = audio ? ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'] : [];
  execFileSync(
    'nice',
    [
      '-n',
      '15',
      'ffmpeg',
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      ...input,
      ...tone,
      '-t',
      String(seconds),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      ...(audio ? ['-c:a', 'aac', '-shortest'] : []),
      file,
    ],
    { stdio: 'ignore' },
  );
  return file;
}

/** A WAV (16-bit PCM, 44.1 kHz mono) of `seconds` with a tone at `volume` (ffmpeg's volume filter, e.g. '-30dB'). */
export function makeTone(dir: string, name: string, { seconds = 3, volume = '-30dB' } = {}): string {
  const file = path.join(dir, name);
  const source = `sine=frequency=440:sample_rate=44100:duration=${seconds}`;
  execFileSync(
    'nice',
    ['-n', '15', 'ffmpeg', '-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', source, '-af', `volume=${volume}`, file],
    {
      stdio: 'ignore',
    },
  );
  return file;
}

/** Integrated loudness (LUFS) of a file, as ffmpeg's EBU R128 meter reads it. */
export function integratedLoudness(file: string): number {
  const run = spawnSync('ffmpeg', ['-hide_banner', '-nostats', '-i', file, '-af', 'ebur128', '-f', 'null', '-'], { encoding: 'utf8' });
  const summary = run.stderr.slice(run.stderr.lastIndexOf('Summary:'));
  return Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]);
}

/** An MP4 with a video stream of no frames (0 seconds). */
export function makeEmptyClip(dir: string): string {
  const file = path.join(dir, 'zero.mp4');
  execFileSync(
    'nice',
    [
      '-n',
      '15',
      'ffmpeg',
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=320x240',
      '-frames:v',
      '0',
      '-c:v',
      'libx264',
      file,
    ],
    {
      stdio: 'ignore',
    },
  );
  return file;
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export function mediaCall(
  app: App,
  staff: StaffSession,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  slug = 'videira',
) {
  return app.inject({
    method,
    url: `/api/v1/admin/${slug}/media${url}`,
    headers: { ...staff.headers, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
}

export function putChunk(app: App, staff: StaffSession, id: number, offset: number, bytes: Buffer, hash = sha256(bytes), slug = 'videira') {
  return app.inject({
    method: 'PUT',
    url: `/api/v1/admin/${slug}/media/${id}/chunk?offset=${offset}&sha256=${hash}`,
    headers: { ...staff.headers, 'accept-language': 'en', 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
}

/** Creates an upload of `file` and sends it in chunks of `chunkBytes`; answers the last chunk's response. */
export async function uploadFile(app: App, staff: StaffSession, file: string, chunkBytes = 64 * 1024, slug = 'videira', tipo = 'video') {
  const bytes = fs.readFileSync(file);
  const created = await mediaCall(app, staff, 'POST', '', { nome: path.basename(file), tamanho: bytes.length, tipo }, slug);
  if (created.statusCode !== 201) throw new Error(`create ${created.statusCode} ${created.body}`);
  const id = created.json<{ id: number }>().id;
  let last = created;
  for (let offset = 0; offset < bytes.length; offset += chunkBytes) {
    last = await putChunk(app, staff, id, offset, bytes.subarray(offset, offset + chunkBytes), undefined, slug);
    if (last.statusCode !== 200) break;
  }
  return { id, res: last };
}

/**
 * A processed media file of `churchId` without running ffmpeg: its row 'pronto' (duration `seconds`) and an HLS
 * folder in the store as the transcoder writes it (master `index.m3u8`, rendition `v0.m3u8`, segments `v0-000N.ts`
 * of `segmentBytes` bytes each), for the playback and caption tests; the real ladder is admin-media.test.ts's.
 */
export async function readyMedia(app: App, churchId: number, { seconds = 12, segmentBytes = 2000, nome = 'culto.mp4' } = {}) {
  const [row] = await app.database.db
    .insert(midiaArquivo)
    .values({
      igrejaId: churchId,
      tipo: 'video',
      nome,
      tamanho: 1000,
      recebidos: 1000,
      situacao: 'pronto',
      progresso: 100,
      duracaoSegundos: seconds,
      largura: 320,
      altura: 240,
      variantes: [240],
      poster: `/media/uploads/church-${churchId}/medias/poster.webp`,
    })
    .returning();
  const hls = mediaStore(app).localFile(`${mediaHlsKey(churchId, row!.id)}/index.m3u8`);
  fs.mkdirSync(path.dirname(hls), { recursive: true });
  fs.writeFileSync(hls, '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=300000,RESOLUTION=320x240\nv0.m3u8\n');
  fs.writeFileSync(
    path.join(path.dirname(hls), 'v0.m3u8'),
    '#EXTM3U\n#EXT-X-TARGETDURATION:6\n#EXTINF:6,\nv0-0000.ts\n#EXTINF:6,\nv0-0001.ts\n#EXT-X-ENDLIST\n',
  );
  for (const n of [0, 1]) fs.writeFileSync(path.join(path.dirname(hls), `v0-000${n}.ts`), Buffer.alloc(segmentBytes, n + 1));
  return row!;
}
