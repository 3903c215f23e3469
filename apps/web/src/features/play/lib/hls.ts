import type { TPlayPlayback } from '@congrega/contract/play';

type Source = TPlayPlayback['fontes'][number];

/** An HLS source: the playlist type, or a `.m3u8` link (issue 15, "HLS where the source is HLS"). */
export const isHlsSource = (source: Source | undefined): source is Source =>
  source !== undefined && (/mpegurl/i.test(source.tipo) || /\.m3u8(?:$|\?)/i.test(source.url));

/** Whether the browser plays HLS itself (Safari, iOS): then the <video> gets the playlist as any other source. */
export const playsHlsNatively = (video: HTMLVideoElement) => video.canPlayType('application/vnd.apple.mpegurl') !== '';

/**
 * Plays an HLS playlist in a browser without native HLS: hls.js (its light build, no alternate audio, subtitles or
 * DRM, which Play does not use) is fetched by dynamic import only here, so it stays in its own chunk, loaded only
 * when an HLS video is played. Its worker is off (the CSP allows workers only from 'self', hls.js makes a blob one).
 * A fatal error (an expired signed link answers 403) is reported to `onFatal`. Returns the detach function.
 */
export async function attachHls(video: HTMLVideoElement, url: string, onFatal: () => void): Promise<() => void> {
  const { default: Hls } = await import('hls.js/light');
  if (!Hls.isSupported()) {
    // No Media Source Extensions either: let the browser try the playlist (and fail as any unplayable source).
    video.src = url;
    return () => video.removeAttribute('src');
  }
  const hls = new Hls({ enableWorker: false });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatal();
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return () => hls.destroy();
}
