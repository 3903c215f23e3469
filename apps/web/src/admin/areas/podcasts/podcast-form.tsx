import {
  PODCAST_AUTHOR_MAX,
  PODCAST_CATEGORY_KEYS,
  PODCAST_CODE_MAX,
  PODCAST_DESCRIPTION_MAX,
  PODCAST_TITLE_MAX,
  ZAdminPodcastBody,
  type TAdminPodcast,
  type TAdminPodcastBody,
} from '@congrega/contract/admin/podcasts';
import { LOCALES } from '@congrega/contract/locale';
import { useFormContext } from 'react-hook-form';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormText, FormTextArea } from '../../../components/form/form-text.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, blanksAsNull, useAdminForm } from '../../kit/admin-form.tsx';
import { ImageField } from '../../kit/image-field.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { uploadContentImage } from '../content/content-api.ts';

const ZPodcastForm = blanksAsNull(ZAdminPodcastBody, ['descricao', 'imagem', 'autor']);

/**
 * A podcast's fields: code (its addresses), title, description, cover (the content upload pipeline) and feed details
 * (author, category, language, explicit, locked, hidden from directories).
 */
export function PodcastForm({ podcast: p, save }: { podcast?: TAdminPodcast; save: (body: TAdminPodcastBody) => Promise<unknown> }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const state = useAdminForm({
    schema: ZPodcastForm,
    defaultValues: {
      codigo: p?.codigo ?? '',
      titulo: p?.titulo ?? '',
      descricao: p?.descricao ?? '',
      imagem: p?.imagem ?? '',
      autor: p?.autor ?? '',
      categoria: p?.categoria ?? 'christianity',
      explicito: p?.explicito ?? false,
      idioma: p?.idioma ?? 'pt-BR',
      bloqueado: p?.bloqueado ?? true,
      ocultoDiretorios: p?.ocultoDiretorios ?? false,
    },
    submit: async (body) => {
      await save(body);
      if (!p) state.form.reset();
    },
    savedText: p ? t('podcasts.saved') : t('podcasts.created'),
  });
  return (
    <AdminForm state={state} submitLabel={p ? t('podcasts.save') : t('podcasts.create')}>
      <FormText name="titulo" label={t('podcasts.fields.titulo')} maxLength={PODCAST_TITLE_MAX} required />
      <FormText
        name="codigo"
        label={t('podcasts.fields.codigo')}
        hint={t('podcasts.fields.codigoHint')}
        maxLength={PODCAST_CODE_MAX}
        required
      />
      <FormTextArea name="descricao" label={t('podcasts.fields.descricao')} maxLength={PODCAST_DESCRIPTION_MAX} rows={4} />
      <ImageField
        name="imagem"
        label={t('podcasts.fields.imagem')}
        hint={t('podcasts.fields.imagemHint')}
        upload={(file) => uploadContentImage(church.slug, file)}
      />
      <FormText name="autor" label={t('podcasts.fields.autor')} maxLength={PODCAST_AUTHOR_MAX} />
      <FormSelect
        name="categoria"
        label={t('podcasts.fields.categoria')}
        placeholder={t('podcasts.fields.choose')}
        options={PODCAST_CATEGORY_KEYS.map((value) => ({ value, label: t(`podcasts.categories.${value}`) }))}
        required
      />
      <FormSelect
        name="idioma"
        label={t('podcasts.fields.idioma')}
        placeholder={t('podcasts.fields.choose')}
        options={LOCALES.map((value) => ({ value, label: t(`podcasts.languages.${value}`) }))}
        required
      />
      <FeedFlag name="explicito" />
      <FeedFlag name="bloqueado" />
      <FeedFlag name="ocultoDiretorios" />
    </AdminForm>
  );
}

/** One of the feed's yes/no settings (itunes:explicit, podcast:locked, itunes:block) as a checkbox. */
function FeedFlag({ name }: { name: 'explicito' | 'bloqueado' | 'ocultoDiretorios' }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { register } = useFormContext<Record<typeof name, boolean>>();
  return (
    <label className="choice">
      <input type="checkbox" {...register(name)} /> {t(`podcasts.fields.${name}`)}
    </label>
  );
}
