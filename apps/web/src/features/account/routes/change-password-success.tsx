import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../account.css';

/** /user/change-password/success */
export function Component() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('password.successTitle'));
  return (
    <section className="account-page">
      <h1>{t('password.successTitle')}</h1>
      <Alert tone="success">{t('password.successBody')}</Alert>
      <ButtonLink to="/user">{t('data.back')}</ButtonLink>
    </section>
  );
}
