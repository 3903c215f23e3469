import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { PlayerSource } from '../../../lib/player-source.ts';

/**
 * The stream: the provider's player in an iframe (YouTube without cookies, Vimeo, Facebook) or our <video> for
 * MP4 and HLS (HLS plays where the browser supports it natively: Safari, iOS, Android).
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
        <video src={source.src} controls autoPlay muted loop playsInline aria-label={title}>
          {source.hls ? <p>{t('player.hlsUnsupported')}</p> : null}
        </video>
      )}
    </div>
  );
}
