import type { TLiveSourceType } from '@congrega/contract/live';

/** How a stream plays: in the provider's iframe (YouTube, Vimeo, Facebook) or our own <video> (HLS, MP4). */
export type PlayerSource = { kind: 'iframe'; src: string } | { kind: 'video'; src: string; hls: boolean };

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

function safeMediaUrl(value: string): string | undefined {
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The player for a source (a service's `fonte`, or /embed/player's `service` + `code` / `url`). Only the three
 * providers' own player hosts are framed (the page's CSP allows exactly those); media URLs must be ours or https.
 */
export function playerSource(tipo: TLiveSourceType | string, valor: string): PlayerSource | undefined {
  switch (tipo) {
    case 'youtube':
      return CODE.test(valor)
        ? { kind: 'iframe', src: `https://www.youtube-nocookie.com/embed/${valor}?autoplay=1&mute=1&playsinline=1` }
        : undefined;
    case 'vimeo':
      return /^\d{1,20}$/.test(valor) ? { kind: 'iframe', src: `https://player.vimeo.com/video/${valor}?autoplay=1&muted=1` } : undefined;
    case 'facebook': {
      const href = safeMediaUrl(valor);
      return href && /^https:\/\/(www\.)?facebook\.com\//.test(href)
        ? { kind: 'iframe', src: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(href)}&show_text=false` }
        : undefined;
    }
    case 'hls':
    case 'mp4': {
      const src = safeMediaUrl(valor);
      return src ? { kind: 'video', src, hls: tipo === 'hls' } : undefined;
    }
    default:
      return undefined;
  }
}

/** /embed/player?service=&code=&url=: `url` names a media file; else the provider and its code. */
export function embedPlayerSource(query: URLSearchParams): PlayerSource | undefined {
  const service = (query.get('service') ?? '').toLowerCase();
  const code = query.get('code') ?? '';
  const url = query.get('url') ?? '';
  if (service && (code || (service === 'facebook' && url))) return playerSource(service, code || url);
  if (url) return playerSource(/\.m3u8(\?|$)/.test(url) ? 'hls' : 'mp4', url);
  return undefined;
}
