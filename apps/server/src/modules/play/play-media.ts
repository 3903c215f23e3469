import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/**
 * Paid video files: kept out of every public folder (modules/play/media/) and reached only through short-lived
 * signed links made after the access check (play.service.ts playback). A link names church, content, file kind and
 * expiry, signed with HMAC-SHA256 under a key derived from the server secret: it cannot be widened to another
 * file, church or time, and it reveals nothing about the member. Files are served with HTTP Range (206) so the
 * player seeks without downloading everything.
 */
export const PLAY_MEDIA_DIR = path.join(import.meta.dirname, 'media');
export type MediaKind = 'v' | 'c';

const keyFor = (secret: string) => createHmac('sha256', secret).update('congrega-play-media-v1').digest();

function signature(secret: string, churchId: number, contentId: number, kind: MediaKind, exp: number): string {
  return createHmac('sha256', keyFor(secret)).update(`${churchId}.${contentId}.${kind}.${exp}`).digest('base64url');
}

/** The link token: `<content>.<kind>.<expiry seconds>.<signature>` (church bound through the signature). */
export function signMediaToken(secret: string, churchId: number, contentId: number, kind: MediaKind, exp: number): string {
  return `${contentId}.${kind}.${exp}.${signature(secret, churchId, contentId, kind, exp)}`;
}

/** The content and kind of a valid token; 404 for anything forged or malformed, 403 for an expired one. */
export function verifyMediaToken(secret: string, churchId: number, token: string, now: Date): { contentId: number; kind: MediaKind } {
  const match = /^(\d{1,10})\.([vc])\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) throw new AppError('NOT_FOUND');
  const [, id, kind, exp, sig] = match as unknown as [string, string, MediaKind, string, string];
  const expected = Buffer.from(signature(secret, churchId, Number(id), kind, Number(exp)));
  if (!timingSafeEqual(expected, Buffer.from(sig))) throw new AppError('NOT_FOUND');
  if (Number(exp) * 1000 <= now.getTime()) throw new AppError('PLAY_MEDIA_LINK_EXPIRED');
  return { contentId: Number(id), kind };
}

/**
 * HLS renditions (issue 15): a content whose `arquivo` is `<folder>/<playlist>.m3u8` is played from its folder. Its
 * playback link is `<signed token>/<playlist>.m3u8`, and the playlist's segments are relative URIs (`seg-0.ts`), so
 * the player resolves them to `<signed token>/seg-0.ts`: every request carries the same signature and expiry as the
 * playlist (nothing to rewrite, no extra signatures), and the token still names one content, so a segment URL can
 * reach only the files of that content's folder, only until the link expires. `hlsFile` is the one file name form a
 * segment or playlist may have (no folders, no dots beyond the extension), with its content type.
 */
export const HLS_TYPE = 'application/vnd.apple.mpegurl';
const HLS_FILE_TYPES: Record<string, string> = { m3u8: HLS_TYPE, ts: 'video/mp2t', m4s: 'video/iso.segment', mp4: 'video/mp4' };

export const isHlsFile = (arquivo: string) => /^[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\.m3u8$/.test(arquivo);

export function hlsFile(name: string): { name: string; type: string } {
  const match = /^[A-Za-z0-9_-]{1,64}\.(m3u8|ts|m4s|mp4)$/.exec(name);
  if (!match) throw new AppError('NOT_FOUND');
  return { name, type: HLS_FILE_TYPES[match[1]!]! };
}

/**
 * `bytes=a-b` / `bytes=a-` / `bytes=-n` of a file of `size` bytes; undefined (the whole file) for no header, several
 * ranges or an invalid one (`b` before `a`, RFC 9110 section 14.1.1); 'unsatisfiable' (416) when it starts past the end.
 */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    if (match[2] !== '' && Number(match[2]) < start) return undefined;
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** Sends a media file (whole, or the requested range with 206), never cached by shared caches. */
export async function sendMediaFile(req: FastifyRequest, reply: FastifyReply, file: string, type: string) {
  // A file of the store or of one folder in it (an HLS rendition); never a way out of the store.
  const full = path.join(PLAY_MEDIA_DIR, ...file.split('/').map((part) => path.basename(part)));
  const stat = await fs.promises.stat(full).catch(() => undefined);
  if (!stat?.isFile()) throw new AppError('NOT_FOUND');
  const range = parseRange(req.headers.range, stat.size);
  reply
    .header('content-type', type)
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, max-age=600')
    .header('x-content-type-options', 'nosniff');
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${stat.size}`).send();
  if (!range) return reply.header('content-length', stat.size).send(fs.createReadStream(full));
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(fs.createReadStream(full, { start: range.start, end: range.end }));
}
