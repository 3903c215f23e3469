import { ZAchAccount, type TAchAccount } from '@congrega/contract/payments/payment';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import type { z } from 'zod';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';
import { failureText } from '../../lib/failure-text.ts';
import { applyServerFieldErrors } from '../../lib/server-field-errors.ts';
import { FORM_VALIDATION, useFieldErrorText, zodFormResolver } from '../../lib/zod-form-resolver.ts';
import './payments.css';

export type AchAccountValues = z.output<typeof ZAchAccount>;
const ACH_FIELDS = ['titular', 'numeroConta', 'numeroRoteamento', 'tipoConta'] as const;
type AchField = (typeof ACH_FIELDS)[number];

/** A server field path of the ACH part ("ach.numeroConta" or "numeroConta") -> the form's field. */
function achField(path: string): AchField | undefined {
  const name = path.replace(/^ach\./, '');
  return (ACH_FIELDS as readonly string[]).includes(name) ? (name as AchField) : undefined;
}

/**
 * Bank transfer (spec section 3 "Bank transfer (ACH) form"): holder, account number, routing number and account
 * type (checking or savings), checked with the contract's ZAchAccount. While paying everything is disabled; the
 * server's field errors land on the fields; anything else is shown above the form with the typed data kept.
 */
export function AchForm({ submitLabel, onPay }: { submitLabel: string; onPay: (ach: AchAccountValues) => Promise<void> }) {
  const { t } = useTranslation('payments');
  const errorText = useFieldErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TAchAccount, unknown, AchAccountValues>({
    resolver: zodFormResolver(ZAchAccount),
    ...FORM_VALIDATION,
    defaultValues: { titular: '', numeroConta: '', numeroRoteamento: '', tipoConta: 'corrente' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onPay(values);
    } catch (err) {
      if (!applyServerFieldErrors(err, form.setError, (path) => achField(path) ?? false)) {
        setFailure(failureText(err, t('checkout.payFailed')));
      }
    }
  });

  return (
    <form noValidate onSubmit={submit} className="ach-form">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <fieldset className="payment-fieldset" disabled={isSubmitting}>
        <TextField label={t('ach.holder')} required autoComplete="name" error={errorText(errors.titular)} {...form.register('titular')} />
        <div className="payment-form-row">
          <TextField
            label={t('ach.routing')}
            required
            inputMode="numeric"
            autoComplete="off"
            hint={t('ach.routingHint')}
            error={errorText(errors.numeroRoteamento)}
            {...form.register('numeroRoteamento')}
          />
          <TextField
            label={t('ach.account')}
            required
            inputMode="numeric"
            autoComplete="off"
            hint={t('ach.accountHint')}
            error={errorText(errors.numeroConta)}
            {...form.register('numeroConta')}
          />
        </div>
        <fieldset className="method-picker">
          <legend className="field-label">{t('ach.type')}</legend>
          <ul className="method-options method-options-inline">
            <li>
              <label className="method-option">
                <input type="radio" value="corrente" {...form.register('tipoConta')} />
                <span>{t('ach.checking')}</span>
              </label>
            </li>
            <li>
              <label className="method-option">
                <input type="radio" value="poupanca" {...form.register('tipoConta')} />
                <span>{t('ach.savings')}</span>
              </label>
            </li>
          </ul>
          {errors.tipoConta ? (
            <p className="field-error" role="alert">
              {errorText(errors.tipoConta)}
            </p>
          ) : null}
        </fieldset>
        <div className="actions">
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
