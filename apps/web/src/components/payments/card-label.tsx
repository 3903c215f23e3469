import { useTranslation } from '../../lib/i18n/use-translation.ts';

const BRANDS = new Set(['visa', 'mastercard', 'amex', 'elo', 'hipercard', 'diners', 'discover', 'jcb']);

/** "Visa •••• 1234": the bullets are hidden from screen readers, which hear "Visa ending in 1234". */
export function CardLabel({ brand, lastDigits }: { brand: string; lastDigits: string }) {
  const { t } = useTranslation('payments');
  const name = t(BRANDS.has(brand) ? `brands.${brand}` : 'brands.unknown');
  return (
    <span className="card-label">
      <span aria-hidden="true">{t('card.masked', { brand: name, digits: lastDigits })}</span>
      <span className="sr-only">{t('card.endingIn', { brand: name, digits: lastDigits })}</span>
    </span>
  );
}
