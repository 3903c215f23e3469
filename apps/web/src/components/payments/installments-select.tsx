import type { TInstallmentOption } from '@congrega/contract/payments/payment';
import { formatMoney } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { SelectField } from '../ui/field.tsx';

export interface InstallmentsSelectProps {
  /** The quote's options (checkout-quote.ts): one or none shows nothing, the payment is one charge. */
  options: readonly TInstallmentOption[];
  currency: string;
  value: number;
  onChange: (installments: number) => void;
  disabled?: boolean;
}

/**
 * Installments of a card payment, as the server's quote priced them: "3x de R$ 55,47 com juros (total R$ 166,41)",
 * the interest the charge applies included.
 */
export function InstallmentsSelect({ options, currency, value, onChange, disabled }: InstallmentsSelectProps) {
  const { t } = useTranslation('payments');
  if (options.length <= 1) return null;
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <SelectField
      label={t('installments.label')}
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
      disabled={disabled}
    >
      {options.map((option) => (
        <option key={option.parcelas} value={String(option.parcelas)}>
          {t(option.juros > 0 ? 'installments.optionInterest' : 'installments.option', {
            n: option.parcelas,
            value: money(option.valorParcela),
            total: money(option.total),
          })}
        </option>
      ))}
    </SelectField>
  );
}
