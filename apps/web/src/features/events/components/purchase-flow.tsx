import type { TEventDetail } from '@congrega/contract/events';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSession } from '../../../lib/session.ts';
import { purchaseTypes } from '../lib/purchase-body.ts';
import { holderProblems, setHolder, setQuantity, ticketCount, type PurchaseDraft } from '../lib/purchase-draft.ts';
import type { PurchaseOutcome } from '../lib/purchase-errors.ts';
import { nextStep, previousStep, reachableStep, stepPath, type StepLocation } from '../lib/purchase-steps.ts';
import { HolderForm } from './holder-form.tsx';
import { LoginNeeded } from '../../../components/payments/login-needed.tsx';
import { needsAcknowledge, PurchaseNotice } from './purchase-notice.tsx';
import { PurchaseReview } from './purchase-review.tsx';
import { TicketChoice } from './ticket-choice.tsx';

export interface PurchaseFlowProps {
  event: TEventDetail;
  location: StepLocation & { step: NonNullable<StepLocation['step']> };
  draft: PurchaseDraft;
  onDraft: (draft: PurchaseDraft) => void;
}

const STEP_NUMBER = { tickets: 1, holders: 2, review: 3 } as const;

/**
 * The purchase steps of /event/{eventId} (?buyingStep=tickets | holders&fillTicket=n | review), then /checkout.
 * Each step is a history entry, so back/forward move between steps; a step the draft has not reached yet (a
 * reload after the draft was lost, a shared link) goes back to the first one that needs something. A visitor on
 * an event without guest purchase is asked to log in first, coming back to the same step.
 */
export function PurchaseFlow({ event, location, draft, onDraft }: PurchaseFlowProps) {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const routed = useLocation();
  const session = useSession();
  const types = purchaseTypes(event.ingressos);
  // The step whose missing fields are shown (after pressing continue there); moving to another step starts clean.
  const [problemsAt, setProblemsAt] = useState<string | null>(null);
  const [termsMissing, setTermsMissing] = useState(false);
  const notice = (routed.state as { notice?: PurchaseOutcome } | null)?.notice ?? null;
  const reachable = reachableStep(location, draft, types);
  const where = `${location.step}-${location.fillTicket}`;
  const showProblems = problemsAt === where;
  const firstPaint = useRef(true);

  useEffect(() => {
    // Each new step takes the focus to its heading (keyboard and screen-reader users start there).
    if (firstPaint.current) firstPaint.current = false;
    else document.querySelector<HTMLElement>('.step-heading')?.focus();
  }, [where]);

  if (reachable.step !== location.step || reachable.fillTicket !== location.fillTicket) {
    return <Navigate replace to={stepPath(event.id, reachable)} state={routed.state} />;
  }
  const go = (to: StepLocation | null) => navigate(to ? stepPath(event.id, to) : `/event/${event.id}`);
  const acknowledge = () => navigate(`${routed.pathname}${routed.search}`, { replace: true, state: null });
  const blocked = needsAcknowledge(notice);
  const count = ticketCount(draft);

  let body;
  if (session.status === 'starting') body = <Loader />;
  else if (session.status !== 'member' && !event.flagConvidado) body = <LoginNeeded message={t('login.needed')} />;
  else if (location.step === 'tickets') {
    body = (
      <>
        <TicketChoice event={event} types={types} draft={draft} onQuantity={(id, n) => onDraft(setQuantity(draft, types, id, n))} />
        <div className="actions">
          <Button disabled={count === 0 || blocked} onClick={() => go(nextStep(location, draft) as StepLocation)}>
            {t('steps.continue')}
          </Button>
        </div>
      </>
    );
  } else if (location.step === 'holders') {
    const index = location.fillTicket - 1;
    const holder = draft.holders[index]!;
    const ticket = event.ingressos.find((i) => i.id === holder.ticketTypeId)!;
    const problems = holderProblems(
      holder,
      types.find((x) => x.id === holder.ticketTypeId),
    );
    body = (
      <HolderForm
        key={index}
        position={location.fillTicket}
        count={count}
        ticket={ticket}
        holder={holder}
        problems={showProblems ? problems : []}
        onChange={(next) => onDraft(setHolder(draft, index, next))}
        onBack={() => go(previousStep(location, draft))}
        continueLabel={location.fillTicket < count ? t('steps.nextTicket') : t('steps.continue')}
        onContinue={() => {
          if (problems.length > 0) setProblemsAt(where);
          else go(nextStep(location, draft) as StepLocation);
        }}
      />
    );
  } else {
    body = (
      <>
        <PurchaseReview
          event={event}
          types={types}
          draft={draft}
          termsMissing={termsMissing && !draft.termsAccepted}
          onTerms={(accepted) => onDraft({ ...draft, termsAccepted: accepted })}
        />
        <div className="actions">
          <Button
            disabled={blocked}
            onClick={() => {
              if (event.termos && !draft.termsAccepted) setTermsMissing(true);
              else navigate('/checkout');
            }}
          >
            {t('steps.toPayment')}
          </Button>
          <Button variant="secondary" onClick={() => go(previousStep(location, draft))}>
            {t('steps.back')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <section className="purchase" aria-labelledby="purchase-title">
      <p className="purchase-event">
        <Link to={`/event/${event.id}`}>{event.titulo}</Link>
      </p>
      <h1 id="purchase-title" className="purchase-title">
        <span className="muted purchase-step">{t('steps.progress', { n: STEP_NUMBER[location.step], m: 4 })}</span>
        {location.step !== 'holders' ? (
          <span className="step-heading" tabIndex={-1}>
            {t(`steps.${location.step}`)}
          </span>
        ) : (
          <span>{t('steps.holders')}</span>
        )}
      </h1>
      {notice ? <PurchaseNotice notice={notice} onAcknowledge={acknowledge} /> : null}
      {body}
    </section>
  );
}
