import { ButtonLink } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../account.css';

/** /user/delete-user-success: the account is gone and an e-mail follows (spec section 4). Open to anyone: no session is left. */
export function Component() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('deletion.doneTitle'));
  return (
    <section className="account-page">
      <h1>{t('deletion.doneTitle')}</h1>
      <p role="status">{t('deletion.doneText')}</p>
      <ButtonLink to="/">{t('deletion.home')}</ButtonLink>
    </section>
  );
}
