import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/**
 * Spec section 6: paying needs an account. The visitor is told so with Enter / Register, each coming back here
 * (redirectTo); what they chose is kept in session storage meanwhile (lib/give-draft-store.ts).
 */
export function LoginNeeded() {
  const { t } = useTranslation('giving');
  const { pathname, search } = useLocation();
  const redirectTo = `?redirectTo=${encodeURIComponent(`${pathname}${search}`)}`;
  return (
    <Alert
      tone="info"
      action={
        <div className="give-login-actions">
          <ButtonLink to={`/access${redirectTo}`}>{t('payment.enter')}</ButtonLink>
          <ButtonLink to={`/access/register${redirectTo}`} variant="secondary">
            {t('payment.register')}
          </ButtonLink>
        </div>
      }
    >
      {t('payment.loginNeeded')}
    </Alert>
  );
}
