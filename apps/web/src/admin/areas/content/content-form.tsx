import { CONTENT_ALT_MAX, CONTENT_AUTHOR_MAX, CONTENT_SUMMARY_MAX, CONTENT_TITLE_MAX } from '@congrega/contract/admin/content';
import { useEffect } from 'react';
import { FormText, FormTextArea } from '../../../components/form/form-text.tsx';
import { apiCall } from '../../../lib/api-call.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { ImageField } from '../../kit/image-field.tsx';
import { RichTextField } from '../../kit/rich-text-field.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { uploadContentImage, type ContentItemAnswer } from './content-api.ts';
import { contentFieldOf, contentFormSchema, contentFormValues } from './content-form-values.ts';
import type { ConsoleContentKind } from './content-kinds.ts';
import { FocalPointField } from './focal-point-field.tsx';
import { OwnFieldInput } from './own-fields.tsx';

/**
 * An item's fields, to write a new one (no `item`: saved as a draft) or change one (its state unchanged): title,
 * summary, the kind's own fields (own-fields.tsx), the rich text, author, the cover (uploaded here, its text alternative required,
 * its focal point) and tags. The server's refusals land on their fields; what was typed stays in the form.
 * `onDirty` tells the screen whether there are unsaved changes (publishing waits for them to be saved).
 */
export function ContentForm({
  kind,
  item,
  initial,
  onSaved,
  onDirty,
}: {
  kind: ConsoleContentKind;
  item?: ContentItemAnswer;
  /** A new item's own fields given by the link that opened it (a ministry's "add a project"). */
  initial?: Record<string, string>;
  onSaved: (item: ContentItemAnswer) => Promise<void> | void;
  onDirty?: (dirty: boolean) => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const e = kind.endpoints;
  const state = useAdminForm({
    schema: contentFormSchema(kind, e.body),
    defaultValues: { ...contentFormValues(kind, item), ...initial },
    submit: async (body) => {
      const saved = (
        item
          ? await apiCall(e.update, { params: { church: church.slug, id: item.id }, body: body as never })
          : await apiCall(e.create, { params: { church: church.slug }, body: body as never })
      ) as ContentItemAnswer;
      state.form.reset(contentFormValues(kind, saved));
      await onSaved(saved);
    },
    savedText: item ? t('content.saved') : t('content.created'),
    isField: contentFieldOf,
  });
  const dirty = state.form.formState.isDirty;
  useEffect(() => onDirty?.(dirty), [dirty, onDirty]);
  return (
    <AdminForm state={state} submitLabel={item ? t('content.save') : t('content.saveDraft')}>
      <FormText name="titulo" label={t('content.fields.titulo')} maxLength={CONTENT_TITLE_MAX} required />
      <FormTextArea
        name="resumo"
        label={t('content.fields.resumo')}
        hint={t('content.fields.resumoHint')}
        maxLength={CONTENT_SUMMARY_MAX}
      />
      {kind.own.map((field) => (
        <OwnFieldInput key={field.name} field={field} />
      ))}
      <RichTextField name="conteudo" label={t('content.fields.conteudo')} required />
      <FormText name="autor" label={t('content.fields.autor')} maxLength={CONTENT_AUTHOR_MAX} />
      <ImageField
        name="imagem"
        label={t('content.fields.imagem')}
        upload={(file) => uploadContentImage(church.slug, file)}
        alt={{
          name: 'imagemAlt',
          label: t('content.fields.imagemAlt'),
          hint: t('content.fields.imagemAltHint'),
          maxLength: CONTENT_ALT_MAX,
        }}
      />
      <FocalPointField name="imagemFoco" imageName="imagem" />
      <FormText name="tags" label={t('content.fields.tags')} hint={t('content.fields.tagsHint')} />
    </AdminForm>
  );
}
