import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../lib/admin-i18n.ts';
import { PageHeader } from '../kit/page-header.tsx';

/** A console address that names nothing (or a church the staff member does not administer), inside the shell. */
export function NotFoundContent() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <p>{t('notFound.body')}</p>
      <a href="/">{t('notFound.home')}</a>
    </>
  );
}

/** The same on its own page (outside the shell). */
export function NotFound() {
  return (
    <main id="main" className="page admin-page">
      <NotFoundContent />
    </main>
  );
}
