import type { TAdminCareItem } from '@congrega/contract/admin/prayer';
import type { TPrayerCareStatus } from '@congrega/contract/prayer';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';

const TONE: Record<TPrayerCareStatus, string> = { novo: 'status-waiting', em_andamento: 'status-refunded', concluido: 'status-paid' };

export function CareStatus({ status }: { status: TPrayerCareStatus }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return <span className={`status-badge ${TONE[status]}`}>{t(`care.status.${status}`)}</span>;
}

/** What the requester asked for: a call, a visit, and whether the request is private (off the wall). */
export function CareWishes({ item: c }: { item: Pick<TAdminCareItem, 'flagReceberLigacao' | 'flagReceberVisita' | 'flagPublicarMural'> }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const wishes = [
    c.flagReceberLigacao ? t('care.call') : null,
    c.flagReceberVisita ? t('care.visit') : null,
    c.flagPublicarMural ? null : t('care.private'),
  ].filter(Boolean);
  return <span>{wishes.join(' · ')}</span>;
}
