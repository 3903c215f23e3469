import { PRAYER_REASON_MAX, type TAdminPrayerReason } from '@congrega/contract/admin/prayer';
import { adminPrayerReasonCreate } from '@congrega/contract/endpoints/admin-prayer';
import { useState } from 'react';
import { FormText } from '../../../components/form/form-text.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { usePrayerReasonSave, usePrayerReasons } from './prayer-api.ts';
import { ZPrayerReasonForm } from './prayer-forms.ts';

/** The reasons a member picks on a new request: in their order; one switched off leaves the form, requests keep it. */
export function PrayerReasons() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const reasons = usePrayerReasons(church.slug);
  const mayEdit = useMayCall()(adminPrayerReasonCreate);
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <section className="form-section" aria-labelledby="prayer-reasons-title">
      <h2 id="prayer-reasons-title">{t('prayer.reasonsTitle')}</h2>
      <QueryState query={reasons} empty={t('prayer.noReasons')} isEmpty={(d) => d.itens.length === 0}>
        {(data) => (
          <ul className="editable-list">
            {data.itens.map((r) => (
              <li key={r.id} className="editable-item">
                {editing === r.id ? (
                  <ReasonForm reason={r} onDone={() => setEditing(null)} />
                ) : (
                  <>
                    <p>
                      <strong>{r.nome}</strong> <span className="muted">#{r.ordem}</span>{' '}
                      {r.flagAtivo ? null : <span className="muted">({t('prayer.reasonOff')})</span>}
                    </p>
                    {mayEdit ? (
                      <div className="actions">
                        <Button variant="ghost" className="btn-sm" onClick={() => setEditing(r.id)}>
                          {t('prayer.edit')}
                          <span className="sr-only"> {r.nome}</span>
                        </Button>
                      </div>
                    ) : null}
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {mayEdit ? (
        <>
          <h3>{t('prayer.addReason')}</h3>
          <ReasonForm />
        </>
      ) : null}
    </section>
  );
}

function ReasonForm({ reason: r, onDone }: { reason?: TAdminPrayerReason; onDone?: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const save = usePrayerReasonSave(church.slug);
  const state = useAdminForm({
    schema: ZPrayerReasonForm,
    defaultValues: { nome: r?.nome ?? '', ordem: String(r?.ordem ?? 0), flagAtivo: r?.flagAtivo ?? true },
    submit: async (body) => {
      await save(r?.id ?? null, body);
      if (r) onDone?.();
      else state.form.reset();
    },
    savedText: r ? t('prayer.reasonSaved') : t('prayer.reasonAdded'),
  });
  return (
    <AdminForm
      state={state}
      submitLabel={r ? t('prayer.save') : t('prayer.addReason')}
      actions={
        onDone ? (
          <Button variant="ghost" onClick={onDone}>
            {t('kit.cancel')}
          </Button>
        ) : undefined
      }
    >
      <FormText name="nome" label={t('prayer.reasonName')} maxLength={PRAYER_REASON_MAX} required />
      <FormText name="ordem" label={t('prayer.reasonOrder')} inputMode="numeric" required />
      <CheckboxField label={t('prayer.reasonActive')} {...state.form.register('flagAtivo')} />
    </AdminForm>
  );
}
