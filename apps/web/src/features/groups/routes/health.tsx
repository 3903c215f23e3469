import type { TGroupHealth } from '@congrega/contract/groups-leader';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { AttendanceChart } from '../../../components/charts/attendance-chart.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatMoment } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { RouteParams } from '../../../lib/route-params.ts';
import { useHealth } from '../api/leader-tools.ts';
import '../groups.css';

export function loader(_args: LoaderFunctionArgs, params: RouteParams) {
  return { celulaId: Number(params.celulaId) };
}

/** /groups/{celulaId}/health: attendance of the cell's last meetings as a chart with its table (the leader and staff). */
export function Component() {
  const { celulaId } = useLoaderData<typeof loader>();
  const { t } = useTranslation('groups');
  const health = useHealth(celulaId);
  useDocumentTitle(t('leader.health'));
  return (
    <section className="groups-page group-narrow">
      <p>
        <Link to={`/groups/${celulaId}`}>{t('meetings.back')}</Link>
      </p>
      <h1>{health.data ? t('leader.healthOf', { name: health.data.celula }) : t('leader.health')}</h1>
      <QueryState query={health} empty={t('leader.healthEmpty')} isEmpty={(h) => h.pontos.length === 0}>
        {(h) => <HealthView health={h} />}
      </QueryState>
      <div className="actions">
        <ButtonLink to={`/groups/${celulaId}/meetings/new`}>{t('leader.record')}</ButtonLink>
      </div>
    </section>
  );
}

function HealthView({ health }: { health: TGroupHealth }) {
  const { t } = useTranslation('groups');
  const mean = health.frequenciaMedia === null ? null : Math.round(health.frequenciaMedia * 100);
  return (
    <>
      <p>
        {mean === null
          ? t('leader.noAttendance')
          : t('leader.mean', { percent: mean, count: health.pontos.filter((p) => p.membros > 0).length })}
      </p>
      <p className="group-meta">{t('leader.membersNow', { count: health.membrosAtuais })}</p>
      <AttendanceChart
        points={health.pontos.map((p) => ({
          key: p.idReuniao,
          label: formatMoment(p.data, 'dayMonth'),
          members: p.membros,
          present: p.presentes,
          visitors: p.visitantes,
        }))}
        texts={{
          title: t('leader.chart'),
          summary: t('leader.summary', { count: health.pontos.length, percent: mean ?? 0 }),
          date: t('leader.date'),
          present: t('leader.present'),
          visitors: t('leader.visitors'),
          roster: t('leader.rosterThen'),
          showTable: t('leader.table'),
        }}
      />
    </>
  );
}
