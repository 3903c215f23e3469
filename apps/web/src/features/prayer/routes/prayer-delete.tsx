import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { outcomeState } from '../../../lib/action-outcome.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { RouteParams } from '../../../lib/route-params.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmPanel } from '../../../components/ui/confirm-panel.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useActionFailure } from '../../../lib/failure-text.ts';
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
  const { failure, attempt } = useActionFailure(t('delete.failed'));
  useDocumentTitle(t('delete.title'));

  async function onConfirm() {
    if (await attempt(() => remove.mutateAsync(prayerId)))
      navigate('/prayer/delete/success', { replace: true, state: outcomeState('prayer-deleted', { done: flow.done }) });
  }

  return (
    <section className="prayer-page prayer-narrow">
      <h1>{t('delete.title')}</h1>
      <QueryState query={prayer} skeleton={<Loader />}>
        {(data) =>
          !data.meu ? (
            <Alert tone="error">{t('delete.notYours')}</Alert>
          ) : (
            <ConfirmPanel
              confirmLabel={t('delete.submit')}
              onConfirm={() => void onConfirm()}
              pending={remove.isPending}
              error={failure}
              cancelLabel={t('delete.cancel')}
              cancelTo={flow.back}
            >
              <blockquote className="prayer-quote">
                <PrayerByline prayer={data} />
                <p className="prayer-excerpt">{data.mensagem}</p>
              </blockquote>
              <p>{t('delete.confirm')}</p>
              <Alert tone="warning">{t('delete.warning')}</Alert>
            </ConfirmPanel>
          )
        }
      </QueryState>
    </section>
  );
}
