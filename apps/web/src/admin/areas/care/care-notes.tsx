import { PRAYER_CARE_NOTE_MAX, ZAdminCareNoteBody, type TAdminCareDetail } from '@congrega/contract/admin/prayer';
import { adminCareNoteAdd } from '@congrega/contract/endpoints/admin-prayer';
import { FormTextArea } from '../../../components/form/form-text.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { Section } from '../../kit/facts.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useCareWrites } from './care-api.ts';

/** The pastoral team's private notes on a care item, newest first (never shown to the requester). */
export function CareNotes({ item: c }: { item: TAdminCareDetail }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const { addNote } = useCareWrites(church.slug, c.idOracao);
  const mayEdit = useMayCall()(adminCareNoteAdd);
  const state = useAdminForm({
    schema: ZAdminCareNoteBody,
    defaultValues: { texto: '' },
    submit: async (body) => {
      await addNote(body.texto);
      state.form.reset();
    },
    savedText: t('care.noteAdded'),
  });
  return (
    <Section id="care-notes" title={t('care.notes')}>
      <p className="muted">{t('care.notesHint')}</p>
      {c.notas.length === 0 ? (
        <p className="muted">{t('care.noNotes')}</p>
      ) : (
        <ul className="editable-list">
          {c.notas.map((n) => (
            <li key={n.id} className="editable-item">
              <p className="prayer-text">{n.texto}</p>
              <p className="muted">
                {n.autor ?? t('care.formerStaff')} · {formatAt(n.criadoEm, church, lang)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {mayEdit ? (
        <AdminForm state={state} submitLabel={t('care.addNote')}>
          <FormTextArea name="texto" label={t('care.newNote')} maxLength={PRAYER_CARE_NOTE_MAX} required />
        </AdminForm>
      ) : null}
    </Section>
  );
}
