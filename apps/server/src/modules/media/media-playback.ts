import { MAX_ID } from '@congrega/contract/common';
import { randomBytes } from 'node:crypto';
import { MEDIA_LINK_TTL_SECONDS, type TMediaPlayback } from '@congrega/contract/media-playback';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  HLS_TYPE,
  hlsFile,
  mediaLinkKey,
  signMediaLink,
  verifyMediaLink,
  type MediaLinkKey,
  type RangedFile,
} from '../../lib/signed-media.ts';
import { findCaption, listCaptions } from './media-captions.repository.ts';
import { legacyMediaCaptionKey, mediaCaptionKey, mediaHlsKey, mediaStore } from './media-keys.ts';
import { findMedia } from './media.repository.ts';

/**
 * Member playback of a ready media file (issue 35): whoever decided the member may watch (a published video, Play's
 * subscription check) asks `mediaPlayback` for links valid MEDIA_LINK_TTL_SECONDS. One token (lib/signed-media.ts:
 * church, media id, kind `m`, expiry, HMAC under this purpose's key) names the file's folder:
 * `/api/v1/midia/<token>/index.m3u8` is the master playlist, whose rendition playlists and segments are relative
 * names resolving under the same token (nothing to rewrite), and `<token>/legenda-<id>.vtt` each caption track.
 * A file name is one of those forms or 404 (no folders, no dots: no way out of the folder); a caption id must be
 * one of that file's tracks. The poster is a public still (image pipeline) and is answered as it is.
 */
export const MEDIA_LINK_PATH = '/api/v1/midia/';
const CAPTION_FILE = /^legenda-(\d{1,10})\.vtt$/;

const secrets = new WeakMap<object, MediaLinkKey>();

/** This app's key for media links: the server secret (per process when unset, dev only), one per app config. */
function linkKey(app: FastifyInstance): MediaLinkKey {
  let key = secrets.get(app.config);
  if (!key) {
    key = mediaLinkKey(
      app.config.jwtSecret ?? randomBytes(48).toString('base64url'),
      'congrega-media-playback-v1',
      'm',
      'MEDIA_LINK_EXPIRED',
    );
    secrets.set(app.config, key);
  }
  return key;
}

/**
 * Signed links to a media file of the church: 404 NOT_FOUND when there is none, 409 MEDIA_NOT_READY before it is
 * processed. Runs in the caller's church transaction (two statements: the file, its captions).
 */
export async function mediaPlayback(tx: Tx, churchId: number, mediaId: number, now: Date, app: FastifyInstance): Promise<TMediaPlayback> {
  const row = await findMedia(tx, churchId, mediaId);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.situacao !== 'pronto') throw new AppError('MEDIA_NOT_READY');
  const captions = await listCaptions(tx, churchId, mediaId);
  const exp = Math.floor(now.getTime() / 1000) + MEDIA_LINK_TTL_SECONDS;
  const folder = MEDIA_LINK_PATH + signMediaLink(linkKey(app), churchId, mediaId, 'm', exp);
  return {
    fontes: [{ url: `${folder}/index.m3u8`, tipo: HLS_TYPE }],
    legendas: captions.map((c) => ({ url: `${folder}/legenda-${c.id}.vtt`, idioma: c.idioma, rotulo: c.rotulo })),
    poster: row.poster,
    variantes: row.variantes,
    duracaoSegundos: row.duracaoSegundos,
    expiraEm: new Date(exp * 1000).toISOString(),
  };
}

/**
 * The file a signed link names, for the public route: the token checked for the host church (404 forged or another
 * church's, 403 MEDIA_LINK_EXPIRED), the media file still ready, the name a playlist, segment or one of its caption
 * tracks; 404 for anything else, or a file not in the store.
 */
export async function signedMediaFile(
  app: FastifyInstance,
  churchId: number,
  token: string,
  name: string,
  now: Date,
): Promise<{ file: RangedFile; type: string }> {
  const { id } = verifyMediaLink(linkKey(app), churchId, token, now);
  const caption = CAPTION_FILE.exec(name);
  const wanted = caption ? undefined : hlsFile(name);
  const keys = await app.database.withChurch(churchId, async (tx): Promise<string[]> => {
    const row = await findMedia(tx, churchId, id);
    if (row?.situacao !== 'pronto') return [];
    if (!caption) return [`${mediaHlsKey(churchId, id)}/${wanted!.name}`];
    // A track id past int4 names no track (the column could not even compare it).
    const trackId = Number(caption[1]);
    const track = trackId <= MAX_ID ? await findCaption(tx, churchId, id, trackId) : undefined;
    return track ? [mediaCaptionKey(track), legacyMediaCaptionKey(track)] : [];
  });
  const store = mediaStore(app);
  let key: string | undefined;
  let size: number | undefined;
  for (const candidate of keys) {
    size = await store.size(candidate);
    if (size !== undefined) {
      key = candidate;
      break;
    }
  }
  if (key === undefined || size === undefined) throw new AppError('NOT_FOUND');
  return { file: { size, open: (range) => store.read(key, range) }, type: wanted?.type ?? 'text/vtt; charset=utf-8' };
}
