import type { TRecurringConsoleState } from '@congrega/contract/admin/finance-recurring';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';

/** Where a gift stands, for its badge's colour (the payments' badges; the text always says it too). */
const TONE: Record<TRecurringConsoleState, 'paid' | 'waiting' | 'failed' | 'refunded'> = {
  ativa: 'paid',
  falhando: 'waiting',
  pausada: 'refunded',
  recusada: 'failed',
  cancelada: 'refunded',
};

/** A recurring gift's console state as a labelled badge, with the declined attempts of a failing one. */
export function RecurringState({ estado, tentativas }: { estado: TRecurringConsoleState; tentativas: number }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <span className="person-cell">
      <span className={`status-badge status-${TONE[estado]}`}>{t(`recurring.states.${estado}`)}</span>
      {estado === 'falhando' ? <span className="muted">{t('recurring.attempts', { count: tentativas })}</span> : null}
    </span>
  );
}
