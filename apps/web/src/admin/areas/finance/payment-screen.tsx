import type { TFinancePaymentDetail } from '@congrega/contract/admin/finance';
import { financeRefundCreate } from '@congrega/contract/endpoints/admin-finance';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { PageHeader } from '../../kit/page-header.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath, useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { routeId } from '../../lib/route-id.ts';
import { usePayment, useRefund } from './finance-api.ts';
import { LatePaymentNotice } from './late-payment-notice.tsx';
import { HistorySection, ItemsSection, PayerSection, PaymentSummarySection, RefundsSection } from './payment-sections.tsx';
import { PaymentStatus } from './payment-status.tsx';
import { RefundDialog } from './refund-dialog.tsx';

/**
 * A payment as the server answers it: the figures, the payer, the reasons it covers and what it paid for, its
 * refunds, every status change, gateway event and e-mail. A refund (finance edit) opens the refund dialog; the
 * detail shows the refund as soon as the server answers. A cancelled order paid afterwards says so first, with its
 * refund and its honour (late-payment-notice.tsx). An unknown payment (or an id that cannot be one) says not
 * found.
 */
export function PaymentScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const id = routeId(useParams().id);
  const payment = usePayment(church.slug, id);
  const back = (useLocation().state as { back?: string } | null)?.back ?? '';
  const backLink = (
    <p>
      <Link to={`${consolePath(lang, church.slug, 'payments')}${back}`}>{t('finance.backToList')}</Link>
    </p>
  );
  if (id === undefined || (payment.error instanceof ApiError && payment.error.status === 404)) {
    return (
      <>
        {backLink}
        <PageHeader title={t('finance.notFound')} />
        <p>{t('finance.notFoundBody')}</p>
      </>
    );
  }
  return (
    <>
      {backLink}
      <QueryState query={payment} isEmpty={() => false}>
        {(p) => <PaymentDetail payment={p} onStale={() => void payment.refetch()} />}
      </QueryState>
    </>
  );
}

function PaymentDetail({ payment: p, onStale }: { payment: TFinancePaymentDetail; onStale: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const [refunding, setRefunding] = useState(false);
  const send = useRefund(church.slug, p.id);
  const mayCall = useMayCall();
  const mayRefund = mayCall(financeRefundCreate);
  const refundable = p.estornavel > 0 && p.viaEstorno !== null;
  return (
    <>
      <PageHeader
        title={t('finance.paymentTitle', { code: p.codigo })}
        actions={
          mayRefund && refundable ? (
            <Button variant="danger" onClick={() => setRefunding(true)}>
              {t('finance.refund')}
            </Button>
          ) : null
        }
      >
        <p className="payment-headline">
          <PaymentStatus status={p.status} pagoEm={p.pagoEm} /> <span className="amount">{formatMoney(p.total, p.moeda, lang)}</span>
          {p.estornado > 0 ? (
            <span className="muted"> · {t('finance.refundedSoFar', { amount: formatMoney(p.estornado, p.moeda, lang) })}</span>
          ) : null}
        </p>
      </PageHeader>
      <LatePaymentNotice payment={p} onRefund={() => setRefunding(true)} />
      <PaymentSummarySection payment={p} />
      <PayerSection payment={p} />
      <ItemsSection payment={p} />
      <RefundsSection payment={p} />
      <HistorySection payment={p} />
      {refunding ? <RefundDialog payment={p} send={send} onStale={onStale} onClose={() => setRefunding(false)} /> : null}
    </>
  );
}
