import type { TPaymentReason } from '@congrega/contract/payments/payment';
import { TextField } from '../../../components/ui/field.tsx';
import { currencySign as signOf } from '@congrega/contract/money';
import { formatMoney } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { amountText, parseAmount } from '../../../lib/amount.ts';
import { QUICK_PICK_UNITS } from '../lib/amount.ts';

/** The currency's sign in the user's locale ("R$", "$", "€"), as amounts are written (lib/format.ts). */
export function currencySign(currency: string, locale: string = currentLocale()): string {
  return signOf(locale, currency);
}

export interface AmountFieldProps {
  reason: TPaymentReason;
  currency: string;
  text: string;
  error?: string;
  onChange: (text: string) => void;
}

/**
 * One reason's amount: a free input in the church's currency, typed in the user's locale ("1.234,56" or
 * "1,234.56"; tidied on leaving the field), and quick-pick buttons (50, 100, 200) that fill it in.
 */
export function AmountField({ reason, currency, text, error, onChange }: AmountFieldProps) {
  const { t } = useTranslation('giving');
  const locale = currentLocale();
  const cents = parseAmount(text);
  return (
    <div className="give-amount">
      <TextField
        label={t('give.amount', { reason: reason.nome, currency: currencySign(currency) })}
        required
        inputMode="decimal"
        autoComplete="off"
        placeholder={amountText(0, locale)}
        hint={reason.valorMinimo > 1 ? t('give.amountHint', { min: formatMoney(reason.valorMinimo, currency) }) : undefined}
        error={error}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          if (typeof cents === 'number') onChange(amountText(cents, locale));
        }}
      />
      <div className="give-quick-picks" role="group" aria-label={t('give.quickPicks', { reason: reason.nome })}>
        {QUICK_PICK_UNITS.map((units) => {
          const value = units * 100;
          return (
            <button
              key={units}
              type="button"
              className="btn btn-secondary give-quick-pick"
              aria-pressed={cents === value}
              onClick={() => onChange(amountText(value, locale))}
            >
              {formatMoney(value, currency).replace(/[.,]00$/, '')}
            </button>
          );
        })}
      </div>
    </div>
  );
}
