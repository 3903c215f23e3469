import type { TAdminReadingPlan } from '@congrega/contract/admin/reading-plans';
import { adminReadingPlanPublication } from '@congrega/contract/endpoints/admin-reading-plans';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { PageHeader } from '../../kit/page-header.tsx';
import { toast } from '../../kit/toasts.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath, useMayCall } from '../../lib/console-areas.ts';
import { churchKey, useConsole } from '../../lib/console-context.ts';
import { routeId } from '../../lib/route-id.ts';
import { PlanForm } from './plan-form.tsx';
import { PlanStats } from './plan-stats.tsx';
import './plans.css';
import { setPlanPublished, usePlan } from './plans-api.ts';

/** `reading-plans/new` and `reading-plans/:planId`: a plan's editor, its statistics, and publish / unpublish. */
export function PlanScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const { planId: raw } = useParams();
  const planId = raw === 'new' ? undefined : routeId(raw);
  const plan = usePlan(church.slug, planId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const back = (
    <p>
      <Link to={consolePath(lang, church.slug, 'reading-plans')}>{t('plans.back')}</Link>
    </p>
  );
  const saved = async (p: TAdminReadingPlan) => {
    queryClient.setQueryData(churchKey(church.slug, 'reading-plans', 'plan', p.id), p);
    await queryClient.invalidateQueries({ queryKey: churchKey(church.slug, 'reading-plans') });
    if (planId === undefined) await navigate(consolePath(lang, church.slug, `reading-plans/${p.id}`), { replace: true });
  };
  if (planId === undefined && raw !== 'new') return <p>{t('plans.notFound')}</p>;
  if (planId === undefined)
    return (
      <>
        <PageHeader title={t('plans.new')}>{back}</PageHeader>
        <PlanForm onSaved={saved} />
      </>
    );
  return (
    <QueryState query={plan} isEmpty={() => false}>
      {(p) => (
        <>
          <PageHeader title={p.titulo} actions={<PublishButton plan={p} onDone={saved} />}>
            {back}
            <p>
              {p.ativo ? (
                <span className="status-badge status-paid">{t('plans.published')}</span>
              ) : (
                <span className="status-badge status-failed">{t('plans.draft')}</span>
              )}
            </p>
          </PageHeader>
          <PlanStats stats={p.estatisticas} />
          <PlanForm key={p.id} plan={p} onSaved={saved} />
        </>
      )}
    </QueryState>
  );
}

function PublishButton({ plan, onDone }: { plan: TAdminReadingPlan; onDone: (p: TAdminReadingPlan) => Promise<void> }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const mayEdit = useMayCall()(adminReadingPlanPublication);
  const action = useActionFailure(t('kit.saveFailed'));
  const [busy, setBusy] = useState(false);
  if (!mayEdit) return null;
  const toggle = async () => {
    setBusy(true);
    let next: TAdminReadingPlan | undefined;
    const ok = await action.attempt(async () => {
      next = await setPlanPublished(church.slug, plan.id, !plan.ativo);
    });
    setBusy(false);
    if (ok && next) {
      await onDone(next);
      toast(next.ativo ? t('plans.publishedNow') : t('plans.unpublishedNow'));
    }
  };
  return (
    <>
      {action.failure ? <Alert tone="error">{action.failure}</Alert> : null}
      <Button variant={plan.ativo ? 'secondary' : 'primary'} loading={busy} onClick={() => void toggle()}>
        {plan.ativo ? t('plans.unpublish') : t('plans.publish')}
      </Button>
    </>
  );
}
