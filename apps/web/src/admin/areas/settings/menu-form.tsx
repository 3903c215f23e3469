import { ZMenuBody, type TAdminMenuItem } from '@congrega/contract/admin/settings';
import { settingsUpdateMenu } from '@congrega/contract/endpoints/admin-settings';
import { useFieldArray } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/field.tsx';
import { FormText } from '../../../components/form/form-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { apiCall } from '../../../lib/api-call.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useSettingsSaved } from './settings-api.ts';

/** The church app's menu: its items in order (title, link, icon, shown or hidden), saved together. */
export function MenuForm({ menu }: { menu: TAdminMenuItem[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const saved = useSettingsSaved(church.slug);
  const state = useAdminForm({
    schema: ZMenuBody,
    defaultValues: {
      itens: [...menu]
        .sort((a, b) => a.ordem - b.ordem)
        .map((item) => ({ id: item.id, titulo: item.titulo, link: item.link, icone: item.icone ?? '', flagAtivo: item.flagAtivo })),
    },
    submit: async (body) => {
      const itens = body.itens.map((item) => ({ ...item, icone: item.icone || null }));
      saved(await apiCall(settingsUpdateMenu, { params: { church: church.slug }, body: { itens } }));
    },
    savedText: t('settings.saved'),
  });
  const items = useFieldArray({ control: state.form.control, name: 'itens' });
  return (
    <section className="form-section" aria-labelledby="menu-title">
      <h2 id="menu-title">{t('settings.menu')}</h2>
      <AdminForm
        state={state}
        submitLabel={t('settings.saveMenu')}
        actions={
          <Button variant="secondary" onClick={() => items.append({ titulo: '', link: '/', icone: '', flagAtivo: true })}>
            {t('settings.addItem')}
          </Button>
        }
      >
        {items.fields.length === 0 ? <p className="muted">{t('settings.noMenu')}</p> : <p className="muted">{t('settings.linkHint')}</p>}
        <ol className="editable-list">
          {items.fields.map((field, index) => (
            <li key={field.id} className="editable-item">
              <fieldset>
                <legend>{t('settings.itemN', { n: index + 1 })}</legend>
                <FormText name={`itens.${index}.titulo`} label={t('settings.itemTitle')} required />
                <FormText name={`itens.${index}.link`} label={t('settings.itemLink')} required />
                <FormText name={`itens.${index}.icone`} label={t('settings.itemIcon')} />
                <CheckboxField label={t('settings.itemShown')} {...state.form.register(`itens.${index}.flagAtivo`)} />
                <div className="actions">
                  <Button variant="ghost" className="btn-sm" disabled={index === 0} onClick={() => items.move(index, index - 1)}>
                    {t('settings.moveUp')}
                  </Button>
                  <Button
                    variant="ghost"
                    className="btn-sm"
                    disabled={index === items.fields.length - 1}
                    onClick={() => items.move(index, index + 1)}
                  >
                    {t('settings.moveDown')}
                  </Button>
                  <Button variant="ghost" className="btn-sm" onClick={() => items.remove(index)}>
                    {t('settings.removeItem')}
                  </Button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
      </AdminForm>
    </section>
  );
}
