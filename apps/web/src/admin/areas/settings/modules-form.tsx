import { MODULE_CODES } from '@congrega/contract/church';
import { ZModulesBody } from '@congrega/contract/admin/settings';
import { settingsUpdateModules } from '@congrega/contract/endpoints/admin-settings';
import { apiCall } from '../../../lib/api-call.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useSettingsSaved } from './settings-api.ts';

/** The church's modules, each on or off (the church app shows only what is on). */
export function ModulesForm({ modules }: { modules: { codigo: (typeof MODULE_CODES)[number]; ativo: boolean }[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const saved = useSettingsSaved(church.slug);
  const state = useAdminForm({
    schema: ZModulesBody,
    defaultValues: { ativos: modules.filter((m) => m.ativo).map((m) => m.codigo) },
    submit: async (body) => saved(await apiCall(settingsUpdateModules, { params: { church: church.slug }, body })),
    savedText: t('settings.saved'),
  });
  return (
    <section className="form-section" aria-labelledby="modules-title">
      <h2 id="modules-title">{t('settings.modules')}</h2>
      <AdminForm state={state} submitLabel={t('settings.save')}>
        <fieldset className="check-grid">
          <legend className="sr-only">{t('settings.modules')}</legend>
          {MODULE_CODES.map((code) => (
            <label key={code} className="choice">
              <input type="checkbox" value={code} {...state.form.register('ativos')} />
              {t(`moduleNames.${code}`)}
            </label>
          ))}
        </fieldset>
      </AdminForm>
    </section>
  );
}
