import { useState } from 'react';
import { Link, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { RouteParams } from '../../../lib/route-params.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useDeletePrayer } from '../api/delete-prayer.ts';
import { prayerQueryOptions, usePrayer } from '../api/get-prayer.ts';
import { PrayerByline } from '../components/prayer-byline.tsx';
import { readDeleteFlow } from '../lib/delete-flow.ts';
import { prayerIdParam } from '../lib/prayer-route.ts';
import { currentPrayerScope } from '../lib/prayer-scope.ts';
import '../prayer.css';

export function loader(_args: LoaderFunctionArgs, params: RouteParams) {
  const prayerId = prayerIdParam(params);
  void queryClient.prefetchQuery(prayerQueryOptions(currentPrayerScope(), prayerId));
  return { prayerId };
}

/** /prayer/{prayerId}/delete (login required): confirm, with the warning that it cannot be undone. */
export function Component() {
  const { prayerId } = useLoaderData<typeof loader>();
  const { t } = useTranslation('prayer');
  const navigate = useNavigate();
  const flow = readDeleteFlow(useLocation().state, prayerId);
  const prayer = usePrayer(prayerId);
  const remove = useDeletePrayer();
  const [failure, setFailure] = useState<string | null>(null);
  useDocumentTitle(t('delete.title'));

  async function onConfirm() {
    setFailure(null);
    try {
      await remove.mutateAsync(prayerId);
    } catch (err) {
      setFailure(err instanceof ApiError && err.status < 500 ? err.message : t('delete.failed'));
      return;
    }
    navigate('/prayer/delete/success', { replace: true, state: { done: flow.done } });
  }

  return (
    <section className="prayer-page prayer-narrow">
      <h1>{t('delete.title')}</h1>
      {prayer.isPending ? <Loader /> : null}
      {prayer.isError ? <LoadError error={prayer.error} onRetry={() => void prayer.refetch()} /> : null}
      {prayer.data && !prayer.data.meu ? <Alert tone="error">{t('delete.notYours')}</Alert> : null}
      {prayer.data?.meu ? (
        <>
          <blockquote className="prayer-quote">
            <PrayerByline prayer={prayer.data} />
            <p className="prayer-excerpt">{prayer.data.mensagem}</p>
          </blockquote>
          <p>{t('delete.confirm')}</p>
          <Alert tone="warning">{t('delete.warning')}</Alert>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <div className="actions">
            <Button variant="danger" loading={remove.isPending} onClick={() => void onConfirm()}>
              {t('delete.submit')}
            </Button>
            <Link to={flow.back} className="btn btn-ghost">
              {t('delete.cancel')}
            </Link>
          </div>
        </>
      ) : null}
    </section>
  );
}
