import { useNavigate, useSearchParams } from 'react-router';
import { outcomeState } from '../../../lib/action-outcome.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { redirectSearch } from '../../../lib/redirect-to.ts';
import { prayerReasonsQueryOptions } from '../api/get-prayer-reasons.ts';
import { PrayerForm } from '../components/prayer-form.tsx';
import { currentPrayerScope } from '../lib/prayer-scope.ts';
import '../prayer.css';

export function loader() {
  void queryClient.prefetchQuery(prayerReasonsQueryOptions(currentPrayerScope().slug));
  return null;
}

/** /prayer/new (login required): the new-request form. `redirectTo` says where to go once it is sent. */
export function Component() {
  const { t } = useTranslation('prayer');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const search = redirectSearch(params.get('redirectTo'));
  useDocumentTitle(t('new.title'));

  return (
    <section className="prayer-page prayer-narrow">
      <h1>{t('new.title')}</h1>
      <p>{t('new.intro')}</p>
      <PrayerForm
        cancelTo="/prayer"
        onCreated={(published, pending) =>
          navigate(`/prayer/new/success${search}`, { replace: true, state: outcomeState('prayer-created', { published, pending }) })
        }
      />
    </section>
  );
}
