import { PRAYER_AUTHOR_NAME_MAX, ZAdminPrayerEditBody, type TAdminPrayerRequest } from '@congrega/contract/admin/prayer';
import { PRAYER_MESSAGE_MAX } from '@congrega/contract/prayer';
import { FormText, FormTextArea } from '../../../components/form/form-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';

/** Edits or redacts a request before (or after) it is published: the name shown and the text; the author is told. */
export function PrayerEditForm({
  request: r,
  onSave,
  onDone,
}: {
  request: TAdminPrayerRequest;
  onSave: (id: string, body: { nome: string; mensagem: string }) => Promise<void>;
  onDone: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const state = useAdminForm({
    schema: ZAdminPrayerEditBody,
    defaultValues: { nome: r.nome, mensagem: r.mensagem },
    submit: async (body) => {
      await onSave(r.id, body);
      onDone();
    },
    savedText: t('prayer.edited'),
  });
  return (
    <section className="form-section" aria-labelledby="prayer-edit-title">
      <h3 id="prayer-edit-title">{t('prayer.editTitle', { name: r.nome })}</h3>
      <p className="muted">{t('prayer.editHint')}</p>
      <AdminForm
        state={state}
        submitLabel={t('prayer.saveEdit')}
        actions={
          <>
            <Button variant="ghost" onClick={() => state.form.setValue('nome', t('prayer.anonymous'))}>
              {t('prayer.makeAnonymous')}
            </Button>
            <Button variant="ghost" onClick={onDone}>
              {t('kit.cancel')}
            </Button>
          </>
        }
      >
        <FormText name="nome" label={t('prayer.shownName')} maxLength={PRAYER_AUTHOR_NAME_MAX} required />
        <FormTextArea name="mensagem" label={t('prayer.text')} maxLength={PRAYER_MESSAGE_MAX} rows={6} required />
      </AdminForm>
    </section>
  );
}
