import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../groups.css';

/** /groups/request/success: the spec's success message; back to the group (?celula=) or to the list. */
export function Component() {
  const { t } = useTranslation('groups');
  const [params] = useSearchParams();
  const celula = params.get('celula');
  const back = celula && /^\d{1,10}$/.test(celula) ? `/groups/${celula}` : null;
  useDocumentTitle(t('success.title'));
  return (
    <section className="groups-page group-narrow">
      <h1>{t('success.title')}</h1>
      <Alert tone="success">
        <p>{t('success.text')}</p>
        <p>{t('success.next')}</p>
      </Alert>
      <div className="actions">
        {back ? <ButtonLink to={back}>{t('success.back')}</ButtonLink> : null}
        <ButtonLink to="/groups" variant={back ? 'secondary' : 'primary'}>
          {t('success.toList')}
        </ButtonLink>
      </div>
    </section>
  );
}
