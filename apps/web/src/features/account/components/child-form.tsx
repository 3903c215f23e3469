import { CHILD_NOTES_MAX, ZChildBody, type TChild } from '@congrega/contract/household';
import type { z } from 'zod';
import { BoundForm } from '../../../components/form/bound-form.tsx';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormText, FormTextArea } from '../../../components/form/form-text.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useHouseholdForm } from '../lib/use-household-form.tsx';

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
  const { formProps } = useHouseholdForm(
    ZChildBody,
    {
      nome: child?.nome ?? '',
      dataNascimento: child?.dataNascimento ?? '',
      sexo: child?.sexo ?? '',
      alergias: child?.alergias ?? '',
      cuidados: child?.cuidados ?? '',
    },
    onSave,
    onCancel,
  );
  return (
    <BoundForm {...formProps} submitLabel={t('children.save')}>
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
