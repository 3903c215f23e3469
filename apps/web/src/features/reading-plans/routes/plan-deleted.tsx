import { ButtonLink } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { usePlansBase } from '../lib/plans-scope.ts';
import '../reading-plans.css';

/** /reading-plans/{planUUID}/delete/confirm: the plan was left. */
export function Component() {
  const { t } = useTranslation('readingPlans');
  const base = usePlansBase();
  useDocumentTitle(t('deletedTitle'));
  return (
    <section className="plans-page">
      <h1>{t('deletedTitle')}</h1>
      <p>{t('deletedText')}</p>
      <ButtonLink to={`${base}?tab=mine`}>{t('backToMine')}</ButtonLink>
    </section>
  );
}
