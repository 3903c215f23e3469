import type { TPaymentMethod } from '@congrega/contract/church';
import { WALLET_APP_MAX_DONATION_CENTS } from '@congrega/contract/giving';
import type { TPaymentReason } from '@congrega/contract/payments/payment';
import { AchForm } from '../../../components/payments/ach-form.tsx';
import { CheckoutCardForm } from '../../../components/payments/checkout-card-form.tsx';
import { MethodPicker } from '../../../components/payments/method-picker.tsx';
import { payableMethods } from '../../../components/payments/payment-methods.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { CheckboxField } from '../../../components/ui/field.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useFeeQuote } from '../api/get-fee-quote.ts';
import { exceedsWalletMax, giftTotal, isRecurring, type GiveDraft, type PaymentPart } from '../lib/give-form.ts';
import { FeeSummary } from './fee-summary.tsx';
import { SimplePayForm } from '../../../components/payments/simple-pay-form.tsx';

export interface GivePaymentProps {
  reasons: readonly TPaymentReason[];
  methods: readonly TPaymentMethod[];
  brazilianAddress: boolean;
  currency: string;
  draft: GiveDraft;
  onDraft: (draft: GiveDraft) => void;
  /** The method chosen (its code; null: the first offered). Kept by the page, so a guest sent back for their CPF
   * comes back to it. */
  picked: string | null;
  onPick: (code: string) => void;
  /** Sends the gift; a rejection (ApiError) is shown by the method's form, with what was typed kept. */
  onPay: (method: string, payment: PaymentPart) => Promise<void>;
  /** A method error from the server, shown on the method choice. */
  methodError?: string;
  /** A guest gift: given once (recurrence needs an account). */
  oneOff?: boolean;
}

/**
 * Step two of /give: the method (the church's, Pix and boleto only for Brazilian addresses), the fees and the
 * "I cover the fees" switch, then the shared checkout form of the method (card with saved cards first and
 * installments, ACH, or a single button for Pix, boleto, wallet app and cash). Recurrence needs a card.
 */
export function GivePayment({
  reasons,
  methods,
  brazilianAddress,
  currency,
  draft,
  onDraft,
  picked,
  onPick,
  onPay,
  methodError,
  oneOff,
}: GivePaymentProps) {
  const { t } = useTranslation('giving');
  const offered = payableMethods(methods, brazilianAddress);
  const method = offered.find((m) => m.codigo === picked) ?? offered[0] ?? null;
  const code = method?.codigo ?? null;
  const gift = giftTotal(draft);
  const wantsRecurring = isRecurring(draft, reasons);
  const recurring = !oneOff && wantsRecurring;
  const quote = useFeeQuote({ method: code, value: gift, coverFees: draft.coverFees });
  const current = quote.data && quote.data.valor === gift && quote.data.metodoPagamento === code ? quote.data : undefined;
  const charged = draft.coverFees ? (current?.total ?? gift) : gift;
  const overWalletMax = exceedsWalletMax(code, charged);
  const money = (cents: number) => formatMoney(cents, currency);
  const label = t(recurring && code === 'cartao_credito' ? 'payment.payRecurring' : 'payment.pay', { amount: money(charged) });

  return (
    <div className="give-payment">
      <MethodPicker methods={methods} brazilianAddress={brazilianAddress} value={code} onChange={onPick} error={methodError} />
      {code ? (
        <>
          <CheckboxField
            role="switch"
            label={t('payment.coverFees')}
            checked={draft.coverFees}
            onChange={(e) => onDraft({ ...draft, coverFees: e.target.checked })}
          />
          <FeeSummary gift={gift} quote={current} failed={quote.isError} currency={currency} />
        </>
      ) : null}
      {recurring && code && code !== 'cartao_credito' ? <p className="give-notice">{t('recurrence.cardOnly')}</p> : null}
      {oneOff && wantsRecurring ? <p className="give-notice">{t('guest.oneOff')}</p> : null}
      {overWalletMax ? <Alert tone="error">{t('validation.walletMax', { max: money(WALLET_APP_MAX_DONATION_CENTS) })}</Alert> : null}
      {!code || overWalletMax ? null : code === 'cartao_credito' ? (
        <CheckoutCardForm
          amount={charged}
          currency={currency}
          maxInstallments={recurring ? 1 : (method?.maxParcelas ?? 1)}
          submitLabel={label}
          onPay={(card) => onPay(code, card)}
        />
      ) : code === 'ach' ? (
        <AchForm submitLabel={label} onPay={(ach) => onPay(code, { ach })} />
      ) : (
        <SimplePayForm submitLabel={label} onPay={() => onPay(code, {})} />
      )}
    </div>
  );
}
