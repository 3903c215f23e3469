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

/** A payment's status as a labelled badge (the spec's status keys in the console's language). */
export function PaymentStatus({ status }: { status: TPaymentStatus }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return <span className={`status-badge status-${TONE[status]}`}>{t(`finance.statuses.${status}`)}</span>;
}
