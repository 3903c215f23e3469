import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useCatchUp } from '../api/catch-up.ts';
import { useMyPlans } from '../api/get-my-plans.ts';
import { usePlan } from '../api/get-plan.ts';
import { useMarkDay } from '../api/mark-day.ts';
import { useResetPlan } from '../api/reset-plan.ts';
import { useStartPlan } from '../api/start-plan.ts';
import { PlanDays } from '../components/plan-days.tsx';
import { usePlansBase } from '../lib/plans-scope.ts';
import '../reading-plans.css';

/**
 * /reading-plans/{planUUID} (and the embed, whose query may name `subscriptionUuid`, `planName`, `description`):
 * the plan's days; start it, mark days read (any day: catching up), catch up the schedule, reset, delete.
 */
export function Component() {
  const { planUUID = '' } = useParams();
  const [search] = useSearchParams();
  const { t } = useTranslation('readingPlans');
  const base = usePlansBase();
  const plan = usePlan(planUUID);
  const mine = useMyPlans();
  const start = useStartPlan();
  const mark = useMarkDay();
  const catchUp = useCatchUp();
  const reset = useResetPlan();
  const [confirmReset, setConfirmReset] = useState(false);
  // The day being changed shows its new state from the click on (set in the event, so the box never flips back).
  const [marking, setMarking] = useState<{ dia: number; lido: boolean } | null>(null);
  const { failure, attempt } = useActionFailure(t('failed'));
  const wanted = search.get('subscriptionUuid');
  const progress = [...(mine.data?.emAndamento ?? []), ...(mine.data?.concluidos ?? [])].find(
    (s) => s.plano.uuid === planUUID && (!wanted || s.uuid === wanted),
  );
  const title = plan.data?.titulo ?? search.get('planName') ?? t('title');
  useDocumentTitle(title);

  return (
    <section className="plans-page">
      <p>
        <Link to={base}>{t('back')}</Link>
      </p>
      <h1>{title}</h1>
      {!plan.data && search.get('description') ? <p>{search.get('description')}</p> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <QueryState query={plan} isEmpty={() => false}>
        {(p) => (
          <>
            {p.imagem ? <img className="plan-cover" src={p.imagem} alt={p.textoAlternativo ?? ''} /> : null}
            <p>{p.descricao}</p>
            <p className="plan-meta">{t('days', { count: p.totalDias })}</p>
            {progress ? (
              <div className="plan-progress" aria-live="polite">
                <progress max={p.totalDias} value={progress.diasLidos.length} aria-label={t('progressLabel', { title: p.titulo })} />
                <p>{progress.concluido ? t('completed') : t('progress', { read: progress.diasLidos.length, total: p.totalDias })}</p>
                {progress.diasAtrasados > 0 ? (
                  <Alert tone="warning">
                    {t('behindLong', { count: progress.diasAtrasados })}{' '}
                    <Button
                      variant="secondary"
                      loading={catchUp.isPending}
                      onClick={() => void attempt(() => catchUp.mutateAsync(progress.uuid))}
                    >
                      {t('catchUp')}
                    </Button>
                  </Alert>
                ) : null}
                <div className="plan-actions">
                  <Button variant="secondary" onClick={() => setConfirmReset(true)}>
                    {t('reset')}
                  </Button>
                  <ButtonLink variant="danger" to={`${base}/${p.uuid}/delete`}>
                    {t('delete')}
                  </ButtonLink>
                </div>
              </div>
            ) : (
              <Button loading={start.isPending} disabled={mine.isPending} onClick={() => void attempt(() => start.mutateAsync(p.uuid))}>
                {t('start')}
              </Button>
            )}
            <PlanDays
              plan={p}
              progress={progress}
              pending={marking}
              onMark={(dia, lido) => {
                if (!progress) return;
                setMarking({ dia, lido });
                void attempt(() => mark.mutateAsync({ subscriptionUuid: progress.uuid, dia, lido })).then(() => setMarking(null));
              }}
            />
            {progress ? (
              <ConfirmDialog
                open={confirmReset}
                title={t('resetTitle')}
                description={t('resetConfirm')}
                confirmLabel={t('reset')}
                cancelLabel={t('cancel')}
                pending={reset.isPending}
                onCancel={() => setConfirmReset(false)}
                onConfirm={() => void attempt(() => reset.mutateAsync(progress.uuid)).then(() => setConfirmReset(false))}
              />
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}
