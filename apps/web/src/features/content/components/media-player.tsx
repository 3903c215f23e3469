import type { TMediaPlayback } from '@congrega/contract/media-playback';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useHlsJs, type HlsQuality } from '../../../lib/hls.ts';
import { useVideoPlayback } from '../api/get-video-playback.ts';
import type { ContentItem } from '../lib/content-kind.ts';

/**
 * An uploaded video's player (a video content whose source is 'media'; its own lazy chunk, loaded only for one):
 * the signed links from GET /videos/{id}/playback, the HLS playlist through hls.js wherever the browser has Media
 * Source Extensions (src/lib/hls.ts, its own chunk too: native HLS offers no quality choice), natively otherwise
 * (iPhone Safari without them), the browser's own accessible controls, and two menus beside
 * them: the quality (Auto or a rendition, when hls.js plays and there are several) and the captions (Off or a
 * track by its label). When the media fails (links expired during a long pause) fresh links are fetched once.
 */
export default function MediaPlayer({ item }: { item: ContentItem }) {
  const { t } = useTranslation('content');
  const playback = useVideoPlayback(item.id);
  if (playback.isPending)
    return (
      <div className="content-video content-video-empty" aria-busy="true">
        {t('videos.loading')}
      </div>
    );
  if (playback.isError) return <p className="content-video content-video-empty">{t('videos.unavailable')}</p>;
  return <HlsVideo playback={playback.data} title={item.titulo} poster={item.imagem} onExpired={() => void playback.refetch()} />;
}

/** The chosen caption track shows, the others stay off (a fresh set of links brings fresh <track> elements). */
function showOnly(node: HTMLVideoElement | null, index: number) {
  const tracks = node?.textTracks;
  for (let i = 0; tracks && i < tracks.length; i++) tracks[i]!.mode = i === index ? 'showing' : 'disabled';
}

interface HlsVideoProps {
  playback: TMediaPlayback;
  title: string;
  poster: string | null;
  onExpired: () => void;
}

export function HlsVideo({ playback, title, poster, onExpired }: HlsVideoProps) {
  const { t } = useTranslation('content');
  const ids = useId();
  const video = useRef<HTMLVideoElement>(null);
  const [quality, setQuality] = useState<HlsQuality | null>(null);
  const [level, setLevel] = useState(-1);
  const [caption, setCaption] = useState(-1);
  const retried = useRef(false);
  const source = playback.fontes[0];
  const expired = () => {
    if (retried.current) return;
    retried.current = true;
    onExpired();
  };
  const withHlsJs = useHlsJs(video, source?.url, true, expired, setQuality);
  useEffect(() => showOnly(video.current, caption), [caption, playback]);

  return (
    <div className="content-media">
      <div className="content-video">
        <video
          ref={video}
          controls
          playsInline
          preload="metadata"
          poster={poster ?? playback.poster ?? undefined}
          aria-label={title}
          onError={expired}
          onLoadedData={() => (retried.current = false)}
        >
          {withHlsJs || !source ? null : <source src={source.url} type={source.tipo} />}
          {playback.legendas.map((c) => (
            <track key={c.url} kind="captions" src={c.url} srcLang={c.idioma} label={c.rotulo} />
          ))}
        </video>
      </div>
      <div className="content-media-menus">
        {quality && quality.heights.length > 1 ? (
          <label htmlFor={`${ids}-quality`}>
            {t('videos.quality')}
            <select
              id={`${ids}-quality`}
              className="input"
              value={level}
              onChange={(e) => {
                const next = Number(e.currentTarget.value);
                setLevel(next);
                quality.choose(next);
              }}
            >
              <option value={-1}>{t('videos.qualityAuto')}</option>
              {quality.heights.map((height, i) => (
                <option key={`${height}-${i}`} value={i}>
                  {`${height}p`}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {playback.legendas.length ? (
          <label htmlFor={`${ids}-captions`}>
            {t('videos.captions')}
            <select id={`${ids}-captions`} className="input" value={caption} onChange={(e) => setCaption(Number(e.currentTarget.value))}>
              <option value={-1}>{t('videos.captionsOff')}</option>
              {playback.legendas.map((c, i) => (
                <option key={c.url} value={i}>
                  {c.rotulo}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
    </div>
  );
}
