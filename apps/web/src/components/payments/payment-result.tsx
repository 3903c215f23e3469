import type { TPayment } from '@congrega/contract/payments/payment';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { CardLabel } from './card-label.tsx';
import { daysBetween, formatCalendarDate, formatDay, formatHour } from './payment-dates.ts';
import { PaymentInstructions } from './payment-instructions.tsx';
import { isAwaitingPayer, paymentResultKey } from './payment-result-key.ts';
import './payments.css';

/** The values the message of each row shows (the Pix code's hour and day, the cash deadline...). */
function messageParams(payment: TPayment): Record<string, string | number> {
  const { pix, boleto, dinheiro, ach } = payment;
  if (pix) return { hour: formatHour(pix.expiraEm), day: formatDay(pix.expiraEm) };
  if (boleto) return { date: formatCalendarDate(boleto.vencimento) };
  if (dinheiro) return { count: daysBetween(payment.dataCadastro, dinheiro.prazo), day: formatDay(dinheiro.prazo) };
  if (ach) return { digits: ach.ultimosDigitos };
  return {};
}

/**
 * The thank-you message of a payment for every row of the spec's payment result table (section 4), by method and
 * status, with what the payer still has to do (Pix QR and code, boleto line, wallet app link) unless
 * `instructions` is false. For the thank-you pages of giving, events and Play, and the payment status page.
 */
export function PaymentResult({ payment, instructions = true }: { payment: TPayment; instructions?: boolean }) {
  const { t } = useTranslation('payments');
  const key = paymentResultKey(payment);
  return (
    <div className={`payment-result payment-result-${key}`}>
      <p className="payment-result-message">{t(`result.${key}`, messageParams(payment))}</p>
      {payment.cartao && key === 'cardProcessing' ? (
        <p className="muted">
          <CardLabel brand={payment.cartao.bandeira} lastDigits={payment.cartao.ultimosDigitos} />
        </p>
      ) : null}
      {instructions && isAwaitingPayer(payment) ? <PaymentInstructions payment={payment} /> : null}
    </div>
  );
}
