import type { TMeetingBody, TRosterMember } from '@congrega/contract/groups-leader';
import { MEETING_NOTES_MAX, MEETING_THEME_MAX } from '@congrega/contract/groups-leader';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BoundForm } from '../../../components/form/bound-form.tsx';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormText, FormTextArea } from '../../../components/form/form-text.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { churchTimeZone } from '../../../lib/bootstrap.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { applyServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { FORM_VALIDATION, zodFormResolver } from '../../../lib/zod-form-resolver.ts';
import { useStudies } from '../api/get-studies.ts';
import { meetingBody, meetingFormField, ZMeetingForm, type MeetingFormValues } from '../lib/meeting-form.ts';
import { AttendanceChecklist } from './attendance-checklist.tsx';

/**
 * A meeting's form, to record one (the roster as its checklist) or change one (the checklist it was recorded with):
 * day, start and finish on the church's clock, study, theme, who came, visitors and notes. `save` sends the body;
 * a refusal lands on its field, else above the form.
 */
export function MeetingForm({
  cellName,
  members,
  defaultValues,
  save,
}: {
  cellName: string;
  members: Array<Pick<TRosterMember, 'usuarioId' | 'nome'>>;
  defaultValues: MeetingFormValues;
  save: (body: TMeetingBody) => Promise<unknown>;
}) {
  const { t } = useTranslation('groups');
  const studies = useStudies();
  const [formError, setFormError] = useState<string | null>(null);
  const timeZone = churchTimeZone();
  const form = useForm<MeetingFormValues, unknown, z.output<typeof ZMeetingForm>>({
    resolver: zodFormResolver(ZMeetingForm),
    ...FORM_VALIDATION,
    defaultValues,
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save(meetingBody(values, timeZone));
    } catch (err) {
      if (!applyServerFieldErrors(err, form.setError, meetingFormField)) setFormError(failureText(err, t('leader.failed')));
      else if (!Object.keys(form.formState.errors).length) setFormError(failureText(err, t('leader.failed')));
    }
  });
  return (
    <>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <BoundForm form={form} onSubmit={submit} submitLabel={t('leader.save')}>
        <p className="group-meta">{cellName}</p>
        <FormText name="data" type="date" label={t('leader.date')} required />
        <div className="meeting-times">
          <FormText name="inicio" type="time" label={t('leader.start')} required />
          <FormText name="fim" type="time" label={t('leader.end')} required />
        </div>
        <FormSelect
          name="idEstudo"
          label={t('leader.study')}
          placeholder={t('leader.noStudy')}
          options={(studies.data ?? []).map((s) => ({ value: String(s.id), label: s.titulo }))}
        />
        <FormText name="tema" label={t('leader.theme')} maxLength={MEETING_THEME_MAX} />
        <AttendanceChecklist members={members} />
        <FormText name="visitantes" type="number" min={0} inputMode="numeric" label={t('leader.visitorCount')} required />
        <FormTextArea name="nomesVisitantes" label={t('leader.visitorNames')} hint={t('leader.visitorNamesHint')} rows={3} />
        <FormTextArea name="observacao" label={t('leader.notes')} rows={4} maxLength={MEETING_NOTES_MAX} />
      </BoundForm>
    </>
  );
}
