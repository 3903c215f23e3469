import type { TPayment } from '@congrega/contract/payments/payment';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { buttonClass } from '../ui/button.tsx';
import { CopyField } from './copy-field.tsx';
import { formatCalendarDate, formatDay, formatHour } from './payment-dates.ts';
import { PixInstructions } from './pix-instructions.tsx';
import { walletHref } from './wallet-link.ts';

/** How to finish a payment that waits for the payer (Pix, boleto, wallet app); nothing for the other methods. */
export function PaymentInstructions({ payment }: { payment: TPayment }) {
  const { t } = useTranslation('payments');
  const { pix, boleto, carteiraDigital: wallet } = payment;
  if (payment.metodoPagamento === 'pix' && pix) return <PixInstructions pix={pix} />;
  if (payment.metodoPagamento === 'boleto' && boleto) {
    return (
      <div className="boleto-instructions">
        <CopyField label={t('instructions.boletoLine')} value={boleto.linhaDigitavel} copyLabel={t('instructions.copyLine')} />
        <img className="boleto-barcode" src={boleto.imagemCodigoBarras} alt={t('instructions.boletoBarcode')} />
        <p>{t('instructions.boletoDue', { date: formatCalendarDate(boleto.vencimento) })}</p>
      </div>
    );
  }
  const href = walletHref(wallet?.link);
  if (payment.metodoPagamento === 'carteira_digital' && wallet && href) {
    return (
      <div className="wallet-instructions">
        <a className={buttonClass('primary')} href={href}>
          {t('instructions.walletOpen')}
        </a>
        <p className="muted">{t('instructions.walletUntil', { hour: formatHour(wallet.expiraEm), day: formatDay(wallet.expiraEm) })}</p>
      </div>
    );
  }
  return null;
}
