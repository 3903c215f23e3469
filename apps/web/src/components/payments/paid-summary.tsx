import type { TPayment } from '@congrega/contract/payments/payment';
import { formatMoment } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { isKnownMethod } from './payment-methods.ts';
import { PaymentSummary, SummaryRow } from './payment-summary.tsx';

/**
 * A payment once made (thank-you pages, the payment status page): the order code, what it pays for, the method and
 * its figures as recorded (value, fees, total, installments); `dates` adds when it was made and paid.
 */
export function PaidSummary({ payment, description, dates }: { payment: TPayment; description?: string; dates?: boolean }) {
  const { t } = useTranslation('payments');
  const method = payment.metodoPagamento;
  return (
    <PaymentSummary
      figures={payment}
      currency={payment.moeda}
      lead={
        <>
          <SummaryRow label={t('summary.order')}>{payment.codigo}</SummaryRow>
          <SummaryRow label={t('summary.for')}>{description ?? payment.destino.descricao}</SummaryRow>
          {method && isKnownMethod(method) ? <SummaryRow label={t('summary.method')}>{t(`methods.${method}`)}</SummaryRow> : null}
        </>
      }
      trail={
        dates ? (
          <>
            <SummaryRow label={t('summary.date')}>
              <time dateTime={payment.dataCadastro}>{formatMoment(payment.dataCadastro, 'dateTime')}</time>
            </SummaryRow>
            {payment.dataPagamento ? (
              <SummaryRow label={t('summary.paidAt')}>
                <time dateTime={payment.dataPagamento}>{formatMoment(payment.dataPagamento, 'dateTime')}</time>
              </SummaryRow>
            ) : null}
          </>
        ) : null
      }
    />
  );
}
