import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { churchTimeZone } from '../../../lib/bootstrap.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { RouteParams } from '../../../lib/route-params.ts';
import { useMeeting } from '../api/get-meetings.ts';
import { useMeetingChanges } from '../api/leader-tools.ts';
import { MeetingForm } from '../components/meeting-form.tsx';
import { meetingValues } from '../lib/meeting-form.ts';
import '../groups.css';

export function loader(_args: LoaderFunctionArgs, params: RouteParams) {
  return { celulaId: Number(params.celulaId), meetingId: Number(params.meetingId) };
}

/**
 * /groups/{celulaId}/meetings/{meetingId}/edit: a leader of the cell (within 30 days of the record) or staff changes
 * a meeting, its checklist being the one it was recorded with; then back to the meeting.
 */
export function Component() {
  const { celulaId, meetingId } = useLoaderData<typeof loader>();
  const { t } = useTranslation('groups');
  const meeting = useMeeting(celulaId, meetingId);
  const { update } = useMeetingChanges(celulaId, meetingId);
  const navigate = useNavigate();
  useDocumentTitle(t('meetings.edit'));
  return (
    <section className="groups-page group-narrow">
      <p>
        <Link to={`/groups/${celulaId}/meetings/${meetingId}`}>{t('meetings.backToMeeting')}</Link>
      </p>
      <h1>{t('meetings.edit')}</h1>
      <QueryState query={meeting} isEmpty={() => false}>
        {(m) =>
          m.editavel ? (
            <MeetingForm
              cellName={m.celula}
              members={m.presencas ?? []}
              defaultValues={meetingValues(m, churchTimeZone())}
              save={async (body) => {
                await update.mutateAsync(body);
                await navigate(`/groups/${celulaId}/meetings/${meetingId}`);
              }}
            />
          ) : (
            <Alert tone="info">{t('meetings.closed')}</Alert>
          )
        }
      </QueryState>
    </section>
  );
}
