import { useEffect, useRef, useState, type RefObject } from 'react';

/** An HLS source: the playlist type, or a `.m3u8` link (issue 15, "HLS where the source is HLS"). */
export const isHlsSource = <S extends { tipo: string; url: string }>(source: S | undefined): source is S =>
  source !== undefined && (/mpegurl/i.test(source.tipo) || /\.m3u8(?:$|\?)/i.test(source.url));

/** Whether the browser plays HLS itself (Safari, iOS): then the <video> gets the playlist as any other source. */
export const playsHlsNatively = (video: HTMLVideoElement) => video.canPlayType('application/vnd.apple.mpegurl') !== '';

/** Media Source Extensions (what hls.js feeds a <video> through; `ManagedMediaSource` on recent iPhones). */
const hasMediaSource = () => 'MediaSource' in window || 'ManagedMediaSource' in window;

/**
 * Plays an HLS playlist in a browser without native HLS: hls.js (its light build, no alternate audio, subtitles or
 * DRM, which neither Play nor the live player uses) is fetched by dynamic import only here, so it stays in its own
 * chunk, loaded only when an HLS video is played. Its worker is off (the CSP allows workers only from 'self', hls.js
 * makes a blob one). A fatal error (an expired signed link answers 403) is reported to `onFatal`. Returns the
 * detach function.
 */
export interface HlsQuality {
  /** The renditions' heights, in hls.js's level order. */
  heights: number[];
  /** Plays rendition `index` from the next segment on; -1 lets hls.js choose by bandwidth (auto). */
  choose: (index: number) => void;
}

export async function attachHls(
  video: HTMLVideoElement,
  url: string,
  onFatal: () => void,
  onQuality?: (quality: HlsQuality) => void,
): Promise<() => void> {
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
  if (onQuality)
    hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) =>
      onQuality({
        heights: data.levels.map((level) => level.height),
        // A rendition chosen in the menu plays at once (the buffer is dropped and the current segment loaded again
        // in it): switching only from the next segment would wait out the ~30 s hls.js buffers ahead. -1: Auto.
        choose: (index) => {
          hls.currentLevel = index;
        },
      }),
    );
  hls.loadSource(url);
  hls.attachMedia(video);
  return () => hls.destroy();
}

/**
 * Whether this player needs hls.js (an HLS source in a browser without native HLS, or, for a player that offers a
 * quality menu (`onQuality`), any browser with Media Source Extensions: native HLS, which Chromium has too since
 * version 142, lets no page choose a rendition), decided once per player; then
 * feeds `video` through hls.js while mounted (the <video> gets no src or <source> of its own). Shared by Play and
 * the live player (web features never import each other). `onQuality` hears the renditions once the playlist is
 * read, with the way to pick one (the content videos' quality menu).
 */
export function useHlsJs(
  video: RefObject<HTMLVideoElement | null>,
  src: string | undefined,
  hls: boolean,
  onFatal: () => void,
  onQuality?: (quality: HlsQuality) => void,
): boolean {
  const [withHlsJs] = useState(
    () => hls && ((onQuality !== undefined && hasMediaSource()) || !playsHlsNatively(document.createElement('video'))),
  );
  const fatal = useRef(onFatal);
  const quality = useRef(onQuality);
  const [wantsQuality] = useState(() => onQuality !== undefined);
  useEffect(() => {
    fatal.current = onFatal;
    quality.current = onQuality;
  });
  useEffect(() => {
    const node = video.current;
    if (!withHlsJs || !node || !src) return;
    let detach: (() => void) | undefined;
    let gone = false;
    void attachHls(node, src, () => fatal.current(), wantsQuality ? (q) => quality.current?.(q) : undefined).then((d) =>
      gone ? d() : (detach = d),
    );
    return () => {
      gone = true;
      detach?.();
    };
  }, [video, src, withHlsJs, wantsQuality]);
  return withHlsJs;
}
