import type { TPrayer } from '@congrega/contract/prayer';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { PrayerByline } from './prayer-byline.tsx';
import { PrayerCounts } from './prayer-counts.tsx';

/**
 * One request in a list. The heading link covers the whole card (CSS), so the card is one tab stop
 * and a screen reader hears a short link name instead of the whole text.
 */
export function PrayerCard({ prayer, to, badge }: { prayer: TPrayer; to: string; badge?: string }) {
  const { t } = useTranslation('prayer');
  return (
    <article className="prayer-card">
      {prayer.imagem ? (
        <img
          className="prayer-thumb"
          src={prayer.imagem}
          alt={t('item.imageAlt', { name: prayer.nome })}
          loading="lazy"
          width={96}
          height={96}
        />
      ) : null}
      <div className="prayer-card-body">
        <h2 className="prayer-card-title">
          <Link to={to} className="prayer-card-link">
            {t('item.title', { name: prayer.nome })}
          </Link>
        </h2>
        {badge ? <p className="prayer-badge">{badge}</p> : null}
        <PrayerByline prayer={prayer} />
        <p className="prayer-excerpt">{prayer.mensagem}</p>
        <PrayerCounts prayer={prayer} />
      </div>
    </article>
  );
}
