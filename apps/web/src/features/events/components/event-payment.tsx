import type { TPaymentMethod } from '@congrega/contract/church';
import type { TEventDetail } from '@congrega/contract/events';
import type { TPaymentMethodCode } from '@congrega/contract/payments/constants';
import { useState } from 'react';
import { AchForm } from '../../../components/payments/ach-form.tsx';
import { CheckoutCardForm } from '../../../components/payments/checkout-card-form.tsx';
import { MethodPicker } from '../../../components/payments/method-picker.tsx';
import { payableMethods } from '../../../components/payments/payment-methods.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { useBootstrap } from '../../../lib/bootstrap.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useEventFees } from '../api/get-event-fees.ts';
import type { PurchasePayment } from '../lib/purchase-body.ts';
import { SimplePayForm } from '../../../components/payments/simple-pay-form.tsx';

export interface EventPaymentProps {
  event: TEventDetail;
  /** Tickets and their fees, cents (the fee quote's `valor`). */
  value: number;
  brazilianAddress: boolean;
  /** Methods the server refused for this purchase (EVT_REG_010/012/013): no longer offered. */
  refused: readonly string[];
  /** EVT_REG_017: one charge only. */
  oneCharge: boolean;
  methodError?: string;
  /** Sends the purchase with the payment part and the total shown; a rejection is shown by the method's form. */
  onPay: (payment: PurchasePayment, total: number) => Promise<void>;
}

/** The event's methods as the shared picker wants them (the church's entry when it has one: name, gateway). */
function eventMethods(codes: readonly TPaymentMethodCode[], church: readonly TPaymentMethod[]): TPaymentMethod[] {
  return codes.map(
    (codigo, i) => church.find((m) => m.codigo === codigo) ?? { id: -1 - i, codigo, nome: codigo, idGatewayPagamento: 0, maxParcelas: 1 },
  );
}

/**
 * The payment of a purchase through the shared checkout (components/payments): the event's methods (Pix and boleto
 * only for Brazilian addresses), the total from the event's fee quote (the method's fees when the event passes them
 * on), then the card form (saved cards, installments up to the event's maximum), ACH, or one button for Pix,
 * boleto, wallet app and cash.
 */
export function EventPayment({ event, value, brazilianAddress, refused, oneCharge, methodError, onPay }: EventPaymentProps) {
  const { t } = useTranslation('events');
  const church = useBootstrap().metodosPagamento;
  const methods = eventMethods(event.metodosPagamento, church).filter((m) => !refused.includes(m.codigo));
  const offered = payableMethods(methods, brazilianAddress);
  const [picked, setPicked] = useState<string | null>(null);
  const method = offered.find((m) => m.codigo === picked) ?? offered[0] ?? null;
  const code = (method?.codigo ?? null) as TPaymentMethodCode | null;
  const quote = useEventFees(event.id, value, code);
  const current = quote.data && quote.data.valor === value && quote.data.metodoPagamento === code ? quote.data : undefined;
  const total = current?.total ?? value;
  const money = (cents: number) => formatMoney(cents, event.moeda);
  const label = t('payment.pay', { amount: money(total) });
  const maxInstallments = oneCharge ? 1 : Math.max(1, event.maxParcelas);

  return (
    <div className="event-payment">
      <MethodPicker methods={methods} brazilianAddress={brazilianAddress} value={code} onChange={setPicked} error={methodError} />
      {code ? (
        <dl className="payment-summary" aria-busy={quote.isFetching || undefined}>
          {current && current.taxas > 0 ? (
            <div>
              <dt>{t('payment.methodFees')}</dt>
              <dd>{money(current.taxas)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('review.total')}</dt>
            <dd className="payment-total">{money(total)}</dd>
          </div>
        </dl>
      ) : null}
      {quote.isError ? <Alert tone="error">{t('payment.quoteFailed')}</Alert> : null}
      {oneCharge ? <p className="event-notice">{t('payment.oneCharge')}</p> : null}
      {!code || !current ? null : code === 'cartao_credito' ? (
        <CheckoutCardForm
          amount={total}
          currency={event.moeda}
          maxInstallments={maxInstallments}
          submitLabel={label}
          onPay={(card) => onPay({ metodoPagamento: code, ...card }, total)}
        />
      ) : code === 'ach' ? (
        <AchForm submitLabel={label} onPay={(ach) => onPay({ metodoPagamento: code, ach }, total)} />
      ) : (
        <SimplePayForm submitLabel={label} onPay={() => onPay({ metodoPagamento: code }, total)} />
      )}
    </div>
  );
}
