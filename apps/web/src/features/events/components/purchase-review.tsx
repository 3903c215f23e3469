import type { TEventDetail } from '@congrega/contract/events';
import { PaymentSummary } from '../../../components/payments/payment-summary.tsx';
import { CheckboxField } from '../../../components/ui/field.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { purchaseTotals, type PurchaseDraft, type PurchaseTicketType } from '../lib/purchase-draft.ts';
import { EventTerms } from './event-info.tsx';

export interface PurchaseReviewProps {
  event: TEventDetail;
  types: readonly PurchaseTicketType[];
  draft: PurchaseDraft;
  /** Show the terms box and the agreement checkbox (with its message when `termsMissing`). */
  onTerms: (accepted: boolean) => void;
  termsMissing: boolean;
}

/** The review: each ticket with its holder, the value, the fees and the total, and the event's terms to agree to. */
export function PurchaseReview({ event, types, draft, onTerms, termsMissing }: PurchaseReviewProps) {
  const { t } = useTranslation(['events', 'contract']);
  const money = (cents: number) => formatMoney(cents, event.moeda);
  const totals = purchaseTotals(draft, types);
  const nameOf = (typeId: number) => event.ingressos.find((i) => i.id === typeId)?.nome ?? '';
  return (
    <>
      <ol className="review-list">
        {draft.holders.map((holder, i) => {
          const type = types.find((x) => x.id === holder.ticketTypeId);
          return (
            <li key={i} className="review-item">
              <span>
                <span className="review-ticket">{t('review.ticket', { n: i + 1, name: nameOf(holder.ticketTypeId) })}</span>
                <span className="review-holder">{holder.name}</span>
              </span>
              <span>{type && type.price > 0 ? money(type.price) : t('tickets.free')}</span>
            </li>
          );
        })}
      </ol>
      <PaymentSummary
        figures={{ valor: totals.value, taxas: totals.fees, total: totals.total, parcelas: 1, valorParcela: totals.total }}
        currency={event.moeda}
        // Before the method: the tickets' total; the method's fees and any installment interest come at payment.
        labels={{ value: t('review.value'), fees: t('review.fees'), total: t('review.subtotal') }}
      />
      {event.termos ? (
        <>
          <EventTerms terms={event.termos} headingId="review-terms" />
          <CheckboxField
            label={t('review.accept')}
            checked={draft.termsAccepted}
            onChange={(e) => onTerms(e.target.checked)}
            error={termsMissing ? t('contract:validation.acceptTerms') : undefined}
          />
        </>
      ) : null}
    </>
  );
}
