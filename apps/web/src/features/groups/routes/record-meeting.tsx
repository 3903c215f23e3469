import { calendarDay } from '@congrega/contract/datetime';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { churchTimeZone } from '../../../lib/bootstrap.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { RouteParams } from '../../../lib/route-params.ts';
import { useRecordMeeting, useRoster } from '../api/leader-tools.ts';
import { MeetingForm } from '../components/meeting-form.tsx';
import { meetingDefaults } from '../lib/meeting-form.ts';
import '../groups.css';

export function loader(_args: LoaderFunctionArgs, params: RouteParams) {
  return { celulaId: Number(params.celulaId) };
}

/** /groups/{celulaId}/meetings/new: the leader records a meeting with its attendance, then sees the cell's health. */
export function Component() {
  const { celulaId } = useLoaderData<typeof loader>();
  const { t } = useTranslation('groups');
  const roster = useRoster(celulaId);
  const record = useRecordMeeting(celulaId);
  const navigate = useNavigate();
  useDocumentTitle(t('leader.record'));
  return (
    <section className="groups-page group-narrow">
      <p>
        <Link to={`/groups/${celulaId}`}>{t('meetings.back')}</Link>
      </p>
      <h1>{t('leader.record')}</h1>
      <QueryState query={roster} isEmpty={() => false}>
        {(r) => (
          <MeetingForm
            cellName={r.celula}
            members={r.membros}
            defaultValues={meetingDefaults(calendarDay(new Date(), churchTimeZone()))}
            save={async (body) => {
              await record.mutateAsync(body);
              await navigate(`/groups/${celulaId}/health`, { state: { recorded: true } });
            }}
          />
        )}
      </QueryState>
    </section>
  );
}
