import type { TPaymentStatus } from '@congrega/contract/payments/constants';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';

/** Where a status stands, for its badge's colour (the text always says it too). */
const TONE: Record<TPaymentStatus, 'paid' | 'waiting' | 'failed' | 'refunded'> = {
  aprovado: 'paid',
  gratuito: 'paid',
  em_aberto: 'waiting',
  em_analise: 'waiting',
  pendente: 'waiting',
  aguardando: 'waiting',
  nao_aprovado: 'failed',
  cancelado: 'failed',
  estornado: 'refunded',
};

/**
 * A payment's status as a labelled badge (the spec's status keys in the console's language); a cancelled order whose
 * money arrived afterwards (`pagoEm` set) says so beside it: it waits for a refund or an honour.
 */
export function PaymentStatus({ status, pagoEm = null }: { status: TPaymentStatus; pagoEm?: string | null }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <>
      <span className={`status-badge status-${TONE[status]}`}>{t(`finance.statuses.${status}`)}</span>
      {status === 'cancelado' && pagoEm !== null ? <span className="muted"> · {t('finance.paidAfterCancel')}</span> : null}
    </>
  );
}
