import type { TPrayer } from '@congrega/contract/prayer';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** "12 prayers · 3 messages" under a request. */
export function PrayerCounts({ prayer }: { prayer: Pick<TPrayer, 'quantidadeOracoes' | 'quantidadeMensagens'> }) {
  const { t } = useTranslation('prayer');
  return (
    <p className="prayer-counts">
      <span>{t('item.prayers', { count: prayer.quantidadeOracoes })}</span>
      <span aria-hidden="true"> · </span>
      <span>{t('item.messages', { count: prayer.quantidadeMensagens })}</span>
    </p>
  );
}
