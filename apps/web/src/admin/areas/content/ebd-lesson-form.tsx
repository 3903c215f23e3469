import { CONTENT_TITLE_MAX } from '@congrega/contract/admin/content';
import {
  EBD_LESSONS_MAX,
  EBD_REFERENCE_MAX,
  ZAdminEbdLessonBody,
  type TAdminEbdLesson,
  type TAdminEbdLessonBody,
} from '@congrega/contract/admin/content-kinds';
import { FormText } from '../../../components/form/form-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { RichTextField } from '../../kit/rich-text-field.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { inputOf, partFormSchema } from './part-form-schema.ts';

const schema = partFormSchema(ZAdminEbdLessonBody, { blanks: ['textoBiblico'], numbers: ['numero'] });

/**
 * Writes a lesson of a quarter (saved as a draft) or changes one (`current`, its state unchanged): number, Sunday,
 * title, key Bible text (checked against the books that exist, in any of the three languages) and the rich text.
 */
export function EbdLessonForm({
  current: l,
  next,
  save,
  onDone,
}: {
  current?: TAdminEbdLesson;
  /** A new lesson's number (after the quarter's last). */
  next?: number;
  save: (id: number | null, body: TAdminEbdLessonBody) => Promise<void>;
  /** Closes the form: a changed lesson's, or a new one's once added (the caller then opens a blank one). */
  onDone?: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const state = useAdminForm({
    schema,
    defaultValues: {
      numero: inputOf(l?.numero ?? next),
      data: l?.data ?? '',
      titulo: l?.titulo ?? '',
      textoBiblico: inputOf(l?.textoBiblico),
      conteudo: l?.conteudo ?? '',
    },
    submit: async (body) => {
      await save(l?.id ?? null, body);
      onDone?.();
    },
    savedText: l ? t('content.saved') : t('content.ebd.lessonAdded'),
  });
  return (
    <AdminForm
      state={state}
      submitLabel={l ? t('content.save') : t('content.ebd.addLesson')}
      actions={
        l && onDone ? (
          <Button variant="ghost" onClick={onDone}>
            {t('kit.cancel')}
          </Button>
        ) : undefined
      }
    >
      <FormText
        name="numero"
        type="number"
        inputMode="numeric"
        min={1}
        max={EBD_LESSONS_MAX}
        label={t('content.ebd.lesson.numero')}
        required
      />
      <FormText name="data" type="date" label={t('content.ebd.lesson.data')} required />
      <FormText name="titulo" label={t('content.ebd.lesson.titulo')} maxLength={CONTENT_TITLE_MAX} required />
      <FormText
        name="textoBiblico"
        label={t('content.ebd.lesson.textoBiblico')}
        hint={t('content.ebd.lesson.textoBiblicoHint')}
        maxLength={EBD_REFERENCE_MAX}
      />
      <RichTextField name="conteudo" label={t('content.ebd.lesson.conteudo')} required />
    </AdminForm>
  );
}
