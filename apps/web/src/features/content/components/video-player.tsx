import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { playerSource } from '../../../lib/player-source.ts';
import type { ContentItem } from '../lib/content-kind.ts';

/** An uploaded video's HLS player, in its own chunk: loaded only when such a video is opened. */
const MediaPlayer = lazy(() => import('./media-player.tsx'));

/**
 * A video's player (spec video lists: `contentDetails.videoId` and `source`): the provider's iframe, our <video> for a
 * file, or the HLS player with quality and captions menus for an uploaded video (media-player.tsx).
 */
export function VideoPlayer({ item }: { item: ContentItem }): ReactNode {
  const { t } = useTranslation('content');
  if (item.source === 'media')
    return (
      <Suspense fallback={<div className="content-video content-video-empty" aria-busy="true" />}>
        <MediaPlayer item={item} />
      </Suspense>
    );
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
