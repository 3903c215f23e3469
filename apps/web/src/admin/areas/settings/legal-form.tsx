import { LEGAL_NAME_MAX, ZChurchLegalBody, type TChurchLegal } from '@congrega/contract/admin/settings';
import { formatCnpj } from '@congrega/contract/cnpj';
import { settingsUpdateLegal } from '@congrega/contract/endpoints/admin-settings';
import { FormText } from '../../../components/form/form-text.tsx';
import { apiCall } from '../../../lib/api-call.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, blanksAsNull, useAdminForm } from '../../kit/admin-form.tsx';
import { Fact, Facts } from '../../kit/facts.tsx';
import { useMayCall } from '../../lib/console-areas.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useSettingsSaved } from './settings-api.ts';

const FIELDS = ['razaoSocial', 'cnpj', 'cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'estado'] as const;
const ZLegalForm = blanksAsNull(ZChurchLegalBody, FIELDS);

/**
 * The legal identity the yearly donation receipts print (razão social, CNPJ, address), changed by a settings admin
 * (a settings editor sees it only). The CNPJ is shown formatted; the server stores its digits.
 */
export function LegalForm({ legal }: { legal: TChurchLegal }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const mayCall = useMayCall();
  const saved = useSettingsSaved(church.slug);
  const shown = { ...legal, cnpj: legal.cnpj && formatCnpj(legal.cnpj) };
  const state = useAdminForm({
    schema: ZLegalForm,
    defaultValues: Object.fromEntries(FIELDS.map((f) => [f, shown[f] ?? ''])) as Record<(typeof FIELDS)[number], string>,
    submit: async (body) => saved(await apiCall(settingsUpdateLegal, { params: { church: church.slug }, body })),
    savedText: t('settings.saved'),
  });
  return (
    <section className="form-section" aria-labelledby="legal-title">
      <h2 id="legal-title">{t('settings.legal.title')}</h2>
      <p className="muted">{t('settings.legal.intro')}</p>
      {mayCall(settingsUpdateLegal) ? (
        <AdminForm state={state} submitLabel={t('settings.save')}>
          <FormText name="razaoSocial" label={t('settings.legal.razaoSocial')} maxLength={LEGAL_NAME_MAX} />
          <FormText name="cnpj" label={t('settings.legal.cnpj')} hint={t('settings.legal.cnpjHint')} autoCapitalize="characters" />
          <FormText name="cep" label={t('settings.legal.cep')} inputMode="numeric" autoComplete="postal-code" />
          <FormText name="logradouro" label={t('settings.legal.logradouro')} autoComplete="address-line1" />
          <FormText name="numero" label={t('settings.legal.numero')} />
          <FormText name="complemento" label={t('settings.legal.complemento')} autoComplete="address-line2" />
          <FormText name="bairro" label={t('settings.legal.bairro')} />
          <FormText name="cidade" label={t('settings.legal.cidade')} autoComplete="address-level2" />
          <FormText name="estado" label={t('settings.legal.estado')} autoComplete="address-level1" />
        </AdminForm>
      ) : (
        <Facts>
          {FIELDS.map((f) => (
            <Fact key={f} label={t(`settings.legal.${f}`)}>
              {shown[f] ?? t('settings.legal.none')}
            </Fact>
          ))}
        </Facts>
      )}
    </section>
  );
}
