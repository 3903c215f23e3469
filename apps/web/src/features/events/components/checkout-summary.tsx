import type { TEventDetail } from '@congrega/contract/events';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { PurchaseTotals } from '../lib/purchase-draft.ts';
import { stepPath } from '../lib/purchase-steps.ts';

/** What is being bought, on the payment page: the event, how many tickets, their total, and a way back to change it. */
export function CheckoutSummary({ event, count, totals }: { event: TEventDetail; count: number; totals: PurchaseTotals }) {
  const { t } = useTranslation('events');
  return (
    <div className="checkout-summary">
      <p className="checkout-event">{event.titulo}</p>
      <p>
        {t('tickets.count', { count })} · <strong>{formatMoney(totals.total, event.moeda)}</strong>
      </p>
      <Link to={stepPath(event.id, { step: 'review', fillTicket: 1 })}>{t('payment.change')}</Link>
    </div>
  );
}
