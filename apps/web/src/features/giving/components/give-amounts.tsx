import type { TPaymentReason } from '@congrega/contract/payments/payment';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation, type TFunction } from '../../../lib/i18n/use-translation.ts';
import { currentLocale } from '../../../lib/language.ts';
import { amountText } from '../../../lib/amount.ts';
import { amountProblems, giftTotal, setAmountText, toggleReason, type AmountProblem, type GiveDraft } from '../lib/give-form.ts';
import { AmountField } from './amount-field.tsx';

export function amountMessage(t: TFunction, problem: AmountProblem, currency: string): string {
  if (problem.kind === 'min') return t('validation.min', { minValue: formatMoney(problem.min, currency) });
  if (problem.kind === 'invalid') return t('validation.invalid', { example: amountText(5000, currentLocale()) });
  return t('validation.required');
}

export interface GiveAmountsProps {
  reasons: readonly TPaymentReason[];
  currency: string;
  draft: GiveDraft;
  onDraft: (draft: GiveDraft) => void;
  /** Messages the server gave for an amount (by reason id), shown until that amount changes. */
  serverErrors: ReadonlyMap<number, string>;
  onContinue: () => void;
}

/**
 * Step one of giving (/give): the reasons (one or more), an amount for each and the total (recurrence is the next
 * step, /give/recurrency). Amounts are
 * checked as the server checks them (required, at least the reason's minimum) on leaving a field and on continuing;
 * the first invalid field then takes the focus.
 */
export function GiveAmounts({ reasons, currency, draft, onDraft, serverErrors, onContinue }: GiveAmountsProps) {
  const { t } = useTranslation('giving');
  const [touched, setTouched] = useState<ReadonlySet<number>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const problems = amountProblems(draft, reasons);
  const total = giftTotal(draft);
  const noReason = attempted && draft.gifts.length === 0;
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState<{ selector: string } | null>(null);
  useEffect(() => {
    // After the render that shows the errors, so nothing re-rendering takes the focus back.
    if (focusRequest) formRef.current?.querySelector<HTMLInputElement>(focusRequest.selector)?.focus();
  }, [focusRequest]);

  function errorFor(id: number): string | undefined {
    const server = serverErrors.get(id);
    if (server) return server;
    const problem = problems.get(id);
    return problem && (attempted || touched.has(id)) ? amountMessage(t, problem, currency) : undefined;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    const firstBad = draft.gifts.find((g) => problems.has(g.id) || serverErrors.has(g.id));
    if (draft.gifts.length === 0 || firstBad) {
      setFocusRequest({ selector: firstBad ? `[data-reason="${firstBad.id}"] input.input` : 'input[type="checkbox"]' });
      return;
    }
    onContinue();
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="give-form">
      {noReason ? <Alert tone="error">{t('give.pickReason')}</Alert> : null}
      <fieldset className="give-reasons">
        <legend className="field-label">{t('give.reasonsLegend')}</legend>
        <ul className="give-reason-list">
          {reasons.map((reason) => {
            const gift = draft.gifts.find((g) => g.id === reason.id);
            return (
              <li key={reason.id} className={gift ? 'give-reason give-reason-on' : 'give-reason'} data-reason={reason.id}>
                <label className="method-option">
                  <input type="checkbox" checked={!!gift} onChange={() => onDraft(toggleReason(draft, reason.id, reasons))} />
                  <span>
                    <span className="give-reason-name">{reason.nome}</span>
                    {reason.descricao ? <span className="muted give-reason-text">{reason.descricao}</span> : null}
                  </span>
                </label>
                {gift ? (
                  <div
                    onBlur={(event) => {
                      // Leaving for the submit button: its check shows every error at once. Showing this one now
                      // would push the button down under the pointer and swallow the click.
                      if ((event.relatedTarget as HTMLButtonElement | null)?.type === 'submit') return;
                      setTouched((s) => new Set(s).add(reason.id));
                    }}
                  >
                    <AmountField
                      reason={reason}
                      currency={currency}
                      text={gift.text}
                      error={errorFor(reason.id)}
                      onChange={(text) => onDraft(setAmountText(draft, reason.id, text))}
                    />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="give-recurrence" aria-live="polite">
        {draft.recurrenceTurnedOff ? <p className="give-notice">{t('recurrence.turnedOff')}</p> : null}
      </div>
      <p className="give-total" aria-live="polite">
        <span>{t('give.total')}</span> <strong>{formatMoney(total, currency)}</strong>
      </p>
      <div className="actions">
        <Button type="submit">{t('give.continue')}</Button>
      </div>
    </form>
  );
}
