import type { TPaymentReason } from '@congrega/contract/payments/payment';
import { Button } from '../../../components/ui/button.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { parseAmount } from '../../../lib/amount.ts';
import { isRecurring, type GiveDraft } from '../lib/give-form.ts';
import { frequencyLabel } from './recurrence-fields.tsx';

/** What is being given, at the top of the payment step, with the way back to change it. */
export function GiftSummary({
  reasons,
  draft,
  currency,
  onChange,
}: {
  reasons: readonly TPaymentReason[];
  draft: GiveDraft;
  currency: string;
  /** The way back to change it (none: the step has its own). */
  onChange?: () => void;
}) {
  const { t } = useTranslation('giving');
  return (
    <div className="give-summary">
      <ul className="give-summary-list">
        {draft.gifts.map((gift) => (
          <li key={gift.id}>
            <span>{reasons.find((r) => r.id === gift.id)?.nome}</span>
            <strong>{formatMoney(parseAmount(gift.text) ?? 0, currency)}</strong>
          </li>
        ))}
      </ul>
      {isRecurring(draft, reasons) ? (
        <p className="muted">{t('recurrence.summary', { frequency: frequencyLabel(t, draft.recurrenceDays) })}</p>
      ) : null}
      {onChange ? (
        <Button variant="secondary" onClick={onChange}>
          {t('payment.change')}
        </Button>
      ) : null}
    </div>
  );
}
