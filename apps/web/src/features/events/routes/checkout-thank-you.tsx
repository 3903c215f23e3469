import type { TPayment } from '@congrega/contract/payments/payment';
import { useLocation, useSearchParams } from 'react-router';
import { usePayment } from '../../../components/payments/api/get-payment.ts';
import { PaidSummary } from '../../../components/payments/paid-summary.tsx';
import { PaymentResult } from '../../../components/payments/payment-result.tsx';
import { paymentResultKey } from '../../../components/payments/payment-result-key.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ticketsPath } from '../components/event-button.tsx';
import { useEventsScope } from '../lib/events-scope.ts';
import '../../../components/payments/payments.css';
import '../events.css';

function titleKey(payment: TPayment | undefined): string {
  if (!payment) return 'thanks.title';
  const key = paymentResultKey(payment);
  if (key === 'cardDeclined' || key === 'canceled' || key === 'refunded') return 'thanks.titleFailed';
  return ['cardApproved', 'achApproved', 'paid', 'free'].includes(key) ? 'thanks.title' : 'thanks.titlePending';
}

interface ThanksState {
  payment?: TPayment;
  eventId?: number;
  title?: string;
}

/**
 * /checkout/thank-you?pedido={code}: the purchase's result for its method and status (spec section 4, the shared
 * PaymentResult: free registration, card, Pix code and QR, boleto line, cash deadline...). For members it is asked
 * again until final, so a Pix paid on the phone turns to success here; a guest sees the purchase's own answer.
 */
export function Component() {
  const { t } = useTranslation(['events', 'payments']);
  const [search] = useSearchParams();
  const code = search.get('pedido') ?? '';
  const state = (useLocation().state ?? {}) as ThanksState;
  const scope = useEventsScope();
  const polled = usePayment(code, { initial: state.payment });
  const payment = scope.userId > 0 ? polled.data : state.payment;
  // After a reload the navigation state is gone: the payment names its event.
  const eventId = state.eventId ?? payment?.destino.idEvento ?? null;
  const title = t(titleKey(payment));
  useDocumentTitle(title);

  if (!code || (!payment && scope.userId === 0 && scope.ready)) {
    return (
      <section className="events-page">
        <h1>{t('thanks.title')}</h1>
        <Alert tone="info">{t('thanks.missing')}</Alert>
        <ButtonLink to="/event">{t('button.otherEvents')}</ButtonLink>
      </section>
    );
  }

  return (
    <section className="events-page">
      <h1>{title}</h1>
      {!payment && polled.isPending ? <Loader /> : null}
      {polled.isError && !payment ? <LoadError error={polled.error} onRetry={() => void polled.refetch()} /> : null}
      {payment ? (
        <>
          <div role="status" className="event-result">
            <PaymentResult payment={payment} />
          </div>
          <PaidSummary payment={payment} description={state.title} />
        </>
      ) : null}
      <div className="actions">
        {scope.userId > 0 && eventId ? <ButtonLink to={ticketsPath(eventId)}>{t('thanks.tickets')}</ButtonLink> : null}
        {scope.userId > 0 ? (
          <ButtonLink to="/user/registrations" variant="secondary">
            {t('thanks.mine')}
          </ButtonLink>
        ) : null}
        <ButtonLink to="/event" variant="secondary">
          {t('button.otherEvents')}
        </ButtonLink>
      </div>
    </section>
  );
}
