import type { TPodcastEpisode } from '@congrega/contract/podcast';
import { ShareButton } from '../../../components/share-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatMoment } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { player, usePlayer, type QueuedEpisode } from '../lib/player-store.ts';
import { formatClock } from '../lib/time.ts';

export const toQueued = (e: TPodcastEpisode, podcast: string): QueuedEpisode => ({
  id: e.id,
  title: e.title,
  audio: e.audio_file,
  image: e.background,
  podcast,
});

/** One episode: play (or pause when it is playing), add to the queue, share at the position reached. */
export function EpisodeItem({ episode, podcast, code }: { episode: TPodcastEpisode; podcast: string; code: string }) {
  const { t } = useTranslation('podcast');
  const { current, playing, queue, positions } = usePlayer();
  const isCurrent = current?.id === episode.id;
  const queued = queue.some((e) => e.id === episode.id);
  const at = positions[episode.id] ?? 0;
  const playLabel = at ? t('episode.resume', { time: formatClock(at) }) : t('episode.play');
  const queueLabel = queued ? t('episode.queued') : t('episode.enqueue');
  // The visible text first, then which episode (screen readers and voice control both match it).
  const named = (action: string) => `${action}: ${episode.title}`;
  const shareUrl = `${window.location.origin}/podcast?code=${encodeURIComponent(code)}&episode=${episode.id}${at ? `&t=${at}` : ''}`;
  return (
    <article className={isCurrent ? 'podcast-episode podcast-episode-current' : 'podcast-episode'}>
      <p className="content-meta">
        {t('episode.number', { n: episode.position })} · <time dateTime={episode.published_at}>{formatMoment(episode.published_at)}</time>
        {episode.duration ? ` · ${formatClock(episode.duration)}` : ''}
      </p>
      <h3>{episode.title}</h3>
      {episode.description ? <p>{episode.description}</p> : null}
      <div className="podcast-actions">
        {isCurrent && playing ? (
          <Button onClick={() => player.pause()} aria-label={named(t('episode.pause'))}>
            {t('episode.pause')}
          </Button>
        ) : (
          <Button onClick={() => (isCurrent ? player.resume() : player.play(toQueued(episode, podcast)))} aria-label={named(playLabel)}>
            {playLabel}
          </Button>
        )}
        {!isCurrent ? (
          <Button
            variant="secondary"
            disabled={queued}
            onClick={() => player.enqueue(toQueued(episode, podcast))}
            aria-label={named(queueLabel)}
          >
            {queueLabel}
          </Button>
        ) : null}
        <ShareButton
          title={episode.title}
          url={shareUrl}
          label={at ? t('episode.shareAt', { time: formatClock(at) }) : t('episode.share')}
        />
      </div>
    </article>
  );
}
