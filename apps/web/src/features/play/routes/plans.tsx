import type { TPlaySubscribeResult } from '@congrega/contract/play';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatMoment } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { redirectSearch } from '../../../lib/redirect-to.ts';
import { useMySubscriptions } from '../api/get-my-subscriptions.ts';
import { usePlayPlans } from '../api/get-play-plans.ts';
import { PlanCheckout } from '../components/plan-checkout.tsx';
import { PlanTerms } from '../components/plan-card.tsx';
import { PlayNav } from '../components/play-nav.tsx';
import { usePlayScope } from '../lib/play-scope.ts';
import '../play.css';

/**
 * /play/plans (?plano= opens its checkout): the church's plans; visitors log in first (back here after); a member
 * with a valid subscription (or a first payment under review) sees it instead of a checkout.
 */
export function Component() {
  const { t } = useTranslation('play');
  useDocumentTitle(t('plans.title'));
  const scope = usePlayScope();
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('plano')) || null;
  const plans = usePlayPlans();
  const subs = useMySubscriptions();
  const [done, setDone] = useState<TPlaySubscribeResult | null>(null);
  // A valid subscription, or one whose first payment is under review: either way no second checkout (the server would
  // refuse it with 409 PLAY_ALREADY_SUBSCRIBED after the member typed a card).
  const active = subs.data?.find((s) => s.status.situacao === 'ativo' || s.status.situacao === 'pendente');
  const member = scope.usuarioId > 0;

  return (
    <section className="play-page">
      <PlayNav />
      <h1>{t('plans.title')}</h1>
      <p>{t('plans.intro')}</p>
      {done ? (
        <Alert tone="success" action={<ButtonLink to="/play">{t('plans.watchNow')}</ButtonLink>}>
          {done.assinatura?.status.situacao === 'ativo' ? t('checkout.success') : t('checkout.review')}
        </Alert>
      ) : null}
      {done?.pagamento.recorrenciaFalhou ? <Alert tone="warning">{t('checkout.noRenewal')}</Alert> : null}
      {active && !done ? (
        <Alert tone="info" action={<ButtonLink to="/user/play">{t('plans.mine')}</ButtonLink>}>
          {active.status.situacao === 'pendente'
            ? t('checkout.review')
            : t('plans.active', { plan: active.plano.nome, date: active.validoAte ? formatMoment(active.validoAte) : '' })}
        </Alert>
      ) : null}
      <QueryState query={plans} empty={t('plans.empty')}>
        {(list) => (
          <>
            <ul className="play-plans">
              {list.map((plan) => (
                <li key={plan.id} className={chosen === plan.id ? 'play-plan chosen' : 'play-plan'}>
                  <h2>{plan.nome}</h2>
                  <PlanTerms plan={plan} />
                  {active || done ? null : member ? (
                    <button
                      type="button"
                      className="btn btn-primary"
                      aria-expanded={chosen === plan.id}
                      onClick={() => setParams({ plano: String(plan.id) })}
                    >
                      {t('plans.choose')}
                    </button>
                  ) : (
                    <ButtonLink to={`/access${redirectSearch(`/play/plans?plano=${plan.id}`)}`}>{t('plans.choose')}</ButtonLink>
                  )}
                </li>
              ))}
            </ul>
            {(() => {
              const plan = list.find((p) => p.id === chosen);
              if (!plan || !member || active || done) return chosen && !plan ? <Alert tone="error">{t('plans.notFound')}</Alert> : null;
              return <PlanCheckout plan={plan} scope={scope} onDone={setDone} />;
            })()}
          </>
        )}
      </QueryState>
    </section>
  );
}
