import { BANNER_ALT_MAX, ZBannerBody, type TAdminBanner } from '@congrega/contract/admin/settings';
import { resolveTimeZone } from '@congrega/contract/datetime';
import { bannerCreate, bannerUpdate } from '@congrega/contract/endpoints/admin-settings';
import { FormText } from '../../../components/form/form-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { apiCall } from '../../../lib/api-call.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { ImageField } from '../../kit/image-field.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { bannerFormSchema, bannerFormValues } from './banner-form-values.ts';
import { uploadSettingsImage } from './settings-api.ts';

/**
 * A banner's form, to add one (no `banner`) or change one: title, its image uploaded here (the church's own upload,
 * with its text alternative), link and the window it shows in, on the church's clock.
 */
export function BannerForm({ banner, reload, onDone }: { banner?: TAdminBanner; reload: () => Promise<unknown>; onDone?: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const zone = resolveTimeZone(church.fusoHorario);
  const params = { church: church.slug };
  const state = useAdminForm({
    // One schema for both: a change sends every field of the form, never the shown/hidden switch (the list's own).
    schema: bannerFormSchema(ZBannerBody, zone),
    defaultValues: bannerFormValues(banner, zone),
    submit: async (body) => {
      if (banner) {
        const changes: Partial<typeof body> = { ...body };
        delete changes.flagAtivo;
        await apiCall(bannerUpdate, { params: { ...params, id: banner.id }, body: changes });
      } else await apiCall(bannerCreate, { params, body });
      await reload();
      if (banner) onDone?.();
      else state.form.reset();
    },
    savedText: banner ? t('settings.saved') : t('settings.bannerAdded'),
  });
  return (
    <AdminForm
      state={state}
      submitLabel={banner ? t('settings.save') : t('settings.addBanner')}
      actions={
        banner ? (
          <Button variant="ghost" onClick={onDone}>
            {t('kit.cancel')}
          </Button>
        ) : undefined
      }
    >
      <FormText name="titulo" label={t('settings.bannerTitle')} required />
      <ImageField
        name="imagem"
        label={t('settings.bannerImage')}
        hint={t('settings.bannerImageHint')}
        required
        upload={(file) => uploadSettingsImage(church.slug, file)}
        alt={{ name: 'textoAlternativo', label: t('settings.bannerAlt'), hint: t('settings.bannerAltHint'), maxLength: BANNER_ALT_MAX }}
      />
      <FormText name="link" label={t('settings.itemLink')} hint={t('settings.linkHint')} />
      <FormText name="dataInicio" type="datetime-local" label={t('settings.bannerStart')} hint={t('settings.bannerWindowHint', { zone })} />
      <FormText name="dataFim" type="datetime-local" label={t('settings.bannerEnd')} hint={t('settings.bannerWindowHint', { zone })} />
    </AdminForm>
  );
}
