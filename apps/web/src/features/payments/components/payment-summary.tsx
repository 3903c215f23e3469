import type { TPayment } from '@congrega/contract/payments/payment';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { isKnownMethod } from '../../../components/payments/payment-methods.ts';
import { formatMoment, formatMoney } from '../../../lib/format.ts';

/** What the payment is: order code, what it pays for, method, amounts (in the user's language) and dates. */
export function PaymentSummary({ payment }: { payment: TPayment }) {
  const { t } = useTranslation('payments');
  const money = (cents: number) => formatMoney(cents, payment.moeda);
  const method = payment.metodoPagamento;
  return (
    <dl className="payment-summary">
      <div>
        <dt>{t('summary.order')}</dt>
        <dd>{payment.codigo}</dd>
      </div>
      <div>
        <dt>{t('summary.for')}</dt>
        <dd>{payment.destino.descricao}</dd>
      </div>
      {method && isKnownMethod(method) ? (
        <div>
          <dt>{t('summary.method')}</dt>
          <dd>{t(`methods.${method}`)}</dd>
        </div>
      ) : null}
      {payment.taxas > 0 ? (
        <>
          <div>
            <dt>{t('summary.value')}</dt>
            <dd>{money(payment.valor)}</dd>
          </div>
          <div>
            <dt>{t('summary.fees')}</dt>
            <dd>{money(payment.taxas)}</dd>
          </div>
        </>
      ) : null}
      <div>
        <dt>{t('summary.total')}</dt>
        <dd className="payment-total">
          {money(payment.total)}
          {payment.parcelas > 1 ? (
            <span className="muted"> {t('summary.installments', { n: payment.parcelas, value: money(payment.valorParcela) })}</span>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>{t('summary.date')}</dt>
        <dd>
          <time dateTime={payment.dataCadastro}>{formatMoment(payment.dataCadastro, 'dateTime')}</time>
        </dd>
      </div>
      {payment.dataPagamento ? (
        <div>
          <dt>{t('summary.paidAt')}</dt>
          <dd>
            <time dateTime={payment.dataPagamento}>{formatMoment(payment.dataPagamento, 'dateTime')}</time>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
