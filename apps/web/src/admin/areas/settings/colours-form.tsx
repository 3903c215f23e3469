import { MIN_TEXT_CONTRAST, ZVisualBody } from '@congrega/contract/admin/settings';
import { settingsUpdateVisual } from '@congrega/contract/endpoints/admin-settings';
import { contrastRatio, normalizeHexColor } from '@congrega/contract/theme';
import { useWatch } from 'react-hook-form';
import { FormText } from '../../../components/form/form-text.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { apiCall } from '../../../lib/api-call.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useSettingsSaved } from './settings-api.ts';

/** The app colour and the text on it, with a preview and the contrast checked as it is typed. */
export function ColoursForm({ visual }: { visual: { corApp: string; corTexto: string } }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const saved = useSettingsSaved(church.slug);
  const state = useAdminForm({
    schema: ZVisualBody,
    defaultValues: { corApp: visual.corApp, corTexto: visual.corTexto },
    submit: async (body) => saved(await apiCall(settingsUpdateVisual, { params: { church: church.slug }, body })),
    savedText: t('settings.saved'),
  });
  const [app, text] = useWatch({ control: state.form.control, name: ['corApp', 'corTexto'] }) as [string, string];
  const a = normalizeHexColor(app);
  const b = normalizeHexColor(text);
  const ratio = a && b ? contrastRatio(a, b) : undefined;
  return (
    <section className="form-section" aria-labelledby="colours-title">
      <h2 id="colours-title">{t('settings.colours')}</h2>
      <AdminForm state={state} submitLabel={t('settings.save')}>
        <div className="colour-row">
          <FormText name="corApp" label={t('settings.appColour')} hint="#RRGGBB" autoComplete="off" spellCheck={false} required />
          <input
            type="color"
            className="colour-picker"
            aria-label={t('settings.pickAppColour')}
            value={a ?? '#000000'}
            onChange={(e) => state.form.setValue('corApp', e.target.value, { shouldValidate: true })}
          />
        </div>
        <div className="colour-row">
          <FormText name="corTexto" label={t('settings.textColour')} hint="#RRGGBB" autoComplete="off" spellCheck={false} required />
          <input
            type="color"
            className="colour-picker"
            aria-label={t('settings.pickTextColour')}
            value={b ?? '#ffffff'}
            onChange={(e) => state.form.setValue('corTexto', e.target.value, { shouldValidate: true })}
          />
        </div>
        {a && b ? (
          // React sets these through the CSSOM, which the console's CSP (no inline styles) allows.
          <div className="colour-preview" style={{ background: a, color: b }}>
            {t('settings.preview')}
          </div>
        ) : null}
        {ratio !== undefined ? (
          <Alert tone={ratio >= MIN_TEXT_CONTRAST ? 'success' : 'warning'}>
            {t(ratio >= MIN_TEXT_CONTRAST ? 'settings.contrastOk' : 'settings.contrastLow', {
              ratio: new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(ratio),
              min: new Intl.NumberFormat(lang).format(MIN_TEXT_CONTRAST),
            })}
          </Alert>
        ) : null}
      </AdminForm>
    </section>
  );
}
