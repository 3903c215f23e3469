import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { mediaLinkKey, sendRanged, signMediaLink, verifyMediaLink, type MediaLinkKey } from '../../lib/signed-media.ts';

/**
 * Paid video files: kept out of every public folder (modules/play/media/) and reached only through short-lived
 * signed links made after the access check (play.service.ts playback). The signing, the Range serving and the HLS
 * file names are lib/signed-media.ts's (shared with the media library's playback); Play's links keep their own
 * purpose key (`congrega-play-media-v1`) and kinds: `v` the video, `c` its captions.
 */
export const PLAY_MEDIA_DIR = path.join(import.meta.dirname, 'media');
export type MediaKind = 'v' | 'c';
export { HLS_TYPE, hlsFile, parseRange } from '../../lib/signed-media.ts';

const keys = new Map<string, MediaLinkKey>();
const keyFor = (secret: string) => {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = mediaLinkKey(secret, 'congrega-play-media-v1', 'vc', 'PLAY_MEDIA_LINK_EXPIRED')));
  return key;
};

/** The link token: `<content>.<kind>.<expiry seconds>.<signature>` (church bound through the signature). */
export function signMediaToken(secret: string, churchId: number, contentId: number, kind: MediaKind, exp: number): string {
  return signMediaLink(keyFor(secret), churchId, contentId, kind, exp);
}

/** The content and kind of a valid token; 404 for anything forged or malformed, 403 for an expired one. */
export function verifyMediaToken(secret: string, churchId: number, token: string, now: Date): { contentId: number; kind: MediaKind } {
  const { id, kind } = verifyMediaLink(keyFor(secret), churchId, token, now);
  return { contentId: id, kind: kind as MediaKind };
}

/**
 * HLS renditions (issue 15): a content whose `arquivo` is `<folder>/<playlist>.m3u8` is played from its folder. Its
 * playback link is `<signed token>/<playlist>.m3u8`, and the playlist's segments are relative URIs (`seg-0.ts`), so
 * the player resolves them to `<signed token>/seg-0.ts`: every request carries the same signature and expiry as the
 * playlist, and the token still names one content, so a segment URL can reach only the files of that content's
 * folder, only until the link expires.
 */
export const isHlsFile = (arquivo: string) => /^[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\.m3u8$/.test(arquivo);

/** Sends a file of Play's store (whole, or the requested range with 206). */
export async function sendMediaFile(req: FastifyRequest, reply: FastifyReply, file: string, type: string) {
  // A file of the store or of one folder in it (an HLS rendition); never a way out of the store.
  const full = path.join(PLAY_MEDIA_DIR, ...file.split('/').map((part) => path.basename(part)));
  const stat = await fs.promises.stat(full).catch(() => undefined);
  if (!stat?.isFile()) throw new AppError('NOT_FOUND');
  return sendRanged(req, reply, { size: stat.size, open: (range) => fs.createReadStream(full, range) }, type);
}
