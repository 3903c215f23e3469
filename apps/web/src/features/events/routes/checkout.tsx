import type { TEventDetail } from '@congrega/contract/events';
import { useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { IdempotencyKeeper } from '../../../components/payments/idempotency.ts';
import { isBrazilianAddress } from '../../../components/payments/payment-methods.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useSession } from '../../../lib/session.ts';
import { createRegistration } from '../api/create-registration.ts';
import { eventsKeys } from '../api/events-keys.ts';
import { useEvent } from '../api/get-event.ts';
import { CheckoutSummary } from '../components/checkout-summary.tsx';
import { EventPayment } from '../components/event-payment.tsx';
import { GuestForm, type GuestValues } from '../components/guest-form.tsx';
import { LoginNeeded } from '../../../components/payments/login-needed.tsx';
import { SimplePayForm } from '../../../components/payments/simple-pay-form.tsx';
import { useEventsScope } from '../lib/events-scope.ts';
import { purchaseBody, purchaseTypes, type PurchasePayment } from '../lib/purchase-body.ts';
import { purchaseTotals, ticketCount, type PurchaseDraft } from '../lib/purchase-draft.ts';
import { outcomeStep, purchaseOutcome, type PurchaseOutcome } from '../lib/purchase-errors.ts';
import { reachableStep, readyToPay, stepPath } from '../lib/purchase-steps.ts';
import { clearGuest, clearPurchase, readGuest, readStoredPurchase, writeGuest } from '../lib/purchase-store.ts';
import { usePurchaseDraft } from '../lib/use-purchase-draft.ts';
import '../../../components/payments/payments.css';
import '../events.css';

/**
 * /checkout: the payment of the purchase under way (the draft in session storage), through the shared checkout.
 * Members pay; a visitor gives their data first when the event takes guests, else is asked to log in. A free
 * selection is confirmed with one button. Each refusal has the outcome the spec gives it (lib/purchase-errors.ts):
 * back to the ticket choice or the review with a notice, another method, one charge, or a way out.
 */
export function Component() {
  const { t } = useTranslation(['events', 'payments']);
  const [stored] = useState(readStoredPurchase);
  useDocumentTitle(t('payment.title'));
  if (!stored || ticketCount(stored) === 0) {
    return (
      <section className="events-page">
        <h1>{t('payment.title')}</h1>
        <p className="empty-state">{t('payment.nothing')}</p>
        <ButtonLink to="/event">{t('button.otherEvents')}</ButtonLink>
      </section>
    );
  }
  return <CheckoutScreen eventId={stored.eventId} />;
}

function CheckoutScreen({ eventId }: { eventId: number }) {
  const { t } = useTranslation(['events', 'payments']);
  const event = useEvent(eventId);
  const [draft] = usePurchaseDraft(eventId, event.data ? purchaseTypes(event.data.ingressos) : undefined);
  if (event.isPending) return <Loader />;
  if (!event.data) {
    return (
      <section className="events-page">
        <h1>{t('payment.title')}</h1>
        <LoadError error={event.error} onRetry={() => void event.refetch()} />
      </section>
    );
  }
  const types = purchaseTypes(event.data.ingressos);
  if (!readyToPay(draft, types, !!event.data.termos)) {
    return <Navigate replace to={stepPath(eventId, reachableStep({ step: 'review', fillTicket: 1 }, draft, types))} />;
  }
  return <Payment event={event.data} draft={draft} />;
}

function Payment({ event, draft }: { event: TEventDetail; draft: PurchaseDraft }) {
  const { t } = useTranslation(['events', 'payments']);
  const navigate = useNavigate();
  const session = useSession();
  const scope = useEventsScope();
  const keeper = useRef(new IdempotencyKeeper());
  const [guest, setGuest] = useState(readGuest);
  const [editGuest, setEditGuest] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const [oneCharge, setOneCharge] = useState(false);
  const [methodError, setMethodError] = useState<string | undefined>();
  const [blocking, setBlocking] = useState<PurchaseOutcome | null>(null);
  const types = purchaseTypes(event.ingressos);
  const totals = purchaseTotals(draft, types);
  const member = session.status === 'member';

  async function pay(payment: PurchasePayment, total: number): Promise<void> {
    setMethodError(undefined);
    const body = purchaseBody(draft, event, total, payment, member ? undefined : (guest ?? undefined));
    const key = keeper.current.keyFor(body);
    try {
      const result = await createRegistration(scope.userId, event.id, body, key);
      keeper.current.settle();
      clearPurchase();
      clearGuest();
      void queryClient.invalidateQueries({ queryKey: eventsKeys.all(scope.slug) });
      const state = { payment: result.pagamento, eventId: event.id, title: event.titulo };
      navigate(`/checkout/thank-you?pedido=${encodeURIComponent(result.pagamento.codigo)}`, { state });
    } catch (err) {
      keeper.current.settle(err);
      const outcome = purchaseOutcome(err, t('payments:checkout.payFailed'));
      if (outcome.kind === 'form' || outcome.kind === 'installments') throw err;
      if (outcome.kind === 'oneCharge') {
        setOneCharge(true);
        throw err;
      }
      if (outcome.kind === 'chooseMethod') {
        if (payment.metodoPagamento) setRefused((list) => [...list, payment.metodoPagamento!]);
        setMethodError(outcome.message);
        return;
      }
      const step = outcomeStep(outcome);
      if (!step) {
        setBlocking(outcome);
        return;
      }
      // The event changed under the buyer: read it again, then show the step with why they are back there.
      await queryClient.invalidateQueries({ queryKey: eventsKeys.all(scope.slug) });
      navigate(stepPath(event.id, { step, fillTicket: 1 }), { state: { notice: outcome } });
    }
  }

  let body;
  if (blocking && blocking.kind !== 'form') {
    body = (
      <Alert
        tone="warning"
        action={
          blocking.kind === 'updateData' ? (
            <ButtonLink to="/user/data-update">{t('notice.updateData')}</ButtonLink>
          ) : (
            <ButtonLink to="/event">{t('button.otherEvents')}</ButtonLink>
          )
        }
      >
        {blocking.message}
      </Alert>
    );
  } else if (session.status === 'starting') body = <Loader />;
  else if (!member && !event.flagConvidado) body = <LoginNeeded message={t('login.needed')} />;
  else if (!member && (!guest || editGuest)) {
    body = (
      <GuestForm
        initial={guest}
        required={event.dadosObrigatorios}
        onDone={(values: GuestValues) => {
          writeGuest(values);
          setGuest(values);
          setEditGuest(false);
        }}
      />
    );
  } else {
    body = (
      <>
        {!member && guest ? (
          <p className="checkout-guest">
            {t('guest.buyingAs', { name: `${guest.nome} ${guest.sobrenome}`, email: guest.email })}{' '}
            <Button variant="ghost" onClick={() => setEditGuest(true)}>
              {t('payment.change')}
            </Button>
          </p>
        ) : null}
        {totals.total === 0 ? (
          <SimplePayForm submitLabel={t('payment.confirmFree')} onPay={() => pay({}, 0)} />
        ) : (
          <EventPayment
            event={event}
            value={totals.total}
            brazilianAddress={member ? isBrazilianAddress(session.client?.pais) : guest?.pais === 'BR'}
            refused={refused}
            oneCharge={oneCharge}
            methodError={methodError}
            onPay={pay}
          />
        )}
      </>
    );
  }

  return (
    <section className="events-page purchase" aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="purchase-title">
        <span className="muted purchase-step">{t('steps.progress', { n: 4, m: 4 })}</span>
        <span>{t('payment.title')}</span>
      </h1>
      <CheckoutSummary event={event} count={ticketCount(draft)} totals={totals} />
      {body}
    </section>
  );
}
