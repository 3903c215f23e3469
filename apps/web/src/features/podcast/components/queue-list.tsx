import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { player, usePlayer } from '../lib/player-store.ts';

/** The queue: what plays next, in order; each can move up or down or leave the queue. */
export function QueueList() {
  const { t } = useTranslation('podcast');
  const { queue } = usePlayer();
  return (
    <section className="section" aria-labelledby="podcast-queue">
      <h2 id="podcast-queue">{t('queue.title')}</h2>
      {queue.length === 0 ? (
        <p className="empty-state">{t('queue.empty')}</p>
      ) : (
        <ol className="podcast-queue">
          {queue.map((e, i) => (
            <li key={e.id}>
              <p className="podcast-queue-title">{e.title}</p>
              <Button
                variant="ghost"
                disabled={i === 0}
                onClick={() => player.move(e.id, -1)}
                aria-label={t('queue.up', { title: e.title })}
              >
                ↑
              </Button>
              <Button
                variant="ghost"
                disabled={i === queue.length - 1}
                onClick={() => player.move(e.id, 1)}
                aria-label={t('queue.down', { title: e.title })}
              >
                ↓
              </Button>
              <Button variant="secondary" onClick={() => player.remove(e.id)} aria-label={t('queue.remove', { title: e.title })}>
                {t('queue.removeShort')}
              </Button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
