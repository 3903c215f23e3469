import { useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { RouteParams } from '../../../lib/route-params.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { LoginNeededDialog } from '../../../components/ui/login-needed-dialog.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { prayerQueryOptions, usePrayer } from '../api/get-prayer.ts';
import { useReportPrayer } from '../api/report-prayer.ts';
import { PrayButton } from '../components/pray-button.tsx';
import { PrayerArticle } from '../components/prayer-article.tsx';
import { PrayerMessages } from '../components/prayer-messages.tsx';
import { ReportButton } from '../components/report-button.tsx';
import { SupportMessageForm } from '../components/support-message-form.tsx';
import { prayerIdParam } from '../lib/prayer-route.ts';
import { prayerBadge } from '../lib/prayer-badge.ts';
import { currentPrayerScope } from '../lib/prayer-scope.ts';
import { usePrayerWallStream } from '../api/use-prayer-wall-stream.ts';
import '../prayer.css';

export function loader(_args: LoaderFunctionArgs, params: RouteParams) {
  const prayerId = prayerIdParam(params);
  const scope = currentPrayerScope();
  if (scope.ready) void queryClient.prefetchQuery(prayerQueryOptions(scope, prayerId));
  return { prayerId };
}

/**
 * /prayer/{prayerId}: a request with its supportive messages; pray and send a message. Visitors can read
 * everything and are asked to log in when they try either action.
 */
export function Component() {
  const { prayerId } = useLoaderData<typeof loader>();
  const { t } = useTranslation('prayer');
  const prayer = usePrayer(prayerId);
  // Others' prayers and supportive messages show as they happen (server-sent events).
  usePrayerWallStream();
  const [loginNeeded, setLoginNeeded] = useState(false);
  const askLogin = () => setLoginNeeded(true);
  const report = useReportPrayer(prayerId);
  useDocumentTitle(prayer.data ? t('item.title', { name: prayer.data.nome }) : t('detail.title'));

  return (
    <section className="prayer-page">
      <p>
        <Link to="/prayer">{t('detail.back')}</Link>
      </p>
      {prayer.isPending ? <Loader /> : null}
      {prayer.isError ? (
        <>
          <h1>{t('detail.title')}</h1>
          <LoadError error={prayer.error} onRetry={() => void prayer.refetch()} />
        </>
      ) : null}
      {prayer.data ? (
        <>
          <PrayerArticle prayer={prayer.data} badge={prayerBadge(prayer.data, t)}>
            <PrayButton prayer={prayer.data} onLoginNeeded={askLogin} />
            {prayer.data.meu ? (
              <div className="actions">
                <ButtonLink to={`/prayer/${prayerId}/delete`} variant="secondary">
                  {t('detail.delete')}
                </ButtonLink>
              </div>
            ) : (
              <ReportButton what="request" report={() => report.mutateAsync()} onLoginNeeded={askLogin} />
            )}
          </PrayerArticle>
          <section className="section" aria-labelledby="prayer-messages-title">
            <h2 id="prayer-messages-title">{t('detail.messagesTitle')}</h2>
            <PrayerMessages messages={prayer.data.mensagens} onLoginNeeded={askLogin} />
            <SupportMessageForm prayerId={prayerId} onLoginNeeded={askLogin} />
          </section>
        </>
      ) : null}
      <LoginNeededDialog open={loginNeeded} onClose={() => setLoginNeeded(false)} />
    </section>
  );
}
