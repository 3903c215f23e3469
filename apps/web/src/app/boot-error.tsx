import { useEffect } from 'react';
import { ErrorView } from '../features/church/components/error-view.tsx';
import type { BootstrapFailure } from '../lib/bootstrap.ts';
import { useTranslation } from '../lib/i18n/use-translation.ts';

const KIND = { CHURCH_NOT_FOUND: 'churchNotFound', CHURCH_INACTIVE: 'churchInactive', LOAD_FAILED: 'loadFailed' } as const;

/** App start failed (unknown host, inactive church, bootstrap not loadable): the error page, no church chrome. */
export function BootError({ reason }: { reason: BootstrapFailure }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('error.title');
  }, [t]);
  return (
    <main id="main" className="main page">
      <ErrorView kind={KIND[reason]} withHomeLink={false} />
    </main>
  );
}
