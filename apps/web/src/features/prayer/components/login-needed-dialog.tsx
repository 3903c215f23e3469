import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/**
 * Spec section 6: a visitor trying an action that needs an account (praying, a supportive message) is
 * told so, with the way in: log in or register, then come back here (redirectTo).
 * Groups and notes need the same dialog; when a second feature does, it moves to components/ui.
 */
export function LoginNeededDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['prayer', 'contract']);
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
