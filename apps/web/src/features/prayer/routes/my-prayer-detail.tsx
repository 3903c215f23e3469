import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { RouteParams } from '../../../lib/route-params.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { myPrayersQueryOptions, useMyPrayers } from '../api/get-my-prayers.ts';
import { prayerQueryOptions, usePrayer } from '../api/get-prayer.ts';
import { PrayerArticle } from '../components/prayer-article.tsx';
import { PrayerCounts } from '../components/prayer-counts.tsx';
import { MyPrayerFollowUp } from '../components/my-prayer-follow-up.tsx';
import { PrayerMessages } from '../components/prayer-messages.tsx';
import type { DeleteFlowState } from '../lib/delete-flow.ts';
import { prayerIdParam } from '../lib/prayer-route.ts';
import { prayerBadge } from '../lib/prayer-badge.ts';
import { currentPrayerScope } from '../lib/prayer-scope.ts';
import '../prayer.css';

export function loader(_args: LoaderFunctionArgs, params: RouteParams) {
  const prayerId = prayerIdParam(params);
  const scope = currentPrayerScope();
  void queryClient.prefetchQuery(prayerQueryOptions(scope, prayerId));
  void queryClient.prefetchQuery(myPrayersQueryOptions(scope));
  return { prayerId };
}

/**
 * /user/prayer/{prayerId} (login required): one of my requests with its messages, the choices only I see
 * (wall, call, visit) and the way to delete it.
 */
export function Component() {
  const { prayerId } = useLoaderData<typeof loader>();
  const { t } = useTranslation('prayer');
  const prayer = usePrayer(prayerId);
  // The call and visit wishes come only with "my requests"; the detail has the messages.
  const mine = useMyPrayers().data?.find((p) => p.id === prayerId);
  useDocumentTitle(t('mine.detailTitle'));
  const deleteFlow: DeleteFlowState = { back: `/user/prayer/${prayerId}`, done: '/user/prayer' };

  return (
    <section className="prayer-page">
      <p>
        <Link to="/user/prayer">{t('mine.back')}</Link>
      </p>
      {prayer.isPending ? <Loader /> : null}
      {prayer.isError ? (
        <>
          <h1>{t('mine.detailTitle')}</h1>
          <LoadError error={prayer.error} onRetry={() => void prayer.refetch()} />
        </>
      ) : null}
      {prayer.data ? (
        <>
          <PrayerArticle prayer={prayer.data} badge={prayerBadge(mine ?? prayer.data, t)}>
            <PrayerCounts prayer={prayer.data} />
            {mine ? (
              <ul className="prayer-choices" aria-label={t('mine.choices')}>
                <li>{t(mine.flagPublicarMural ? 'mine.publishedYes' : 'mine.publishedNo')}</li>
                <li>{t(mine.flagReceberLigacao ? 'mine.callYes' : 'mine.callNo')}</li>
                <li>{t(mine.flagReceberVisita ? 'mine.visitYes' : 'mine.visitNo')}</li>
              </ul>
            ) : null}
            {mine ? <MyPrayerFollowUp prayer={mine} /> : null}
            <div className="actions">
              <ButtonLink to={`/prayer/${prayerId}/delete`} state={deleteFlow} variant="secondary">
                {t('detail.delete')}
              </ButtonLink>
            </div>
          </PrayerArticle>
          <section className="section" aria-labelledby="my-prayer-messages">
            <h2 id="my-prayer-messages">{t('detail.messagesTitle')}</h2>
            <PrayerMessages messages={prayer.data.mensagens} />
          </section>
        </>
      ) : null}
    </section>
  );
}
