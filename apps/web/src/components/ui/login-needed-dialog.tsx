import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ButtonLink } from './button.tsx';
import { Dialog } from './dialog.tsx';

/**
 * Spec section 6: a visitor trying an action that needs an account (praying, a supportive message) is
 * told so, with the way in: log in or register, then come back here (redirectTo). Used by the prayer wall and
 * small groups; texts in the common namespace, the message in contract (the route loads that namespace).
 */
export function LoginNeededDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['common', 'contract']);
  const { pathname, search } = useLocation();
  const redirectTo = `?redirectTo=${encodeURIComponent(`${pathname}${search}`)}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('loginNeeded.title')}
      description={t('contract:error.UNAUTHENTICATED')}
      footer={
        <>
          <ButtonLink to={`/access/register${redirectTo}`} variant="secondary">
            {t('loginNeeded.register')}
          </ButtonLink>
          <ButtonLink to={`/access${redirectTo}`} data-autofocus>
            {t('loginNeeded.enter')}
          </ButtonLink>
        </>
      }
    />
  );
}
