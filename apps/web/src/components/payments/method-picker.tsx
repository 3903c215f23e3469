import type { TPaymentMethod } from '@congrega/contract/church';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Alert } from '../ui/alert.tsx';
import { isKnownMethod, payableMethods } from './payment-methods.ts';
import './payments.css';

export interface MethodPickerProps {
  /** The methods to offer: the church's (bootstrap `metodosPagamento`) or those of an event. */
  methods: readonly TPaymentMethod[];
  /** Without a Brazilian address Pix and boleto are left out, and a note says why. */
  brazilianAddress: boolean;
  value: string | null;
  onChange: (code: string) => void;
  error?: string;
  disabled?: boolean;
}

/** The payment method choice of a checkout: one radio per method that may be used. */
export function MethodPicker({ methods, brazilianAddress, value, onChange, error, disabled }: MethodPickerProps) {
  const { t } = useTranslation('payments');
  const name = useId();
  const errorId = `${name}-error`;
  const offered = payableMethods(methods, brazilianAddress);
  const dropped = offered.length < methods.length;

  if (offered.length === 0) {
    return <Alert tone="info">{t(dropped ? 'methods.brazilOnly' : 'methods.none')}</Alert>;
  }
  return (
    <fieldset className="method-picker" disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">{t('methods.legend')}</legend>
      <ul className="method-options">
        {offered.map((method) => (
          <li key={method.id}>
            <label className="method-option">
              <input
                type="radio"
                name={name}
                value={method.codigo}
                checked={value === method.codigo}
                onChange={() => onChange(method.codigo)}
                aria-invalid={error ? true : undefined}
              />
              <span>{isKnownMethod(method.codigo) ? t(`methods.${method.codigo}`) : method.nome}</span>
            </label>
          </li>
        ))}
      </ul>
      {dropped ? <p className="field-hint">{t('methods.brazilOnly')}</p> : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
