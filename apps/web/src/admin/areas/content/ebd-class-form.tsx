import {
  EBD_CLASS_TEXT_MAX,
  ZAdminEbdClassBody,
  type TAdminEbdClass,
  type TAdminEbdClassBody,
} from '@congrega/contract/admin/content-kinds';
import { FormText } from '../../../components/form/form-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { inputOf, partFormSchema } from './part-form-schema.ts';

const schema = partFormSchema(ZAdminEbdClassBody, { blanks: ['faixaEtaria', 'professor', 'sala', 'horario'], numbers: ['ordem'] });

/** Adds a class to a quarter, or changes one (`current`): its name, age group, teacher, room, time and place. */
export function EbdClassForm({
  current: c,
  save,
  onDone,
}: {
  current?: TAdminEbdClass;
  save: (id: number | null, body: TAdminEbdClassBody) => Promise<void>;
  onDone?: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const state = useAdminForm({
    schema,
    defaultValues: {
      nome: c?.nome ?? '',
      faixaEtaria: inputOf(c?.faixaEtaria),
      professor: inputOf(c?.professor),
      sala: inputOf(c?.sala),
      horario: inputOf(c?.horario),
      ordem: inputOf(c?.ordem),
    },
    submit: async (body) => {
      await save(c?.id ?? null, body);
      if (c) onDone?.();
      else state.form.reset();
    },
    savedText: c ? t('content.saved') : t('content.ebd.classAdded'),
  });
  const text = (name: string, required = false) => (
    <FormText name={name} label={t(`content.ebd.class.${name}`)} maxLength={EBD_CLASS_TEXT_MAX} required={required} />
  );
  return (
    <AdminForm
      state={state}
      submitLabel={c ? t('content.save') : t('content.ebd.addClass')}
      actions={
        onDone ? (
          <Button variant="ghost" onClick={onDone}>
            {t('kit.cancel')}
          </Button>
        ) : undefined
      }
    >
      {text('nome', true)}
      {text('faixaEtaria')}
      {text('professor')}
      {text('sala')}
      <FormText name="horario" label={t('content.ebd.class.horario')} maxLength={20} />
      <FormText name="ordem" type="number" inputMode="numeric" min={0} label={t('content.ebd.class.ordem')} />
    </AdminForm>
  );
}
