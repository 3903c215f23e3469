import { QueryState } from '../../../components/query-state.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { myPrayersQueryOptions, useMyPrayers } from '../api/get-my-prayers.ts';
import { PrayerCard } from '../components/prayer-card.tsx';
import { prayerBadge } from '../lib/prayer-badge.ts';
import { currentPrayerScope } from '../lib/prayer-scope.ts';
import '../prayer.css';

export function loader() {
  void queryClient.prefetchQuery(myPrayersQueryOptions(currentPrayerScope()));
  return null;
}

/** /user/prayer (login required): the member's own requests, including those not on the wall. */
export function Component() {
  const { t } = useTranslation('prayer');
  const mine = useMyPrayers();
  useDocumentTitle(t('mine.title'));

  return (
    <section className="prayer-page">
      <h1>{t('mine.title')}</h1>
      <div className="actions">
        <ButtonLink to="/prayer/new?redirectTo=%2Fuser%2Fprayer">{t('wall.newRequest')}</ButtonLink>
        <ButtonLink to="/prayer" variant="secondary">
          {t('mine.toWall')}
        </ButtonLink>
      </div>
      <QueryState query={mine} empty={t('mine.empty')}>
        {(list) => (
          <ul className="prayer-list">
            {list.map((prayer) => (
              <li key={prayer.id}>
                <PrayerCard prayer={prayer} to={`/user/prayer/${prayer.id}`} badge={prayerBadge(prayer, t)} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
