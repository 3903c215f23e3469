import type { TPaymentMethod } from '@congrega/contract/church';
import type { TInstallmentOption } from '@congrega/contract/payments/payment';
import { useState, type ReactNode } from 'react';
import { formatMoney } from '../../lib/format.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Loader } from '../ui/spinner.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { AchForm, type AchAccountValues } from './ach-form.tsx';
import { CheckoutCardForm, type CheckoutCardPayment } from './checkout-card-form.tsx';
import { chosenOption, quoteFigures, quoteOptions, type CheckoutQuote } from './checkout-quote.ts';
import { MethodPicker } from './method-picker.tsx';
import { payableMethods } from './payment-methods.ts';
import { PaymentSummary, type PaymentSummaryProps } from './payment-summary.tsx';
import { SimplePayForm } from './simple-pay-form.tsx';

/** The method shown: the one picked while it is offered, else the first offered (null: none). */
export function methodChoice<M extends Pick<TPaymentMethod, 'codigo'>>(
  methods: readonly M[],
  brazilianAddress: boolean,
  picked: string | null,
) {
  const offered = payableMethods(methods, brazilianAddress);
  return offered.find((m) => m.codigo === picked) ?? offered[0] ?? null;
}

/** The payment part of a checkout body: the card's (cartao, salvarCartao, parcelas), the ACH account, or nothing. */
export type CheckoutPaymentPart = Partial<CheckoutCardPayment> & { ach?: AchAccountValues };

export interface CheckoutPaymentProps {
  methods: readonly TPaymentMethod[];
  brazilianAddress: boolean;
  /** The method shown (`methodChoice`); null when none is offered. */
  code: string | null;
  onPick: (code: string) => void;
  methodError?: string;
  currency: string;
  /** The server's quote of this order with `code` (undefined while it loads, or when it is another order's). */
  quote: CheckoutQuote | undefined;
  quoteBusy: boolean;
  /** The quote could not be had: its message and a retry. Nothing can be paid without it. */
  quoteFailed?: { message: string; retry: () => void };
  /** A cap on the installments (a recurring gift, an event that takes one charge). */
  maxInstallments?: number;
  summary?: Pick<PaymentSummaryProps, 'labels' | 'showValue'>;
  /** Between the method choice and the figures (the giver's "I cover the fees" switch). */
  options?: ReactNode;
  /** After the figures (notices of the paying screen). */
  notices?: ReactNode;
  /** No payment form (the wallet app's maximum is exceeded, say): `notices` says why. */
  blocked?: boolean;
  /** The button's text for the amount charged ("Pagar R$ 166,41"), formatted. */
  payLabel: (amount: string) => string;
  /** Sends the paying feature's request; a rejection is shown by the method's form, with what was typed kept. */
  onPay: (code: string, part: CheckoutPaymentPart, option: TInstallmentOption) => Promise<void>;
}

/**
 * The payment step of every checkout (events, giving): the method, the figures of the server's quote for the
 * installments chosen (value, fees, interest, total, per installment) and the method's form whose button says the
 * total. Every amount on it comes from the quote, priced as the charge is: nothing is computed here.
 */
export function CheckoutPayment(props: CheckoutPaymentProps) {
  const { methods, brazilianAddress, code, onPick, methodError, currency, quote, quoteBusy, quoteFailed } = props;
  const { t } = useTranslation('payments');
  const [installments, setInstallments] = useState(1);
  const options = quote ? quoteOptions(quote, code === 'cartao_credito' ? props.maxInstallments : 1) : [];
  const option = quote ? chosenOption(options, installments) : undefined;
  const label = option ? props.payLabel(formatMoney(option.total, currency)) : '';
  const pay = (part: CheckoutPaymentPart) => props.onPay(code!, part, option!);

  let form: ReactNode;
  if (!code || !quote || !option || props.blocked) form = null;
  else if (code === 'cartao_credito') {
    form = (
      <CheckoutCardForm
        options={options}
        currency={currency}
        installments={option.parcelas}
        onInstallments={setInstallments}
        submitLabel={label}
        onPay={(card) => pay(card)}
      />
    );
  } else if (code === 'ach') form = <AchForm submitLabel={label} onPay={(ach) => pay({ ach })} />;
  else form = <SimplePayForm submitLabel={label} onPay={() => pay({})} />;

  return (
    <div className="checkout-payment">
      <MethodPicker methods={methods} brazilianAddress={brazilianAddress} value={code} onChange={onPick} error={methodError} />
      {code ? props.options : null}
      {code && quote && option ? (
        <div aria-live="polite">
          <PaymentSummary figures={quoteFigures(quote, option)} currency={currency} busy={quoteBusy} {...props.summary} />
        </div>
      ) : null}
      {code && !quote && quoteBusy ? <Loader /> : null}
      {code && !quote && !quoteBusy && quoteFailed ? (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" onClick={quoteFailed.retry}>
              {t('checkout.retryQuote')}
            </Button>
          }
        >
          {quoteFailed.message}
        </Alert>
      ) : null}
      {code ? props.notices : null}
      {form}
    </div>
  );
}
