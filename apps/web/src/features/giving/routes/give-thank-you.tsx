import type { TPayment } from '@congrega/contract/payments/payment';
import { Link, useLocation, useSearchParams } from 'react-router';
import { usePayment } from '../../../components/payments/api/get-payment.ts';
import { PaidSummary } from '../../../components/payments/paid-summary.tsx';
import { PaymentResult } from '../../../components/payments/payment-result.tsx';
import { paymentResultKey } from '../../../components/payments/payment-result-key.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { isAvailableLink } from '../../../lib/app-paths.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatMoment } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSession } from '../../../lib/session.ts';
import '../../../components/payments/payments.css';
import '../giving.css';

function titleKey(payment: TPayment | undefined): string {
  if (!payment) return 'thanks.title';
  const key = paymentResultKey(payment);
  if (key === 'cardDeclined' || key === 'canceled' || key === 'refunded') return 'thanks.titleFailed';
  return ['cardApproved', 'achApproved', 'paid'].includes(key) ? 'thanks.title' : 'thanks.titlePending';
}

/**
 * /give/thank-you?pedido={code}: the gift's result for its method and status (spec section 4, shared PaymentResult:
 * Pix code and QR, boleto line, wallet link...), asked again until final so a Pix paid on the phone turns to success
 * here; a recurring gift says when the next charge is, and a gift asked to recur that could not says so. A guest sees the gift's own answer (not asked again: no
 * account) and where the receipt goes; after a reload there is nothing to show them.
 */
export function Component() {
  const { t } = useTranslation(['giving', 'payments']);
  const [search] = useSearchParams();
  const code = search.get('pedido') ?? '';
  const state = useLocation().state as { payment?: TPayment; guestEmail?: string } | null;
  const session = useSession();
  const donation = usePayment(code, { initial: state?.payment });
  // A guest has no account to ask with: their page shows the gift's own answer (the receipt comes by e-mail).
  const guest = session.status !== 'member' && session.status !== 'starting';
  const payment = guest ? state?.payment : donation.data;
  const title = t(titleKey(payment));
  useDocumentTitle(title);

  if (!code || (guest && !payment)) {
    return (
      <section className="give-page">
        <h1>{t('give.title')}</h1>
        <Alert tone="info">{t('thanks.missing')}</Alert>
        <p>
          <Link to="/give">{t('thanks.again')}</Link>
        </p>
      </section>
    );
  }

  return (
    <section className="give-page">
      <h1>{title}</h1>
      {!payment && donation.isPending ? <Loader /> : null}
      {!guest && donation.isError && !payment ? <LoadError error={donation.error} onRetry={() => void donation.refetch()} /> : null}
      {payment ? (
        <>
          <div role="status" className="give-result">
            <PaymentResult payment={payment} />
          </div>
          <PaidSummary payment={payment} />
          {payment.recorrencia ? (
            <p className="give-notice">
              {t('thanks.nextCharge', {
                days: payment.recorrencia.recorrenciaDias,
                date: payment.recorrencia.proximaData ? formatMoment(payment.recorrencia.proximaData, 'dateLong') : '-',
              })}
            </p>
          ) : null}
          {payment.recorrenciaFalhou ? <Alert tone="warning">{t('thanks.recurrenceFailed')}</Alert> : null}
        </>
      ) : null}
      {guest && state?.guestEmail ? <p className="give-notice">{t('guest.receiptByEmail', { email: state.guestEmail })}</p> : null}
      <div className="actions give-thanks-actions">
        {payment && !guest ? (
          <ButtonLink to={`/user/payment/${encodeURIComponent(payment.codigo)}`}>{t('thanks.receipt')}</ButtonLink>
        ) : null}
        {!guest && isAvailableLink('/user/giving') ? (
          <ButtonLink to="/user/giving" variant="secondary">
            {t('thanks.mine')}
          </ButtonLink>
        ) : null}
        <ButtonLink to="/give" variant="secondary">
          {t('thanks.again')}
        </ButtonLink>
      </div>
    </section>
  );
}
