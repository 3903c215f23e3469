import type { TLiveSource } from './live.ts';
import { parseVideoLink, videoLinkOf } from './video-links.ts';

/**
 * A live service's stream source as staff paste it (issue 34): a YouTube or Vimeo page or embed address (read by
 * video-links.ts, as videos are), or the https address of an HLS playlist (`.m3u8`) or an MP4 file. `parseLiveSource`
 * reads it into the stored `{ tipo, valor }` (the provider's video code, or the media URL) or refuses it
 * (undefined); `liveSourceUrl` gives the address back for the editor. The console's preview and the server's check
 * share these. An address on a provider's host that is no video link is refused, never taken for a media file.
 */
const PROVIDER_HOST = /(^|\.)(youtube\.com|youtu\.be|youtube-nocookie\.com|vimeo\.com)$/;
export const LIVE_SOURCE_URL_MAX = 1000;

export function parseLiveSource(text: string): TLiveSource | undefined {
  const value = text.trim();
  if (!value || value.length > LIVE_SOURCE_URL_MAX) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return undefined;
  const video = parseVideoLink(value);
  if (video) return { tipo: video.source, valor: video.videoId };
  if (PROVIDER_HOST.test(url.hostname)) return undefined;
  const path = url.pathname.toLowerCase();
  if (path.endsWith('.m3u8')) return { tipo: 'hls', valor: url.toString() };
  if (path.endsWith('.mp4')) return { tipo: 'mp4', valor: url.toString() };
  return undefined;
}

/** The address an editor shows for a stored source (a media path of our own stays as stored). */
export function liveSourceUrl(source: TLiveSource): string {
  return videoLinkOf(source.tipo, source.valor);
}
