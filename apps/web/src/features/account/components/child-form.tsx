import { CHILD_NOTES_MAX, ZChildBody, type TChild } from '@congrega/contract/household';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BoundForm } from '../../../components/form/bound-form.tsx';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormText, FormTextArea } from '../../../components/form/form-text.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { applyServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { FORM_VALIDATION, zodFormResolver } from '../../../lib/zod-form-resolver.ts';

type ChildValues = z.input<typeof ZChildBody>;

/** Name, birthdate, sex, allergies and care notes of one child (new when `child` is undefined). */
export function ChildForm({
  child,
  onSave,
  onCancel,
}: {
  child?: TChild;
  onSave: (body: z.output<typeof ZChildBody>) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ChildValues, unknown, z.output<typeof ZChildBody>>({
    resolver: zodFormResolver(ZChildBody),
    ...FORM_VALIDATION,
    defaultValues: {
      nome: child?.nome ?? '',
      dataNascimento: child?.dataNascimento ?? '',
      sexo: child?.sexo ?? '',
      alergias: child?.alergias ?? '',
      cuidados: child?.cuidados ?? '',
    },
  });
  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await onSave(body);
    } catch (err) {
      if (!applyServerFieldErrors(err, form.setError, (path) => path in body)) setFormError(failureText(err, t('submitError')));
    }
  });
  return (
    <BoundForm
      form={form}
      onSubmit={submit}
      className="household-form"
      submitLabel={t('children.save')}
      header={formError ? <Alert tone="error">{formError}</Alert> : null}
      actions={
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('data.cancel')}
        </Button>
      }
    >
      <FormText name="nome" label={t('children.name')} autoComplete="off" required />
      <div className="form-row">
        <FormText name="dataNascimento" label={t('fields.dataNascimento')} type="date" required />
        <FormSelect
          name="sexo"
          label={t('fields.sexo')}
          placeholder={t('options.select')}
          options={[
            { value: 'F', label: t('options.female') },
            { value: 'M', label: t('options.male') },
          ]}
        />
      </div>
      <FormTextArea name="alergias" label={t('fields.alergias')} maxLength={CHILD_NOTES_MAX} />
      <FormTextArea name="cuidados" label={t('fields.cuidados')} maxLength={CHILD_NOTES_MAX} />
    </BoundForm>
  );
}
