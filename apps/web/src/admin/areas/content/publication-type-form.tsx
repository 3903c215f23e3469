import {
  PUBLICATION_TYPE_NAME_MAX,
  ZAdminPublicationTypeBody,
  type TAdminPublicationType,
  type TAdminPublicationTypeBody,
} from '@congrega/contract/admin/content-kinds';
import { FormText, FormTextArea } from '../../../components/form/form-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { inputOf, partFormSchema } from './part-form-schema.ts';

const schema = partFormSchema(ZAdminPublicationTypeBody, { blanks: ['descricao'], numbers: ['ordem'] });

/** Adds a publication type, or renames one (`current`): its name, description and place in the list. */
export function PublicationTypeForm({
  current: c,
  save,
  onDone,
}: {
  current?: TAdminPublicationType;
  save: (id: number | null, body: TAdminPublicationTypeBody) => Promise<void>;
  onDone?: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const state = useAdminForm({
    schema,
    defaultValues: { nome: c?.nome ?? '', descricao: inputOf(c?.descricao), ordem: inputOf(c?.ordem) },
    submit: async (body) => {
      await save(c?.id ?? null, body);
      if (c) onDone?.();
      else state.form.reset();
    },
    savedText: c ? t('content.saved') : t('content.types.added'),
  });
  return (
    <AdminForm
      state={state}
      submitLabel={c ? t('content.save') : t('content.types.add')}
      actions={
        onDone ? (
          <Button variant="ghost" onClick={onDone}>
            {t('kit.cancel')}
          </Button>
        ) : undefined
      }
    >
      <FormText name="nome" label={t('content.types.nome')} maxLength={PUBLICATION_TYPE_NAME_MAX} required />
      <FormTextArea name="descricao" label={t('content.types.descricao')} maxLength={500} />
      <FormText
        name="ordem"
        type="number"
        inputMode="numeric"
        min={0}
        label={t('content.types.ordem')}
        hint={t('content.types.ordemHint')}
      />
    </AdminForm>
  );
}
