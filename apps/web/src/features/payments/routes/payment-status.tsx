import { paymentStatusText } from '@congrega/contract/payments/constants';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { currentPaymentsScope } from '../../../components/payments/api/payments-scope.ts';
import { PaymentResult } from '../../../components/payments/payment-result.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { RouteParams } from '../../../lib/route-params.ts';
import { paymentQueryOptions, usePayment } from '../../../components/payments/api/get-payment.ts';
import { PaidSummary } from '../../../components/payments/paid-summary.tsx';
import '../../../components/payments/payments.css';

export function loader(_args: LoaderFunctionArgs, params: RouteParams) {
  const code = String(params.paymentCode);
  void queryClient.prefetchQuery(paymentQueryOptions(currentPaymentsScope(), code));
  return { code };
}

/**
 * /user/payment/{paymentCode}: the payment's status in one of the six texts (spec section 4), what it is, and, while
 * it waits for the payer, how to finish it. It asks again every few seconds until the status is final, so a Pix paid
 * on the phone turns to success here on its own; the new status is announced.
 */
export function Component() {
  const { code } = useLoaderData<typeof loader>();
  const { t } = useTranslation('payments');
  const payment = usePayment(code);
  useDocumentTitle(t('status.title'));
  const notFound = !payment.data && payment.error instanceof ApiError && payment.error.status === 404;
  const text = notFound ? 'notFound' : payment.data ? paymentStatusText(payment.data.status) : null;

  return (
    <section className="payments-page">
      <p>
        <Link to="/user">{t('status.back')}</Link>
      </p>
      <h1>{t('status.title')}</h1>
      {payment.isPending ? <Loader /> : null}
      <div role="status" className={text ? `payment-status payment-status-${text}` : undefined}>
        {text ? <p className="payment-status-text">{t(`status.${text}`)}</p> : null}
      </div>
      {payment.isError && !payment.data && !notFound ? <LoadError error={payment.error} onRetry={() => void payment.refetch()} /> : null}
      {payment.data ? (
        <>
          <PaymentResult payment={payment.data} />
          <PaidSummary payment={payment.data} dates />
        </>
      ) : null}
    </section>
  );
}
