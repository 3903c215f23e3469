import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useMyPlans } from '../api/get-my-plans.ts';
import { usePlans } from '../api/get-plans.ts';
import { PlanCard } from '../components/plan-card.tsx';
import { usePlansBase } from '../lib/plans-scope.ts';
import '../reading-plans.css';

/** /reading-plans (and /embed/reading-plans): Discover and My Plans tabs (`?tab=mine`); my plans in progress and completed. */
export function Component() {
  const { t } = useTranslation('readingPlans');
  const base = usePlansBase();
  const [search] = useSearchParams();
  const mineTab = search.get('tab') === 'mine';
  const plans = usePlans();
  const mine = useMyPlans();
  useDocumentTitle(t('title'));
  return (
    <section className="plans-page">
      <h1>{t('title')}</h1>
      <nav className="plan-tabs" aria-label={t('tabs')}>
        <Link className="plan-tab" to={base} aria-current={mineTab ? undefined : 'page'}>
          {t('discover')}
        </Link>
        <Link className="plan-tab" to={`${base}?tab=mine`} aria-current={mineTab ? 'page' : undefined}>
          {t('mine')}
        </Link>
      </nav>
      {mineTab ? (
        <QueryState query={mine} isEmpty={(m) => m.emAndamento.length + m.concluidos.length === 0} empty={t('mineEmpty')}>
          {(m) => (
            <>
              <h2>{t('inProgress')}</h2>
              {m.emAndamento.length ? (
                <ul className="plan-list">
                  {m.emAndamento.map((s) => (
                    <PlanCard key={s.uuid} plan={s.plano} progress={s} level={3} />
                  ))}
                </ul>
              ) : (
                <p className="empty-state">{t('noneInProgress')}</p>
              )}
              <h2>{t('completedList')}</h2>
              {m.concluidos.length ? (
                <ul className="plan-list">
                  {m.concluidos.map((s) => (
                    <PlanCard key={s.uuid} plan={s.plano} progress={s} level={3} />
                  ))}
                </ul>
              ) : (
                <p className="empty-state">{t('noneCompleted')}</p>
              )}
            </>
          )}
        </QueryState>
      ) : (
        <QueryState query={plans} isEmpty={(p) => p.planos.length === 0} empty={t('empty')}>
          {(p) => (
            <ul className="plan-list">
              {p.planos.map((plan) => (
                <PlanCard key={plan.uuid} plan={plan} />
              ))}
            </ul>
          )}
        </QueryState>
      )}
    </section>
  );
}
