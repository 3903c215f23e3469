import type { TPayment } from '@congrega/contract/payments/payment';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { CopyField } from './copy-field.tsx';
import { formatCountdown, useSecondsUntil } from './use-clock.ts';

type Pix = NonNullable<TPayment['pix']>;

/** Pix: the QR code to scan, the "copia e cola" code with a copy button and the time left to pay. */
export function PixInstructions({ pix }: { pix: Pix }) {
  const { t } = useTranslation('payments');
  const left = useSecondsUntil(pix.expiraEm);
  return (
    <div className="pix-instructions">
      <img className="pix-qr" src={pix.qrCode} alt={t('instructions.pixQr')} width={220} height={220} />
      <CopyField label={t('instructions.pixCode')} value={pix.copiaECola} copyLabel={t('instructions.copyCode')} />
      {left > 0 ? (
        <p className="payment-countdown">
          {t('instructions.expiresIn')}{' '}
          <time role="timer" dateTime={`PT${left}S`}>
            {formatCountdown(left)}
          </time>
        </p>
      ) : (
        <p className="payment-countdown payment-countdown-over">{t('instructions.pixExpired')}</p>
      )}
    </div>
  );
}
