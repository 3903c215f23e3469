import { PRAYER_EXPIRY_DAYS_MAX, PRAYER_REPORTS_MAX, type TAdminPrayerSettings } from '@congrega/contract/admin/prayer';
import { adminPrayerSettingsSave } from '@congrega/contract/endpoints/admin-prayer';
import { FormText } from '../../../components/form/form-text.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { CheckboxField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { Fact, Facts } from '../../kit/facts.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { usePrayerSettings, usePrayerSettingsSave } from './prayer-api.ts';
import { ZPrayerSettingsForm } from './prayer-forms.ts';
import { PrayerQueue } from './prayer-queue.tsx';
import { PrayerReasons } from './prayer-reasons.tsx';

/**
 * The prayer wall's area (pastoral grant): the moderation queue with the reported messages, the reasons, and the
 * church's settings (changed with pastoral admin: a church admin; the others read them).
 */
export function PrayerScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <>
      <PageHeader title={t('areas.prayer')}>
        <p className="muted">{t('prayer.intro')}</p>
      </PageHeader>
      <PrayerQueue />
      <PrayerReasons />
      <PrayerSettingsSection />
    </>
  );
}

function PrayerSettingsSection() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const settings = usePrayerSettings(church.slug);
  const mayEdit = useMayCall()(adminPrayerSettingsSave);
  return (
    <section className="form-section" aria-labelledby="prayer-settings-title">
      <h2 id="prayer-settings-title">{t('prayer.settingsTitle')}</h2>
      <QueryState query={settings} isEmpty={() => false}>
        {(data) =>
          mayEdit ? (
            <SettingsForm settings={data} />
          ) : (
            <Facts>
              <Fact label={t('prayer.approval')}>{data.flagAprovacao ? t('prayer.approvalOn') : t('prayer.approvalOff')}</Fact>
              <Fact label={t('prayer.expiryDays')}>{data.diasExpiracao}</Fact>
              <Fact label={t('prayer.reportLimit')}>{data.limiteDenuncias}</Fact>
            </Facts>
          )
        }
      </QueryState>
    </section>
  );
}

function SettingsForm({ settings }: { settings: TAdminPrayerSettings }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const save = usePrayerSettingsSave(church.slug);
  const state = useAdminForm({
    schema: ZPrayerSettingsForm,
    defaultValues: {
      flagAprovacao: settings.flagAprovacao,
      diasExpiracao: String(settings.diasExpiracao),
      limiteDenuncias: String(settings.limiteDenuncias),
    },
    submit: save,
    savedText: t('prayer.settingsSaved'),
  });
  return (
    <AdminForm state={state} submitLabel={t('prayer.save')}>
      <CheckboxField label={t('prayer.approvalLabel')} {...state.form.register('flagAprovacao')} />
      <FormText
        name="diasExpiracao"
        label={t('prayer.expiryDays')}
        hint={t('prayer.expiryHint', { max: PRAYER_EXPIRY_DAYS_MAX })}
        inputMode="numeric"
        required
      />
      <FormText
        name="limiteDenuncias"
        label={t('prayer.reportLimit')}
        hint={t('prayer.reportLimitHint', { max: PRAYER_REPORTS_MAX })}
        inputMode="numeric"
        required
      />
    </AdminForm>
  );
}
