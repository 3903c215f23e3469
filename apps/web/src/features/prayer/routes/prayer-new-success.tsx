import { Suspense } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { lazyWithRetry } from '../../../lib/lazy-retry.ts';
import { safeRedirectPath } from '../../../lib/redirect-to.ts';
import '../prayer.css';

// After a prayer request, the meaningful moment to offer push (its code loads only here, and only then).
const PushOffer = lazyWithRetry(() => import('../../../components/push-offer.tsx'));

/** /prayer/new/success: the request was sent; on to `redirectTo`, the wall, or my requests. */
export function Component() {
  const { t } = useTranslation('prayer');
  const [params] = useSearchParams();
  const state = useLocation().state as { published?: unknown; pending?: unknown } | null;
  const published = state?.published !== false;
  const outcome = state?.pending === true ? 'newSuccess.pending' : published ? 'newSuccess.published' : 'newSuccess.private';
  const next = safeRedirectPath(params.get('redirectTo'), '/prayer');
  useDocumentTitle(t('newSuccess.title'));

  return (
    <section className="prayer-page prayer-narrow">
      <h1>{t('newSuccess.title')}</h1>
      <Alert tone="success">
        <p>{t('newSuccess.text')}</p>
        <p>{t(outcome)}</p>
      </Alert>
      <div className="actions">
        <ButtonLink to={next}>{t(next === '/prayer' ? 'newSuccess.toWall' : 'newSuccess.continue')}</ButtonLink>
        <ButtonLink to="/user/prayer" variant="secondary">
          {t('newSuccess.toMine')}
        </ButtonLink>
      </div>
      <Suspense fallback={null}>
        <PushOffer />
      </Suspense>
    </section>
  );
}
