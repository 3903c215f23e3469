import type { ReactNode } from 'react';
import { formatMoney } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import './payments.css';

/**
 * The figures of a payment, cents: a quote's option before paying (checkout-quote.ts) or the payment itself after
 * (TPayment has these fields). Before paying they come only from the server's quote, priced as the charge is.
 */
export interface PaymentFigures {
  valor: number;
  taxas: number;
  total: number;
  parcelas: number;
  valorParcela: number;
  /** Installment interest, when known (a quote's option). */
  juros?: number;
}

export interface PaymentSummaryProps {
  figures: PaymentFigures;
  currency: string;
  /** Labels of the value, fees and total rows where the paying screen names them otherwise ("Gift", "Charged"). */
  labels?: { value?: string; fees?: string; total?: string };
  /** The value row even without fees or interest (a gift shows what is given). */
  showValue?: boolean;
  /** Rows before the figures (order code, what it pays for, method) and after them (dates): `SummaryRow`s. */
  lead?: ReactNode;
  trail?: ReactNode;
  /** A new quote is on its way (the figures shown are the previous one's). */
  busy?: boolean;
}

/**
 * One row of a summary. `figure` names an amount (value, fees, interest, total) for the checkout-figures tests, which
 * read what the screen shows; `extra` follows it in the same cell.
 */
export function SummaryRow({ label, figure, extra, children }: { label: string; figure?: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={figure === 'total' ? 'payment-total' : undefined}>
        {figure ? <span data-figure={figure}>{children}</span> : children}
        {extra}
      </dd>
    </div>
  );
}

/**
 * The one payment summary of the app (checkouts, thank-you pages, the payment status page): the value, the fees the
 * payer covers, the installment interest, the total and "in 3x of R$ 55,47", each only when it applies.
 */
export function PaymentSummary({ figures, currency, labels = {}, showValue, lead, trail, busy }: PaymentSummaryProps) {
  const { t } = useTranslation('payments');
  const money = (cents: number) => formatMoney(cents, currency);
  const juros = figures.juros ?? 0;
  return (
    <dl className="payment-summary" aria-busy={busy || undefined}>
      {lead}
      {showValue || figures.taxas > 0 || juros > 0 ? (
        <SummaryRow label={labels.value ?? t('summary.value')} figure="value">
          {money(figures.valor)}
        </SummaryRow>
      ) : null}
      {figures.taxas > 0 ? (
        <SummaryRow label={labels.fees ?? t('summary.fees')} figure="fees">
          {money(figures.taxas)}
        </SummaryRow>
      ) : null}
      {juros > 0 ? (
        <SummaryRow label={t('summary.interest')} figure="interest">
          {money(juros)}
        </SummaryRow>
      ) : null}
      <SummaryRow
        label={labels.total ?? t('summary.total')}
        figure="total"
        extra={
          figures.parcelas > 1 ? (
            <span className="muted" data-figure="installment">
              {' '}
              {t('summary.installments', { n: figures.parcelas, value: money(figures.valorParcela) })}
            </span>
          ) : null
        }
      >
        {money(figures.total)}
      </SummaryRow>
      {trail}
    </dl>
  );
}
