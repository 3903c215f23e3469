import { CONTENT_SLUG_MAX } from '@congrega/contract/content-slugs';
import { useWatch } from 'react-hook-form';
import { FormSelect, withCurrent } from '../../../components/form/form-select.tsx';
import { FormText } from '../../../components/form/form-text.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ImageField } from '../../kit/image-field.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { uploadContentImage } from './content-api.ts';
import type { OwnField } from './content-kinds.ts';
import { useReadyVideos } from '../media/media-api.ts';
import { useMinistryChoices, usePublicationTypes } from './content-parts-api.ts';
import { PdfField } from './pdf-field.tsx';
import { SocialLinksField } from './social-links-field.tsx';

/** One of the kind's own fields in the editor, by its type (content-kinds.ts), labelled `content.fields.<name>`. */
export function OwnFieldInput({ field }: { field: OwnField }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const label = t(`content.fields.${field.name}`);
  const common = { name: field.name, label, required: field.required, maxLength: field.max };
  switch (field.type) {
    case 'slug':
      return <FormText {...common} hint={t('content.fields.slugHint')} maxLength={CONTENT_SLUG_MAX} />;
    case 'date':
      return <FormText {...common} type="date" />;
    case 'count':
      return <FormText {...common} type="number" inputMode="numeric" min={0} step={1} hint={t(`content.fields.${field.name}Hint`)} />;
    case 'email':
      return <FormText {...common} type="email" inputMode="email" autoComplete="off" />;
    case 'tel':
      return <FormText {...common} type="tel" inputMode="tel" autoComplete="off" />;
    case 'publicationType':
      return <PublicationTypeSelect name={field.name} label={label} />;
    case 'ministry':
      return <MinistrySelect name={field.name} label={label} />;
    case 'pdf':
      return <PdfField name={field.name} label={label} required={field.required} />;
    case 'image':
      return <ImageField name={field.name} label={label} upload={(file) => uploadContentImage(church.slug, file)} />;
    case 'social':
      return <SocialLinksField name={field.name} legend={label} />;
    case 'media':
      return <MediaSelect name={field.name} label={label} />;
    default:
      return <FormText {...common} />;
  }
}

/**
 * A choice among the church's rows (types, ministries), shown once they loaded so the form's value (a stored one, or
 * one the link gave) is selected; one that is not among them (or a failed load) stays selectable.
 */
function ChoiceSelect({
  name,
  label,
  choices,
  placeholder,
  hint,
}: {
  name: string;
  label: string;
  choices: { isPending: boolean; data?: Array<{ value: string; label: string }> };
  placeholder: string;
  hint?: string;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const value = useWatch({ name }) as string | undefined;
  if (choices.isPending) return <p className="muted">{t('content.loadingChoices')}</p>;
  return (
    <FormSelect name={name} label={label} required placeholder={placeholder} hint={hint} options={withCurrent(choices.data ?? [], value)} />
  );
}

function PublicationTypeSelect({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const types = usePublicationTypes(church.slug);
  const data = types.data?.itens.map((type) => ({ value: String(type.id), label: type.nome }));
  return (
    <ChoiceSelect
      name={name}
      label={label}
      choices={{ isPending: types.isPending, data }}
      placeholder={t('content.chooseType')}
      hint={data && data.length === 0 ? t('content.noTypesYet') : undefined}
    />
  );
}

function MinistrySelect({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const ministries = useMinistryChoices(church.slug);
  const data = ministries.data?.itens.map((m) => ({ value: String(m.id), label: m.titulo }));
  return (
    <ChoiceSelect name={name} label={label} choices={{ isPending: ministries.isPending, data }} placeholder={t('content.chooseMinistry')} />
  );
}

/** A video content's uploaded video: a processed file of the media library (blank: the link above plays). */
function MediaSelect({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  // The media library is a content tool: whoever edits a video may list it (MEDIA_LIBRARY_GRANTS).
  const media = useReadyVideos(church.slug);
  const value = useWatch({ name }) as string | undefined;
  if (media.isPending) return <p className="muted">{t('content.loadingChoices')}</p>;
  const options = (media.data ?? []).map((m) => ({ value: String(m.id), label: m.nome }));
  const hint = media.data && options.length === 0 ? t('content.noMediaYet') : t('content.fields.midiaArquivoIdHint');
  return <FormSelect name={name} label={label} placeholder={t('content.noMedia')} hint={hint} options={withCurrent(options, value)} />;
}
