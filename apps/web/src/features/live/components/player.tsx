import { useRef, useState } from 'react';
import { useHlsJs } from '../../../lib/hls.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { PlayerSource } from '../../../lib/player-source.ts';

/**
 * The stream: the provider's player in an iframe (YouTube without cookies, Vimeo, Facebook) or our <video> for
 * MP4 and HLS (HLS natively where the browser has it: Safari, iOS; elsewhere through hls.js, loaded only then).
 */
export function Player({ source, title }: { source: PlayerSource | undefined; title: string }) {
  const { t } = useTranslation('live');
  if (!source) return <p className="live-player live-player-empty">{t('player.unavailable')}</p>;
  return (
    <div className="live-player">
      {source.kind === 'iframe' ? (
        <iframe
          src={source.src}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          loading="lazy"
        />
      ) : (
        // A new source is a new player (whether hls.js is needed is decided once per player).
        <LiveVideo key={source.src} src={source.src} hls={source.hls} title={title} />
      )}
    </div>
  );
}

function LiveVideo({ src, hls, title }: { src: string; hls: boolean; title: string }) {
  const { t } = useTranslation('live');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const withHlsJs = useHlsJs(video, src, hls, () => setFailed(true));
  if (failed) return <p className="live-player-empty">{t('player.unavailable')}</p>;
  return (
    <video ref={video} src={withHlsJs ? undefined : src} controls autoPlay muted loop playsInline aria-label={title}>
      {hls ? <p>{t('player.hlsUnsupported')}</p> : null}
    </video>
  );
}
