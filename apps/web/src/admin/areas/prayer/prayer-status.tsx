import type { TAdminPrayerRequest } from '@congrega/contract/admin/prayer';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';

const TONE = { publicada: 'status-paid', pendente: 'status-waiting', oculta: 'status-failed' } as const;

/** A request's moderation state as a badge, with "answered" beside it when marked so. */
export function RequestStatus({ request: r }: { request: Pick<TAdminPrayerRequest, 'status' | 'respondida'> }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <span className="actions">
      <span className={`status-badge ${TONE[r.status]}`}>{t(`prayer.status.${r.status}`)}</span>
      {r.respondida ? <span className="status-badge status-paid">{t('prayer.answered')}</span> : null}
    </span>
  );
}
