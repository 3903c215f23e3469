import type { TFinancePaymentDetail } from '@congrega/contract/admin/finance';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useFieldErrorText } from '../../../lib/zod-form-resolver.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { asksTickets, type RefundFormValues } from './refund-form.ts';

/** A group of radio buttons bound to the form by name, its legend naming it and its error announced. */
function RadioGroup({
  name,
  legend,
  options,
}: {
  name: 'modo' | 'ingressos';
  legend: string;
  options: { value: string; label: string }[];
}) {
  const form = useFormContext<RefundFormValues>();
  const errorText = useFieldErrorText();
  const errorId = useId();
  const error = errorText(form.formState.errors[name]);
  return (
    <fieldset className="choice-row refund-choice" aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="choice">
          <input type="radio" value={option.value} aria-invalid={error ? true : undefined} {...form.register(name)} />
          {option.label}
        </label>
      ))}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** How much (all that is left, or part of it) and, for an event order, what happens to its tickets. */
export function RefundChoices({ payment, money }: { payment: TFinancePaymentDetail; money: (cents: number) => string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <>
      <RadioGroup
        name="modo"
        legend={t('finance.howMuch')}
        options={[
          { value: 'total', label: t('finance.refundAll', { amount: money(payment.estornavel) }) },
          { value: 'parcial', label: t('finance.refundPart') },
        ]}
      />
      {asksTickets(payment) ? (
        <RadioGroup
          name="ingressos"
          legend={t('finance.ticketsChoice')}
          options={[
            { value: 'cancelar', label: t('finance.ticketsCancel') },
            { value: 'manter', label: t('finance.ticketsKeep') },
          ]}
        />
      ) : null}
    </>
  );
}
