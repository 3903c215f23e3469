import type { TLiveSource } from './live.ts';

/**
 * A live service's stream source as staff paste it (issue 34): a YouTube or Vimeo page or embed address, or the
 * https address of an HLS playlist (`.m3u8`) or an MP4 file. `parseLiveSource` reads it into the stored
 * `{ tipo, valor }` (the provider's video code, or the media URL) or refuses it (undefined); `liveSourceUrl` gives
 * the address back for the editor. The console's preview and the server's check share these.
 */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
export const LIVE_SOURCE_URL_MAX = 1000;

function youtubeId(url: URL): string | undefined {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1).split('/')[0];
  if (!YOUTUBE_HOSTS.has(url.hostname)) return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  const m = /^\/(?:embed|live|shorts)\/([^/]+)/.exec(url.pathname);
  return m?.[1];
}

function vimeoId(url: URL): string | undefined {
  if (!VIMEO_HOSTS.has(url.hostname)) return undefined;
  const m = /^\/(?:video\/)?(\d{1,20})(?:\/|$)/.exec(url.pathname);
  return m?.[1];
}

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
  const youtube = youtubeId(url);
  if (youtube !== undefined) return YOUTUBE_ID.test(youtube) ? { tipo: 'youtube', valor: youtube } : undefined;
  const vimeo = vimeoId(url);
  if (vimeo !== undefined) return { tipo: 'vimeo', valor: vimeo };
  if (YOUTUBE_HOSTS.has(url.hostname) || VIMEO_HOSTS.has(url.hostname)) return undefined;
  const path = url.pathname.toLowerCase();
  if (path.endsWith('.m3u8')) return { tipo: 'hls', valor: url.toString() };
  if (path.endsWith('.mp4')) return { tipo: 'mp4', valor: url.toString() };
  return undefined;
}

/** The address an editor shows for a stored source (a media path of our own stays as stored). */
export function liveSourceUrl(source: TLiveSource): string {
  switch (source.tipo) {
    case 'youtube':
      return `https://www.youtube.com/watch?v=${source.valor}`;
    case 'vimeo':
      return `https://vimeo.com/${source.valor}`;
    default:
      return source.valor;
  }
}
