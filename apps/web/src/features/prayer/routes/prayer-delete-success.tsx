import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../prayer.css';

/** /prayer/delete/success: the request is gone; back to the list the user came from. */
export function Component() {
  const { t } = useTranslation('prayer');
  const fromMine = (useLocation().state as { done?: unknown } | null)?.done === '/user/prayer';
  useDocumentTitle(t('deleteSuccess.title'));
  const wall = (
    <ButtonLink to="/prayer" variant={fromMine ? 'secondary' : 'primary'}>
      {t('deleteSuccess.toWall')}
    </ButtonLink>
  );
  const mine = (
    <ButtonLink to="/user/prayer" variant={fromMine ? 'primary' : 'secondary'}>
      {t('deleteSuccess.toMine')}
    </ButtonLink>
  );
  return (
    <section className="prayer-page prayer-narrow">
      <h1>{t('deleteSuccess.title')}</h1>
      <Alert tone="success">{t('deleteSuccess.text')}</Alert>
      <div className="actions">
        {fromMine ? mine : wall}
        {fromMine ? wall : mine}
      </div>
    </section>
  );
}
