import {
  PLAY_DESCRIPTION_MAX,
  PLAY_SUMMARY_MAX,
  PLAY_TITLE_MAX,
  ZAdminPlayContentBody,
  type TAdminPlayCatalogue,
  type TAdminPlayContent,
} from '@congrega/contract/admin/play';
import { z } from 'zod';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormText, FormTextArea } from '../../../components/form/form-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { ImageField } from '../../kit/image-field.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useReadyVideos } from '../media/media-api.ts';
import { uploadPlayImage, type CatalogueWrites } from './play-api.ts';

type ContentFormValues = {
  titulo: string;
  resumo: string;
  descricao: string;
  imagem: string;
  midiaArquivoId: string;
  coletaneaId: string;
  tags: string;
  flagDestaque: boolean;
};

/** Inputs -> body: tags typed comma-separated, a blank choice or image is null; the contract's schema checks the rest. */
export const contentFormSchema = z.preprocess((raw) => {
  const v = raw as ContentFormValues;
  const orNull = (text: string) => (text.trim() ? text : null);
  return {
    ...v,
    imagem: orNull(v.imagem),
    midiaArquivoId: orNull(v.midiaArquivoId),
    coletaneaId: orNull(v.coletaneaId),
    tags: v.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  };
}, ZAdminPlayContentBody) as unknown as z.ZodType<z.output<typeof ZAdminPlayContentBody>, ContentFormValues>;

const valuesOf = (c?: TAdminPlayContent): ContentFormValues => ({
  titulo: c?.titulo ?? '',
  resumo: c?.resumo ?? '',
  descricao: c?.descricao ?? '',
  imagem: c?.imagem ?? '',
  midiaArquivoId: c?.midia ? String(c.midia.id) : '',
  coletaneaId: c?.coletaneaId ? String(c.coletaneaId) : '',
  tags: c?.tags.join(', ') ?? '',
  flagDestaque: c?.flagDestaque ?? false,
});

/**
 * Adds a content (a draft: published from the list), or changes one: title, summary, description, poster (blank:
 * the video's), the video (a ready item of the media library; a demo content may keep its own file), collection,
 * tags and the featured row.
 */
export function PlayContentForm({
  catalogue,
  content: c,
  save,
  onDone,
}: {
  catalogue: TAdminPlayCatalogue;
  content?: TAdminPlayContent;
  save: CatalogueWrites['saveContent'];
  onDone?: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const media = useReadyVideos(church.slug);
  const state = useAdminForm({
    schema: contentFormSchema,
    defaultValues: valuesOf(c),
    submit: async (body) => {
      await save(c?.id ?? null, body);
      if (c) onDone?.();
      else state.form.reset(valuesOf());
    },
    savedText: c ? t('playCatalogue.contents.saved') : t('playCatalogue.contents.added'),
    isField: (path) => path.replace(/^tags\.\d+$/, 'tags'),
  });
  const videos = (media.data ?? []).map((m) => ({ value: String(m.id), label: m.nome }));
  if (c?.midia && !videos.some((v) => v.value === String(c.midia!.id))) videos.unshift({ value: String(c.midia.id), label: c.midia.nome });
  return (
    <AdminForm
      state={state}
      submitLabel={c ? t('playCatalogue.contents.save') : t('playCatalogue.contents.add')}
      actions={
        onDone ? (
          <Button variant="ghost" onClick={onDone}>
            {t('kit.cancel')}
          </Button>
        ) : undefined
      }
    >
      <FormText name="titulo" label={t('playCatalogue.contents.title')} maxLength={PLAY_TITLE_MAX} required />
      <FormText name="resumo" label={t('playCatalogue.contents.summary')} maxLength={PLAY_SUMMARY_MAX} />
      <FormTextArea name="descricao" label={t('playCatalogue.contents.description')} maxLength={PLAY_DESCRIPTION_MAX} />
      <FormSelect
        name="midiaArquivoId"
        label={t('playCatalogue.contents.video')}
        hint={videos.length === 0 ? t('playCatalogue.contents.noVideos') : t('playCatalogue.contents.videoHint')}
        placeholder={c?.arquivoDemo ? t('playCatalogue.contents.demoFile') : t('playCatalogue.contents.chooseVideo')}
        options={videos}
        required={!c?.arquivoDemo}
      />
      <ImageField
        name="imagem"
        label={t('playCatalogue.contents.poster')}
        hint={t('playCatalogue.contents.posterHint')}
        upload={(file) => uploadPlayImage(church.slug, file)}
      />
      <FormSelect
        name="coletaneaId"
        label={t('playCatalogue.contents.collection')}
        placeholder={t('playCatalogue.contents.noCollection')}
        options={catalogue.coletaneas.map((col) => ({ value: String(col.id), label: col.nome }))}
      />
      <FormText name="tags" label={t('playCatalogue.contents.tags')} hint={t('playCatalogue.contents.tagsHint')} />
      <CheckboxField label={t('playCatalogue.contents.featured')} {...state.form.register('flagDestaque')} />
    </AdminForm>
  );
}
