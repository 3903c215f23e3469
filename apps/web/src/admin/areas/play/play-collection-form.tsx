import {
  PLAY_DESCRIPTION_MAX,
  PLAY_PLAN_NAME_MAX,
  ZAdminPlayCollectionBody,
  type TAdminPlayCatalogue,
  type TAdminPlayCollection,
  type TAdminPlayCollectionInput,
} from '@congrega/contract/admin/play';
import { z } from 'zod';
import { FormText, FormTextArea } from '../../../components/form/form-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { ImageField } from '../../kit/image-field.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { CheckboxGroup } from '../events/checkbox-group.tsx';
import { uploadPlayImage, type CatalogueWrites } from './play-api.ts';

type CollectionFormValues = { nome: string; descricao: string; imagem: string; planoIds: string[] };

/** Inputs -> body: the checked plans' values (strings) are ids, a blank poster is null; the contract checks the rest. */
const ZCollectionForm = z.preprocess((raw) => {
  const v = raw as CollectionFormValues & { planoIds: string[] | string | false };
  const ids = Array.isArray(v.planoIds) ? v.planoIds : v.planoIds ? [v.planoIds] : [];
  return { ...v, imagem: v.imagem.trim() ? v.imagem : null, planoIds: ids.map(Number) };
}, ZAdminPlayCollectionBody) as unknown as z.ZodType<TAdminPlayCollectionInput, CollectionFormValues>;

/** Adds a collection, or changes one: name, description, poster, and the plans that see it (none checked: every plan). */
export function PlayCollectionForm({
  catalogue,
  collection: c,
  save,
  onDone,
}: {
  catalogue: TAdminPlayCatalogue;
  collection?: TAdminPlayCollection;
  save: CatalogueWrites['saveCollection'];
  onDone?: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const blank: CollectionFormValues = { nome: '', descricao: '', imagem: '', planoIds: [] };
  const state = useAdminForm({
    schema: ZCollectionForm,
    defaultValues: c ? { nome: c.nome, descricao: c.descricao, imagem: c.imagem ?? '', planoIds: c.planoIds.map(String) } : blank,
    submit: async (body) => {
      await save(c?.id ?? null, body);
      if (c) onDone?.();
      else state.form.reset(blank);
    },
    savedText: c ? t('playCatalogue.collections.saved') : t('playCatalogue.collections.added'),
  });
  return (
    <AdminForm
      state={state}
      submitLabel={c ? t('playCatalogue.collections.save') : t('playCatalogue.collections.add')}
      actions={
        onDone ? (
          <Button variant="ghost" onClick={onDone}>
            {t('kit.cancel')}
          </Button>
        ) : undefined
      }
    >
      <FormText name="nome" label={t('playCatalogue.collections.name')} maxLength={PLAY_PLAN_NAME_MAX} required />
      <FormTextArea name="descricao" label={t('playCatalogue.collections.description')} maxLength={PLAY_DESCRIPTION_MAX} />
      <ImageField name="imagem" label={t('playCatalogue.collections.poster')} upload={(file) => uploadPlayImage(church.slug, file)} />
      <CheckboxGroup
        name="planoIds"
        legend={t('playCatalogue.collections.plans')}
        hint={t('playCatalogue.collections.plansHint')}
        options={catalogue.planos.map((p) => ({ value: String(p.id), label: p.nome }))}
      />
    </AdminForm>
  );
}
