import type { TPrayer } from '@congrega/contract/prayer';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { PrayerByline } from './prayer-byline.tsx';

/** A request in full: heading, reason and date, image, text. `children` go at its end (actions). */
export function PrayerArticle({ prayer, badge, children }: { prayer: TPrayer; badge?: string; children?: ReactNode }) {
  const { t } = useTranslation('prayer');
  return (
    <article className="prayer-article">
      <h1>{t('item.title', { name: prayer.nome })}</h1>
      {badge ? <p className="prayer-badge">{badge}</p> : null}
      <PrayerByline prayer={prayer} />
      {prayer.imagem ? <img className="prayer-image" src={prayer.imagem} alt={t('item.imageAlt', { name: prayer.nome })} /> : null}
      <p className="prose prayer-text">{prayer.mensagem}</p>
      {children}
    </article>
  );
}
