import type { TSavedCard } from '@congrega/contract/payments/cards';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { CardLabel } from './card-label.tsx';

export type CardChoice = number | 'new';

/** "Use a saved card" or "use another card" (spec section 3): one radio per usable saved card, then a new one. */
export function SavedCardChoice({
  cards,
  value,
  onChange,
}: {
  cards: readonly TSavedCard[];
  value: CardChoice;
  onChange: (choice: CardChoice) => void;
}) {
  const { t } = useTranslation('payments');
  const name = useId();
  return (
    <fieldset className="method-picker">
      <legend className="field-label">{t('checkout.cardChoice')}</legend>
      <ul className="method-options">
        {cards.map((card) => (
          <li key={card.id}>
            <label className="method-option">
              <input type="radio" name={name} checked={value === card.id} onChange={() => onChange(card.id)} />
              <span>
                <CardLabel brand={card.bandeira} lastDigits={card.ultimosDigitos} />{' '}
                <span className="muted">{t('cards.expiry', { expiry: card.validade })}</span>
              </span>
            </label>
          </li>
        ))}
        <li>
          <label className="method-option">
            <input type="radio" name={name} checked={value === 'new'} onChange={() => onChange('new')} />
            <span>{t('checkout.otherCard')}</span>
          </label>
        </li>
      </ul>
    </fieldset>
  );
}
