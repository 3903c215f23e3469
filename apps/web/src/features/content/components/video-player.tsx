import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { playerSource } from '../../../lib/player-source.ts';
import type { ContentItem } from '../lib/content-kind.ts';

/** A video's player (spec video lists: `contentDetails.videoId` and `source`): the provider's iframe or our <video>. */
export function VideoPlayer({ item }: { item: ContentItem }): ReactNode {
  const { t } = useTranslation('content');
  const videoId = (item.contentDetails as { videoId?: string } | undefined)?.videoId ?? '';
  const source = playerSource(item.source === 'file' ? 'mp4' : String(item.source), videoId);
  if (!source) return <p className="content-video content-video-empty">{t('videos.unavailable')}</p>;
  return (
    <div className="content-video">
      {source.kind === 'iframe' ? (
        <iframe
          src={source.src}
          title={item.titulo}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          loading="lazy"
        />
      ) : (
        <video src={source.src} controls playsInline preload="metadata" poster={item.imagem ?? undefined} aria-label={item.titulo} />
      )}
    </div>
  );
}
