import type { TGroupHealth } from '@congrega/contract/groups-leader';
import { AttendanceChart } from '../../../components/charts/attendance-chart.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useCellHealth } from './cells-api.ts';

/** The cell's health in the console: attendance of its last meetings as a chart (with its table) and the mean. */
export function CellHealthSection({ cellId }: { cellId: number }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const health = useCellHealth(church.slug, cellId);
  return (
    <section className="form-section" aria-labelledby="cell-health-title">
      <h2 id="cell-health-title">{t('cells.health.title')}</h2>
      <QueryState query={health} empty={t('cells.health.empty')} isEmpty={(h) => h.pontos.length === 0}>
        {(h) => <HealthChart health={h} />}
      </QueryState>
    </section>
  );
}

function HealthChart({ health }: { health: TGroupHealth }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const mean = health.frequenciaMedia === null ? null : Math.round(health.frequenciaMedia * 100);
  return (
    <>
      <p>
        {mean === null
          ? t('cells.health.noAttendance')
          : t('cells.health.mean', { percent: mean, count: health.pontos.filter((p) => p.membros > 0).length })}
      </p>
      <AttendanceChart
        points={health.pontos.map((p) => ({
          key: p.idReuniao,
          label: formatAt(p.data, church, lang, 'dayMonth'),
          members: p.membros,
          present: p.presentes,
          visitors: p.visitantes,
        }))}
        texts={{
          title: t('cells.health.chart'),
          summary: t('cells.health.summary', { count: health.pontos.length, percent: mean ?? 0 }),
          date: t('cells.health.date'),
          present: t('cells.health.present'),
          visitors: t('cells.health.visitors'),
          roster: t('cells.health.roster'),
          showTable: t('cells.health.table'),
        }}
      />
    </>
  );
}
