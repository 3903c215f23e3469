import { CHURCH_LANGUAGES, ZChurchTextsBody, type TChurchSettings } from '@congrega/contract/admin/settings';
import { settingsUpdateTexts } from '@congrega/contract/endpoints/admin-settings';
import { matchLocale } from '@congrega/contract/locale';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormText, FormTextArea } from '../../../components/form/form-text.tsx';
import { apiCall } from '../../../lib/api-call.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, blanksAsNull, useAdminForm } from '../../kit/admin-form.tsx';
import { RichTextField } from '../../kit/rich-text-field.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useSettingsSaved } from './settings-api.ts';

/** A blank reply address clears it (the church's public e-mail answers). */
const ZTextsForm = blanksAsNull(ZChurchTextsBody, ['emailResposta']);

/** Time zones the browser knows (the server checks the one sent). */
const ZONES = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone').filter((z) => z.includes('/')) : [];

/** Name, description, history, language, time zone and the e-mails' reply address. */
export function TextsForm({ settings }: { settings: TChurchSettings }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const saved = useSettingsSaved(church.slug);
  const state = useAdminForm({
    schema: ZTextsForm,
    defaultValues: {
      nome: settings.nome,
      descricao: settings.descricao ?? '',
      historia: settings.historia ?? '',
      idioma: settings.idioma as (typeof CHURCH_LANGUAGES)[number],
      fusoHorario: settings.fusoHorario,
      emailResposta: settings.emailResposta ?? '',
    },
    submit: async (body) => saved(await apiCall(settingsUpdateTexts, { params: { church: church.slug }, body })),
    savedText: t('settings.saved'),
  });
  const zones = ZONES.includes(settings.fusoHorario) ? ZONES : [settings.fusoHorario, ...ZONES];
  return (
    <section className="form-section" aria-labelledby="texts-title">
      <h2 id="texts-title">{t('settings.texts')}</h2>
      <AdminForm state={state} submitLabel={t('settings.save')}>
        <FormText name="nome" label={t('settings.name')} required />
        <FormTextArea name="descricao" label={t('settings.description')} rows={3} />
        <RichTextField name="historia" label={t('settings.history')} />
        <FormSelect
          name="idioma"
          label={t('settings.language')}
          placeholder={t('grants.choose')}
          options={CHURCH_LANGUAGES.map((l) => ({ value: l, label: t(`common:languages.${matchLocale(l) ?? 'en'}`) }))}
        />
        <FormSelect
          name="fusoHorario"
          label={t('settings.timeZone')}
          placeholder={t('grants.choose')}
          options={zones.map((z) => ({ value: z, label: z }))}
        />
        <FormText
          name="emailResposta"
          label={t('settings.replyTo')}
          hint={t('settings.replyToHint')}
          type="email"
          inputMode="email"
          autoComplete="email"
        />
      </AdminForm>
    </section>
  );
}
