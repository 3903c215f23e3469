import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/**
 * Spec section 6: buying tickets of an event that does not take guests needs an account. Enter / Register, each
 * coming back to this very step (redirectTo); the purchase waits in session storage meanwhile.
 */
export function LoginNeeded() {
  const { t } = useTranslation('events');
  const { pathname, search } = useLocation();
  const redirectTo = `?redirectTo=${encodeURIComponent(`${pathname}${search}`)}`;
  return (
    <Alert
      tone="info"
      action={
        <div className="actions">
          <ButtonLink to={`/access${redirectTo}`}>{t('login.enter')}</ButtonLink>
          <ButtonLink to={`/access/register${redirectTo}`} variant="secondary">
            {t('login.register')}
          </ButtonLink>
        </div>
      }
    >
      {t('login.needed')}
    </Alert>
  );
}
