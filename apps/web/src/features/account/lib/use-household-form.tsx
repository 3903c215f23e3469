import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { applyServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { FORM_VALIDATION, zodFormResolver } from '../../../lib/zod-form-resolver.ts';

/**
 * The edit logic of a household row's form (a child, an address): the contract schema as the resolver, the row's
 * values (or blanks) to start from, a save whose refusal lands on its fields (applyServerFieldErrors) or above the
 * form (failureText), and a cancel. Spread `formProps` on BoundForm with the form's own submit label.
 */
export function useHouseholdForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  onSave: (body: z.output<S>) => Promise<unknown>,
  onCancel: () => void,
) {
  const { t } = useTranslation('account');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodFormResolver(schema), ...FORM_VALIDATION, defaultValues });
  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await onSave(body);
    } catch (err) {
      const isField = (path: string) => typeof body === 'object' && body !== null && path in body;
      if (!applyServerFieldErrors(err, form.setError, isField)) setFormError(failureText(err, t('submitError')));
    }
  });
  return {
    form,
    formProps: {
      form,
      onSubmit,
      className: 'household-form',
      header: formError ? <Alert tone="error">{formError}</Alert> : null,
      actions: (
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('data.cancel')}
        </Button>
      ),
    },
  };
}
