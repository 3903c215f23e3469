import { useTranslation } from '../../lib/i18n/use-translation.ts';
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
