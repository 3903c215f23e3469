import { cardBrand } from '@congrega/contract/payments/card';
import { shortDatePattern } from '@congrega/contract/validators';
import { matchLocale } from '@congrega/contract/locale';
import type { ChangeEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { TextField } from '../ui/field.tsx';
import { useFieldErrorText } from '../../lib/zod-form-resolver.ts';
import { formatCardExpiry, formatCardNumber, formatCvv, type CardField } from './card-form-schema.ts';
import type { CardForm } from './use-card-form.ts';
import './payments.css';

/**
 * Rewrites an input's value with `format` keeping the caret after the same digit, so spaces and the expiry slash
 * appear as the user types without the caret jumping to the end when a digit is fixed in the middle.
 */
function reformat(input: HTMLInputElement, format: (text: string) => string): void {
  const next = format(input.value);
  if (next === input.value) return;
  const caret = input.selectionStart ?? input.value.length;
  const digitsBefore = input.value.slice(0, caret).replace(/\D/g, '').length;
  input.value = next;
  let position = 0;
  for (let seen = 0; position < next.length && seen < digitsBefore; position++) if (/\d/.test(next[position]!)) seen++;
  if (document.activeElement === input) input.setSelectionRange(position, position);
}

/**
 * The inputs of a card (spec section 3): number (spaced as typed, brand shown), holder, holder CPF and birthdate
 * (optional), CVV and expiry. Used by /user/addcard and the checkout card form; the caller owns the form.
 */
export function CardFields({ form }: { form: CardForm }) {
  const { t, i18n } = useTranslation('payments');
  const errorText = useFieldErrorText();
  const { errors } = form.formState;
  const number = useWatch({ control: form.control, name: 'numero' });
  const brand = cardBrand(number ?? '');
  const locale = matchLocale(i18n.language) ?? 'en';
  const datePattern = t(shortDatePattern(locale) === 'MM/DD/YYYY' ? 'card.datePatternMDY' : 'card.datePatternDMY');

  function formatted(name: CardField, format: (text: string) => string) {
    const registered = form.register(name);
    return {
      ...registered,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        reformat(event.target, format);
        return registered.onChange(event);
      },
    };
  }

  return (
    <div className="card-fields">
      <TextField
        label={t('card.number')}
        required
        inputMode="numeric"
        autoComplete="cc-number"
        hint={brand !== 'unknown' ? t('card.brandDetected', { brand: t(`brands.${brand}`) }) : undefined}
        error={errorText(errors.numero)}
        {...formatted('numero', formatCardNumber)}
      />
      <TextField label={t('card.holder')} required autoComplete="cc-name" error={errorText(errors.titular)} {...form.register('titular')} />
      <div className="payment-form-row">
        <TextField
          label={t('card.expiry')}
          required
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('card.expiryPlaceholder')}
          hint={t('card.expiryHint')}
          error={errorText(errors.validade)}
          {...formatted('validade', formatCardExpiry)}
        />
        <TextField
          label={t('card.cvv')}
          required
          inputMode="numeric"
          autoComplete="cc-csc"
          hint={t(brand === 'amex' ? 'card.cvvHintAmex' : 'card.cvvHint')}
          error={errorText(errors.cvv)}
          {...formatted('cvv', formatCvv)}
        />
      </div>
      <div className="payment-form-row">
        <TextField
          label={t('card.holderCpf')}
          inputMode="numeric"
          autoComplete="off"
          error={errorText(errors.cpfTitular)}
          {...form.register('cpfTitular')}
        />
        <TextField
          label={t('card.holderBirthdate')}
          inputMode="numeric"
          autoComplete="off"
          placeholder={datePattern}
          hint={t('card.dateHint', { pattern: datePattern })}
          error={errorText(errors.dataNascimentoTitular)}
          {...form.register('dataNascimentoTitular')}
        />
      </div>
    </div>
  );
}
