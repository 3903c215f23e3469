import type { TPaymentMethod } from '@congrega/contract/church';
import { WALLET_APP_MAX_DONATION_CENTS } from '@congrega/contract/giving';
import type { TPaymentReason } from '@congrega/contract/payments/payment';
import { CheckoutPayment, methodChoice } from '../../../components/payments/checkout-payment.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { CheckboxField } from '../../../components/ui/field.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useFeeQuote } from '../api/get-fee-quote.ts';
import { exceedsWalletMax, giftTotal, isRecurring, type GiveDraft, type PaymentPart } from '../lib/give-form.ts';

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
 * The payment of /give/checkout through the kit's checkout step: the method (the church's, Pix and boleto only for
 * Brazilian addresses), the "I cover the fees" switch, and the figures of the server's quote (GET
 * /pagamento/calcular-taxas: fees and every installment option, priced as the gift is charged). A recurring gift is
 * one card charge a cycle, so it is quoted and paid in one installment.
 */
export function GivePayment(props: GivePaymentProps) {
  const { reasons, methods, brazilianAddress, currency, draft, onDraft, picked, onPick, onPay, methodError, oneOff } = props;
  const { t } = useTranslation('giving');
  const code = methodChoice(methods, brazilianAddress, picked)?.codigo ?? null;
  const gift = giftTotal(draft);
  const wantsRecurring = isRecurring(draft, reasons);
  const recurring = !oneOff && wantsRecurring;
  const quote = useFeeQuote({ method: code, value: gift, coverFees: draft.coverFees, ...(recurring ? { maxInstallments: 1 } : {}) });
  const current =
    quote.data && quote.data.valor === gift && quote.data.metodoPagamento === code && quote.data.flagUsuarioTaxa === draft.coverFees
      ? quote.data
      : undefined;
  const overWalletMax = !!current && exceedsWalletMax(code, current.total);
  const money = (cents: number) => formatMoney(cents, currency);
  const payKey = recurring && code === 'cartao_credito' ? 'payment.payRecurring' : 'payment.pay';

  return (
    <CheckoutPayment
      methods={methods}
      brazilianAddress={brazilianAddress}
      code={code}
      onPick={onPick}
      methodError={methodError}
      currency={currency}
      quote={current}
      quoteBusy={quote.isFetching}
      quoteFailed={quote.isError ? { message: t('payment.feesFailed'), retry: () => void quote.refetch() } : undefined}
      maxInstallments={recurring ? 1 : undefined}
      summary={{ showValue: true, labels: { value: t('payment.gift'), fees: t('payment.fees'), total: t('payment.charged') } }}
      options={
        <CheckboxField
          role="switch"
          label={t('payment.coverFees')}
          checked={draft.coverFees}
          onChange={(e) => onDraft({ ...draft, coverFees: e.target.checked })}
        />
      }
      notices={
        <>
          {recurring && code !== 'cartao_credito' ? <p className="give-notice">{t('recurrence.cardOnly')}</p> : null}
          {oneOff && wantsRecurring ? <p className="give-notice">{t('guest.oneOff')}</p> : null}
          {overWalletMax ? <Alert tone="error">{t('validation.walletMax', { max: money(WALLET_APP_MAX_DONATION_CENTS) })}</Alert> : null}
        </>
      }
      blocked={overWalletMax}
      payLabel={(amount) => t(payKey, { amount })}
      onPay={(metodo, part) => onPay(metodo, part)}
    />
  );
}
