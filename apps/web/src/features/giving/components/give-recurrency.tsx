import type { TPaymentReason } from '@congrega/contract/payments/payment';
import type { FormEvent } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { setRecurring, type GiveDraft } from '../lib/give-form.ts';
import { GIVE_STEP_PATHS } from '../lib/give-steps.ts';
import { GiftSummary } from './gift-summary.tsx';
import { RecurrenceFields } from './recurrence-fields.tsx';

/**
 * /give/recurrency: for a gift to one reason the church opens to recurrence, whether to repeat it and how often.
 * The switch is off until the giver turns it on (a card charged every cycle is never the default).
 */
export function GiveRecurrency({
  reasons,
  draft,
  currency,
  onDraft,
  onContinue,
}: {
  reasons: readonly TPaymentReason[];
  draft: GiveDraft;
  currency: string;
  onDraft: (draft: GiveDraft) => void;
  onContinue: () => void;
}) {
  const { t } = useTranslation('giving');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onContinue();
  }
  return (
    <form noValidate onSubmit={submit} className="give-form">
      <h2>{t('recurrence.title')}</h2>
      <GiftSummary reasons={reasons} draft={{ ...draft, recurring: false }} currency={currency} />
      <RecurrenceFields
        offered
        recurring={draft.recurring}
        days={draft.recurrenceDays}
        turnedOff={false}
        onRecurring={(on) => onDraft(setRecurring(draft, on))}
        onDays={(days) => onDraft({ ...draft, recurrenceDays: days })}
      />
      <div className="actions">
        <Button type="submit">{t('give.continue')}</Button>
        <ButtonLink to={GIVE_STEP_PATHS.amounts} variant="secondary">
          {t('payment.change')}
        </ButtonLink>
      </div>
    </form>
  );
}
