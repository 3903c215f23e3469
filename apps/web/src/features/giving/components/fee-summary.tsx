import type { TFeeQuote } from '@congrega/contract/payments/payment';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/**
 * The gift, the method's fees (GET /pagamento/calcular-taxas) and what the giver pays: the fees come out of the
 * gift, or on top of it when the giver covers them (flagUsuarioTaxa).
 */
export function FeeSummary({
  gift,
  quote,
  failed,
  currency,
}: {
  gift: number;
  quote: TFeeQuote | undefined;
  failed: boolean;
  currency: string;
}) {
  const { t } = useTranslation('giving');
  const money = (cents: number) => formatMoney(cents, currency);
  const current = quote && quote.valor === gift ? quote : undefined;
  return (
    <div className="give-fees" aria-live="polite">
      <dl className="payment-summary">
        <div>
          <dt>{t('payment.gift')}</dt>
          <dd>{money(gift)}</dd>
        </div>
        {current ? (
          <div>
            <dt>{t(current.flagUsuarioTaxa ? 'payment.fees' : 'payment.feesFromGift')}</dt>
            <dd>{money(current.taxas)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('payment.charged')}</dt>
          <dd className="payment-total">{money(current?.total ?? gift)}</dd>
        </div>
      </dl>
      {failed && !current ? <p className="field-hint">{t('payment.feesFailed')}</p> : null}
    </div>
  );
}
