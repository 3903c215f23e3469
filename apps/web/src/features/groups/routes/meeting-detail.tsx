import { useState } from 'react';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatMoment } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { RouteParams } from '../../../lib/route-params.ts';
import { meetingQueryOptions, useMeeting } from '../api/get-meetings.ts';
import { useMeetingChanges } from '../api/leader-tools.ts';
import { currentGroupsScope } from '../lib/groups-scope.ts';
import '../groups.css';

export function loader(_args: LoaderFunctionArgs, params: RouteParams) {
  const celulaId = Number(params.celulaId);
  const meetingId = Number(params.meetingId);
  const scope = currentGroupsScope();
  if (scope.ready) void queryClient.prefetchQuery(meetingQueryOptions(scope, celulaId, meetingId));
  return { celulaId, meetingId };
}

/**
 * /groups/{celulaId}/meetings/{meetingId}: when, theme, study (a link to it) and the leader's notes; to whoever may
 * still change it (`editavel`: a leader of the cell within 30 days, or staff), "Change" and "Delete" (confirmed).
 */
export function Component() {
  const { celulaId, meetingId } = useLoaderData<typeof loader>();
  const { t } = useTranslation('groups');
  const meeting = useMeeting(celulaId, meetingId);
  useDocumentTitle(t('meetings.detailTitle'));
  return (
    <section className="groups-page group-narrow">
      <p>
        <Link to={`/groups/${celulaId}/meetings`}>{t('meetings.title')}</Link>
      </p>
      <QueryState query={meeting} isEmpty={() => false}>
        {(m) => (
          <article>
            <h1>{`${m.celula}: ${formatMoment(m.dataInicio, 'dateTime')}`}</h1>
            <dl className="group-facts">
              <dt>{t('meetings.when')}</dt>
              <dd>
                {formatMoment(m.dataInicio, 'dateTime')}
                {m.dataFim ? ` – ${formatMoment(m.dataFim, 'dateTime')}` : ''}
              </dd>
              {m.tema ? (
                <>
                  <dt>{t('meetings.theme')}</dt>
                  <dd>{m.tema}</dd>
                </>
              ) : null}
              {m.estudo ? (
                <>
                  <dt>{t('meetings.study')}</dt>
                  <dd>
                    <Link to={`/studies/${m.estudo.id}`}>{m.estudo.titulo}</Link>
                  </dd>
                </>
              ) : null}
              {m.observacao ? (
                <>
                  <dt>{t('meetings.notes')}</dt>
                  <dd>{m.observacao}</dd>
                </>
              ) : null}
            </dl>
            {m.editavel ? <MeetingActions celulaId={celulaId} meetingId={meetingId} /> : null}
          </article>
        )}
      </QueryState>
    </section>
  );
}

function MeetingActions({ celulaId, meetingId }: { celulaId: number; meetingId: number }) {
  const { t } = useTranslation('groups');
  const { remove } = useMeetingChanges(celulaId, meetingId);
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const { failure, attempt, dismiss } = useActionFailure(t('meetings.deleteFailed'));
  const confirm = async () => {
    if (await attempt(() => remove.mutateAsync())) await navigate(`/groups/${celulaId}/meetings`, { replace: true });
  };
  return (
    <p className="meeting-actions">
      <Link className="btn btn-secondary" to={`/groups/${celulaId}/meetings/${meetingId}/edit`}>
        {t('meetings.edit')}
      </Link>
      <Button variant="danger" onClick={() => setAsking(true)}>
        {t('meetings.delete')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('meetings.deleteTitle')}
        description={t('meetings.deleteText')}
        confirmLabel={t('meetings.delete')}
        cancelLabel={t('meetings.cancel')}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setAsking(false);
          dismiss();
        }}
        pending={remove.isPending}
        error={failure}
      />
    </p>
  );
}
