import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Alert } from '../ui/alert.tsx';
import { ButtonLink } from '../ui/button.tsx';

/**
 * Spec section 6: paying needs an account (a donation; tickets of an event that takes no guests). The visitor is
 * told so (`message`, the paying feature's words) with Enter / Register, each coming back to this very step
 * (redirectTo); the feature keeps what was chosen in session storage meanwhile. `extra`: another way on beside them
 * (a guest gift where the church allows one).
 */
export function LoginNeeded({ message, extra }: { message: string; extra?: ReactNode }) {
  const { t } = useTranslation('payments');
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
          {extra}
        </div>
      }
    >
      {message}
    </Alert>
  );
}
