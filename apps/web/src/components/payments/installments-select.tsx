import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { SelectField } from '../ui/field.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useInstallments } from './api/get-installments.ts';

export interface InstallmentsSelectProps {
  /** Value to pay, in cents. */
  amount: number;
  currency: string;
  /** The method's (or event's) maximum; 1 or less shows nothing: one charge. */
  maxInstallments: number;
  withInterest?: boolean;
  value: number;
  onChange: (installments: number) => void;
  disabled?: boolean;
}

/**
 * Installments of a card payment, fed by GET /igreja/{slug}/calcula-taxas-parcelamento-juros: "3x R$ 34,00
 * (total R$ 102,00)". While the options load, or if they cannot be loaded, paying in one charge stays possible.
 */
export function InstallmentsSelect({
  amount,
  currency,
  maxInstallments,
  withInterest = false,
  value,
  onChange,
  disabled,
}: InstallmentsSelectProps) {
  const { t } = useTranslation('payments');
  const options = useInstallments({ amount, maxInstallments, withInterest });
  if (maxInstallments <= 1) return null;
  const list = options.data ?? [{ parcelas: 1, valorParcela: amount, valores: [amount], total: amount, juros: 0 }];
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <SelectField
      label={t('installments.label')}
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
      disabled={disabled}
      hint={options.isError ? t('installments.failed') : undefined}
      aria-busy={options.isFetching || undefined}
    >
      {list.map((option) => (
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
