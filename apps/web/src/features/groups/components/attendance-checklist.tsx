import type { TRosterMember } from '@congrega/contract/groups-leader';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { MeetingFormValues } from '../lib/meeting-form.ts';

/**
 * The attendance checklist: one checkbox per member of the cell (a fieldset named by its legend), and a count. A new
 * meeting lists the roster; a change lists the checklist the meeting was recorded with.
 */
export function AttendanceChecklist({ members }: { members: Array<Pick<TRosterMember, 'usuarioId' | 'nome'>> }) {
  const { t } = useTranslation('groups');
  const { control } = useFormContext<MeetingFormValues>();
  const { field } = useController({ control, name: 'presentes' });
  const chosen = new Set(field.value);
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    field.onChange([...next]);
  };
  return (
    <fieldset className="attendance-list">
      <legend>{t('leader.attendance')}</legend>
      {members.length === 0 ? <p className="group-meta">{t('leader.noMembers')}</p> : null}
      {members.map((m) => {
        const id = String(m.usuarioId);
        return (
          <label key={id} className="attendance-choice">
            <input type="checkbox" checked={chosen.has(id)} onChange={(e) => toggle(id, e.target.checked)} onBlur={field.onBlur} />
            {m.nome}
          </label>
        );
      })}
      <p className="group-meta" aria-live="polite">
        {t('leader.presentCount', { count: chosen.size, total: members.length })}
      </p>
    </fieldset>
  );
}
