import { matchLocale } from '@congrega/contract/locale';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ApiError } from '../../lib/api-client.ts';
import { failureText } from '../../lib/failure-text.ts';
import { applyServerFieldErrors } from '../../lib/server-field-errors.ts';
import { FORM_VALIDATION, zodFormResolver } from '../../lib/zod-form-resolver.ts';
import {
  CARD_SECRET_FIELDS,
  cardFormSchema,
  EMPTY_CARD,
  isCardField,
  type CardField,
  type CardFormValues,
  type CardTokenValues,
} from './card-form-schema.ts';

export type CardForm = UseFormReturn<CardFormValues, unknown, CardTokenValues>;

/** The card form, validated with the contract's rules on blur and then on change (spec section 5). */
export function useCardForm(): CardForm {
  const { i18n } = useTranslation();
  const locale = matchLocale(i18n.language) ?? 'en';
  const resolver = useMemo(() => zodFormResolver(cardFormSchema(locale)), [locale]);
  return useForm<CardFormValues, unknown, CardTokenValues>({ resolver, ...FORM_VALIDATION, defaultValues: EMPTY_CARD });
}

/**
 * What a failed card attempt leaves: the number and CVV are cleared (never kept, the user types them again),
 * everything else stays; the server's field errors go on their fields. Returns the message to show above the form
 * when the error was not (entirely) about fields, else null. `focusField` moves focus once the form is enabled
 * again (a disabled fieldset cannot take it while the request is still settling).
 */
export function useCardFailure(form: CardForm) {
  const [focusTarget, setFocusTarget] = useState<{ field: CardField } | null>(null);
  const submitting = form.formState.isSubmitting;
  useEffect(() => {
    if (!focusTarget || submitting) return;
    form.setFocus(focusTarget.field);
  }, [focusTarget, submitting, form]);

  return (err: unknown, fallback: string): string | null => {
    for (const field of CARD_SECRET_FIELDS) form.setValue(field, '', { shouldDirty: true, shouldTouch: false, shouldValidate: false });
    const fields = err instanceof ApiError && err.fields ? Object.keys(err.fields).filter(isCardField) : [];
    const mapped = applyServerFieldErrors(err, form.setError, isCardField);
    setFocusTarget({ field: fields[0] ?? 'numero' });
    if (mapped) return null;
    return failureText(err, fallback);
  };
}
