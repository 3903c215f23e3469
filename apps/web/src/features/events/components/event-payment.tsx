import type { TPaymentMethod } from '@congrega/contract/church';
import type { TEventDetail } from '@congrega/contract/events';
import type { TPaymentMethodCode } from '@congrega/contract/payments/constants';
import { useState } from 'react';
import { CheckoutPayment, methodChoice } from '../../../components/payments/checkout-payment.tsx';
import { useBootstrap } from '../../../lib/bootstrap.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useEventFees } from '../api/get-event-fees.ts';
import type { PurchasePayment } from '../lib/purchase-body.ts';

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
  /** Sends the purchase with the payment part and the quote's total (`valorTotal`); a rejection is shown by the form. */
  onPay: (payment: PurchasePayment, total: number) => Promise<void>;
}

/** The event's methods as the shared picker wants them (the church's entry when it has one: name, gateway). */
function eventMethods(codes: readonly TPaymentMethodCode[], church: readonly TPaymentMethod[]): TPaymentMethod[] {
  return codes.map(
    (codigo, i) => church.find((m) => m.codigo === codigo) ?? { id: -1 - i, codigo, nome: codigo, idGatewayPagamento: 0, maxParcelas: 1 },
  );
}

/**
 * The payment of a purchase through the kit's checkout step (components/payments): the event's methods (Pix and
 * boleto only for Brazilian addresses) and the event's fee quote, whose installment options (up to the event's
 * maximum, with the church's interest) are priced as the purchase charges them.
 */
export function EventPayment({ event, value, brazilianAddress, refused, oneCharge, methodError, onPay }: EventPaymentProps) {
  const { t } = useTranslation('events');
  const church = useBootstrap().metodosPagamento;
  const methods = eventMethods(event.metodosPagamento, church).filter((m) => !refused.includes(m.codigo));
  const [picked, setPicked] = useState<string | null>(null);
  const code = (methodChoice(methods, brazilianAddress, picked)?.codigo ?? null) as TPaymentMethodCode | null;
  const quote = useEventFees(event.id, value, code);
  const current = quote.data && quote.data.valor === value && quote.data.metodoPagamento === code ? quote.data : undefined;

  return (
    <CheckoutPayment
      methods={methods}
      brazilianAddress={brazilianAddress}
      code={code}
      onPick={setPicked}
      methodError={methodError}
      currency={event.moeda}
      quote={current}
      quoteBusy={quote.isFetching}
      quoteFailed={quote.isError ? { message: t('payment.quoteFailed'), retry: () => void quote.refetch() } : undefined}
      maxInstallments={oneCharge ? 1 : Math.max(1, event.maxParcelas)}
      summary={{ labels: { fees: t('payment.methodFees') } }}
      notices={oneCharge ? <p className="event-notice">{t('payment.oneCharge')}</p> : null}
      payLabel={(amount) => t('payment.pay', { amount })}
      onPay={(metodo, part) => onPay({ metodoPagamento: metodo as TPaymentMethodCode, ...part }, current!.total)}
    />
  );
}
