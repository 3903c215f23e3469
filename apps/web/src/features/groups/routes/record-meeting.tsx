import type { TRoster } from '@congrega/contract/groups-leader';
import { MEETING_NOTES_MAX, MEETING_THEME_MAX } from '@congrega/contract/groups-leader';
import { calendarDay } from '@congrega/contract/datetime';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import type { z } from 'zod';
import { BoundForm } from '../../../components/form/bound-form.tsx';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormText, FormTextArea } from '../../../components/form/form-text.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { churchTimeZone } from '../../../lib/bootstrap.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { RouteParams } from '../../../lib/route-params.ts';
import { applyServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { FORM_VALIDATION, zodFormResolver } from '../../../lib/zod-form-resolver.ts';
import { useRecordMeeting, useRoster } from '../api/leader-tools.ts';
import { useStudies } from '../api/get-studies.ts';
import { AttendanceChecklist } from '../components/attendance-checklist.tsx';
import { meetingBody, meetingDefaults, meetingFormField, ZMeetingForm, type MeetingFormValues } from '../lib/meeting-form.ts';
import '../groups.css';

export function loader(_args: LoaderFunctionArgs, params: RouteParams) {
  return { celulaId: Number(params.celulaId) };
}

/** /groups/{celulaId}/meetings/new: the leader records a meeting with its attendance, then sees the cell's health. */
export function Component() {
  const { celulaId } = useLoaderData<typeof loader>();
  const { t } = useTranslation('groups');
  const roster = useRoster(celulaId);
  useDocumentTitle(t('leader.record'));
  return (
    <section className="groups-page group-narrow">
      <p>
        <Link to={`/groups/${celulaId}`}>{t('meetings.back')}</Link>
      </p>
      <h1>{t('leader.record')}</h1>
      <QueryState query={roster} isEmpty={() => false}>
        {(r) => <MeetingForm celulaId={celulaId} roster={r} />}
      </QueryState>
    </section>
  );
}

function MeetingForm({ celulaId, roster }: { celulaId: number; roster: TRoster }) {
  const { t } = useTranslation('groups');
  const studies = useStudies();
  const record = useRecordMeeting(celulaId);
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const timeZone = churchTimeZone();
  const form = useForm<MeetingFormValues, unknown, z.output<typeof ZMeetingForm>>({
    resolver: zodFormResolver(ZMeetingForm),
    ...FORM_VALIDATION,
    defaultValues: meetingDefaults(calendarDay(new Date(), timeZone)),
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await record.mutateAsync(meetingBody(values, timeZone));
      await navigate(`/groups/${celulaId}/health`, { state: { recorded: true } });
    } catch (err) {
      if (!applyServerFieldErrors(err, form.setError, meetingFormField)) setFormError(failureText(err, t('leader.failed')));
      else if (!Object.keys(form.formState.errors).length) setFormError(failureText(err, t('leader.failed')));
    }
  });
  return (
    <>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <BoundForm form={form} onSubmit={submit} submitLabel={t('leader.save')}>
        <p className="group-meta">{roster.celula}</p>
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
        <AttendanceChecklist members={roster.membros} />
        <FormText name="visitantes" type="number" min={0} inputMode="numeric" label={t('leader.visitorCount')} required />
        <FormTextArea name="nomesVisitantes" label={t('leader.visitorNames')} hint={t('leader.visitorNamesHint')} rows={3} />
        <FormTextArea name="observacao" label={t('leader.notes')} rows={4} maxLength={MEETING_NOTES_MAX} />
      </BoundForm>
    </>
  );
}
