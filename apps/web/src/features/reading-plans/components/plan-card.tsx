import type { TReadingPlanSummary, TReadingSubscription } from '@congrega/contract/reading-plans';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { usePlansBase } from '../lib/plans-scope.ts';

/** A plan in a list: title, length, description and, for the member's own, how far they are. */
export function PlanCard({ plan, progress, level = 2 }: { plan: TReadingPlanSummary; progress?: TReadingSubscription; level?: 2 | 3 }) {
  const { t } = useTranslation('readingPlans');
  const base = usePlansBase();
  const read = progress?.diasLidos.length ?? 0;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <li className="plan-card">
      <Heading>
        <Link to={`${base}/${plan.uuid}`}>{plan.titulo}</Link>
      </Heading>
      <p className="plan-meta">
        {t('days', { count: plan.totalDias })}
        {plan.origem === 'igreja' ? ` · ${t('fromChurch')}` : ''}
      </p>
      <p>{plan.descricao}</p>
      {progress ? (
        <>
          <progress max={plan.totalDias} value={read} aria-label={t('progressLabel', { title: plan.titulo })} />
          <p className="plan-meta">
            {progress.concluido ? t('completed') : t('progress', { read, total: plan.totalDias })}
            {progress.diasAtrasados > 0 ? ` · ${t('behind', { count: progress.diasAtrasados })}` : ''}
          </p>
        </>
      ) : null}
    </li>
  );
}
