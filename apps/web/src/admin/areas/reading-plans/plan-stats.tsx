import type { TReadingPlanStats } from '@congrega/contract/admin/reading-plans';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';

/** How many members started the plan, are on track and finished it (the server counts them from their progress). */
export function PlanStats({ stats }: { stats: TReadingPlanStats }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <section className="form-section" aria-labelledby="plan-stats-title">
      <h2 id="plan-stats-title">{t('plans.stats')}</h2>
      <dl className="plan-stats">
        <div>
          <dt>{t('plans.started')}</dt>
          <dd>{stats.iniciados}</dd>
        </div>
        <div>
          <dt>{t('plans.onTrack')}</dt>
          <dd>{stats.emDia}</dd>
        </div>
        <div>
          <dt>{t('plans.finished')}</dt>
          <dd>{stats.concluidos}</dd>
        </div>
      </dl>
    </section>
  );
}
