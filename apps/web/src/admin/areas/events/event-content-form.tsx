import {
  EVENT_CONTENT_DESCRIPTION_MAX,
  EVENT_CONTENT_TEXT_MAX,
  EVENT_CONTENT_TITLE_MAX,
  EVENT_CONTENT_URL_MAX,
  ZAdminEventContentBody,
  type TAdminEventContent,
  type TAdminEventContentInput,
} from '@congrega/contract/admin/event-contents';
import type { TAdminEvent } from '@congrega/contract/admin/events';
import { CONTENT_TYPES } from '@congrega/contract/events-purchase';
import { useWatch } from 'react-hook-form';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormText, FormTextArea } from '../../../components/form/form-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, blanksAsNull, useAdminForm } from '../../kit/admin-form.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';

const ZContentForm = blanksAsNull(ZAdminEventContentBody, ['descricao', 'url', 'texto', 'ingressoId']);

/** Adds a content, or changes one (`content`): a text typed here, or a video, link or file by its https address. */
export function EventContentForm({
  event,
  content: c,
  save,
  onDone,
}: {
  event: TAdminEvent;
  content?: TAdminEventContent;
  save: (id: number | null, body: TAdminEventContentInput) => Promise<void>;
  onDone?: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const state = useAdminForm({
    schema: ZContentForm,
    defaultValues: {
      titulo: c?.titulo ?? '',
      descricao: c?.descricao ?? '',
      tipo: c?.tipo ?? 'video',
      url: c?.url ?? '',
      texto: c?.texto ?? '',
      ingressoId: c?.ingressoId === null || c === undefined ? '' : String(c.ingressoId),
    },
    submit: async (body) => {
      await save(c?.id ?? null, body);
      if (c) onDone?.();
      else state.form.reset();
    },
    savedText: c ? t('eventContents.saved') : t('eventContents.added'),
  });
  const tipo = useWatch({ control: state.form.control, name: 'tipo' });
  const contentTypes = event.ingressos.filter((i) => i.flagConteudoOnline);
  return (
    <AdminForm
      state={state}
      submitLabel={c ? t('eventContents.save') : t('eventContents.add')}
      actions={
        onDone ? (
          <Button variant="ghost" onClick={onDone}>
            {t('kit.cancel')}
          </Button>
        ) : undefined
      }
    >
      <FormText name="titulo" label={t('eventContents.title')} maxLength={EVENT_CONTENT_TITLE_MAX} required />
      <FormSelect
        name="tipo"
        label={t('eventContents.type')}
        placeholder={t('eventContents.chooseType')}
        options={CONTENT_TYPES.map((value) => ({ value, label: t(`eventContents.types.${value}`) }))}
        required
      />
      {tipo === 'texto' ? (
        <FormTextArea name="texto" label={t('eventContents.text')} maxLength={EVENT_CONTENT_TEXT_MAX} rows={8} required />
      ) : (
        <FormText
          name="url"
          type="url"
          inputMode="url"
          label={t('eventContents.url')}
          hint={t('eventContents.urlHint')}
          maxLength={EVENT_CONTENT_URL_MAX}
          required
        />
      )}
      <FormTextArea name="descricao" label={t('eventContents.description')} maxLength={EVENT_CONTENT_DESCRIPTION_MAX} />
      <FormSelect
        name="ingressoId"
        label={t('eventContents.for')}
        placeholder={t('eventContents.forAll')}
        options={contentTypes.map((i) => ({ value: String(i.id), label: i.nome }))}
      />
    </AdminForm>
  );
}
