import { zText } from './validators.ts';

/**
 * A video link as staff paste it (issue 33: videos are YouTube or Vimeo links; an uploaded file comes with the media
 * issue) and what the member app plays from it (`source` + `videoId`, endpoints/videos.ts): the server and the
 * console's live check parse the same way. Accepted: youtube.com/watch?v=, youtu.be/, youtube.com/embed|shorts|live/,
 * youtube-nocookie.com/embed/ (an 11-character id) and vimeo.com/<digits>, vimeo.com/channels/<name>/<digits>,
 * player.vimeo.com/video/<digits>; http or https, with or without www./m.; anything else is refused.
 */
export const VIDEO_LINK_MAX = 500;
export type TVideoLink = { source: 'youtube' | 'vimeo'; videoId: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,20}$/;

function youtubeId(url: URL): string | undefined {
  const host = url.hostname.replace(/^(www|m)\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return parts[0];
  if (host === 'youtube.com' && parts.length === 1 && parts[0] === 'watch') return url.searchParams.get('v') ?? undefined;
  if ((host === 'youtube.com' || host === 'youtube-nocookie.com') && ['embed', 'shorts', 'live'].includes(parts[0] ?? '')) return parts[1];
  return undefined;
}

function vimeoId(url: URL): string | undefined {
  const host = url.hostname.replace(/^www\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'player.vimeo.com') return parts[0] === 'video' ? parts[1] : undefined;
  if (host !== 'vimeo.com') return undefined;
  if (parts.length === 1) return parts[0];
  return parts[0] === 'channels' && parts.length === 3 ? parts[2] : undefined;
}

/** The provider and id of a YouTube or Vimeo link, or undefined. */
export function parseVideoLink(value: string): TVideoLink | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const yt = youtubeId(url);
  if (yt !== undefined) return YOUTUBE_ID.test(yt) ? { source: 'youtube', videoId: yt } : undefined;
  const vm = vimeoId(url);
  return vm !== undefined && VIMEO_ID.test(vm) ? { source: 'vimeo', videoId: vm } : undefined;
}

/** The canonical link of a stored video (what the console's form shows); a file's own URL as it is. */
export function videoLinkOf(source: string, videoId: string): string {
  if (source === 'youtube') return `https://www.youtube.com/watch?v=${videoId}`;
  if (source === 'vimeo') return `https://vimeo.com/${videoId}`;
  return videoId;
}

/** The thumbnail YouTube serves for a video (the member app's cover when staff uploaded none); Vimeo has none without its API. */
export const youtubeThumbnail = (videoId: string) => `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;

/** A required YouTube or Vimeo link (`validation.videoLink` otherwise). */
export const zVideoLink = zText()
  .trim()
  .min(1, 'validation.required')
  .max(VIDEO_LINK_MAX, 'validation.maxLength')
  .refine((v) => parseVideoLink(v) !== undefined, 'validation.videoLink');

/** A YouTube or Vimeo link or nothing (blank or null: a video playing an uploaded file instead). */
export const zOptionalVideoLink = zText()
  .trim()
  .max(VIDEO_LINK_MAX, 'validation.maxLength')
  .refine((v) => v === '' || parseVideoLink(v) !== undefined, 'validation.videoLink')
  .nullable()
  .optional();
