import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../../lib/online-status.ts';

/** Spec: offline notice ('Você está sem internet...'); the app keeps working from the cache meanwhile. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className={online ? 'sr-only' : 'offline-banner'}>
      {online ? '' : t('offline')}
    </div>
  );
}
