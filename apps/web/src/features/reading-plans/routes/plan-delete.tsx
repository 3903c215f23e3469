import { useNavigate, useParams } from 'react-router';
import { outcomeState } from '../../../lib/action-outcome.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmPanel } from '../../../components/ui/confirm-panel.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useDeleteSubscription } from '../api/delete-subscription.ts';
import { useMyPlans } from '../api/get-my-plans.ts';
import { usePlansBase } from '../lib/plans-scope.ts';
import '../reading-plans.css';

/** /reading-plans/{planUUID}/delete: confirm leaving the plan (its progress is deleted), then /delete/confirm. */
export function Component() {
  const { planUUID = '' } = useParams();
  const { t } = useTranslation('readingPlans');
  const base = usePlansBase();
  const navigate = useNavigate();
  const mine = useMyPlans();
  const remove = useDeleteSubscription();
  const { failure, attempt } = useActionFailure(t('failed'));
  useDocumentTitle(t('deleteTitle'));
  return (
    <section className="plans-page">
      <h1>{t('deleteTitle')}</h1>
      <QueryState
        query={mine}
        isEmpty={(m) => ![...m.emAndamento, ...m.concluidos].some((s) => s.plano.uuid === planUUID)}
        empty={t('notStarted')}
      >
        {(m) => {
          const sub = [...m.emAndamento, ...m.concluidos].find((s) => s.plano.uuid === planUUID)!;
          return (
            <ConfirmPanel
              confirmLabel={t('delete')}
              pending={remove.isPending}
              error={failure}
              cancelLabel={t('cancel')}
              cancelTo={`${base}/${planUUID}`}
              onConfirm={() =>
                void attempt(() => remove.mutateAsync(sub.uuid)).then(
                  (ok) => ok && navigate(`${base}/${planUUID}/delete/confirm`, { replace: true, state: outcomeState('reading-plan-left') }),
                )
              }
            >
              <p>{t('deleteConfirm', { title: sub.plano.titulo })}</p>
              <Alert tone="warning">{t('deleteWarning')}</Alert>
            </ConfirmPanel>
          );
        }}
      </QueryState>
    </section>
  );
}
