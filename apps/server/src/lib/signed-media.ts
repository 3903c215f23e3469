import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TErrorCode } from '@congrega/contract/errors';
import { AppError } from './app-error.ts';

/**
 * Signed media links (Play's paid clips, modules/play/play-media.ts; the media library's playback,
 * modules/media/media-playback.ts): a link token names church, item, file kind and expiry, signed with HMAC-SHA256
 * under a key of its own purpose derived from the server secret, so it cannot be widened to another item, kind,
 * church, purpose or time, and it reveals nothing about the member who asked. The church is bound through the
 * signature only (the host names it). Files are served with HTTP Range (206) so a player seeks without downloading
 * everything; an HLS folder is served under one token (relative segment URIs resolve under it).
 */
export interface MediaLinkKey {
  key: Buffer;
  /** The single-letter kinds a token of this purpose may name. */
  kinds: string;
  /** The error of an expired token (403). */
  expired: TErrorCode;
}

/** A purpose's key: `purpose` is part of the derivation (`congrega-play-media-v1` keeps Play's links as they were). */
export function mediaLinkKey(secret: string, purpose: string, kinds: string, expired: TErrorCode): MediaLinkKey {
  return { key: createHmac('sha256', secret).update(purpose).digest(), kinds, expired };
}

const signature = (link: MediaLinkKey, churchId: number, id: number, kind: string, exp: number) =>
  createHmac('sha256', link.key).update(`${churchId}.${id}.${kind}.${exp}`).digest('base64url');

/** The link token: `<item>.<kind>.<expiry seconds>.<signature>`. */
export function signMediaLink(link: MediaLinkKey, churchId: number, id: number, kind: string, exp: number): string {
  if (!link.kinds.includes(kind) || kind.length !== 1) throw new Error(`media link kind ${kind}`);
  return `${id}.${kind}.${exp}.${signature(link, churchId, id, kind, exp)}`;
}

/** The item and kind of a valid token for this church; 404 for anything forged or malformed, 403 for an expired one. */
export function verifyMediaLink(link: MediaLinkKey, churchId: number, token: string, now: Date): { id: number; kind: string } {
  const match = /^(\d{1,10})\.([a-z])\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || !link.kinds.includes(match[2]!)) throw new AppError('NOT_FOUND');
  const [, id, kind, exp, sig] = match as unknown as [string, string, string, string, string];
  const expected = Buffer.from(signature(link, churchId, Number(id), kind, Number(exp)));
  if (!timingSafeEqual(expected, Buffer.from(sig))) throw new AppError('NOT_FOUND');
  if (Number(exp) * 1000 <= now.getTime()) throw new AppError(link.expired);
  return { id: Number(id), kind };
}

/**
 * HLS files under a signed folder: `hlsFile` is the one name form a playlist or segment may have (no folders, no dots
 * beyond the extension), with its content type; anything else is 404.
 */
export const HLS_TYPE = 'application/vnd.apple.mpegurl';
const HLS_FILE_TYPES: Record<string, string> = { m3u8: HLS_TYPE, ts: 'video/mp2t', m4s: 'video/iso.segment', mp4: 'video/mp4' };

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

/** A file to send: its size and a stream of it, whole or a byte range (inclusive end). */
export interface RangedFile {
  size: number;
  open: (range?: { start: number; end: number }) => Readable;
}

/**
 * Sends a media file (whole, or the requested range with 206), never cached by shared caches unless the caller says
 * otherwise (a public file such as a published podcast episode's audio).
 */
export function sendRanged(
  req: FastifyRequest,
  reply: FastifyReply,
  file: RangedFile,
  type: string,
  cacheControl = 'private, max-age=600',
) {
  const range = parseRange(req.headers.range, file.size);
  reply
    .header('content-type', type)
    .header('accept-ranges', 'bytes')
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff');
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${file.size}`).send();
  if (!range) return reply.header('content-length', file.size).send(file.open());
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(file.open(range));
}
