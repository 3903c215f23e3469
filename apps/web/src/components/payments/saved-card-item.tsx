import type { TSavedCard } from '@congrega/contract/payments/cards';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from 'react-router';
import { CardLabel } from './card-label.tsx';

/**
 * A saved card in "My cards": brand and last four digits (a heading at `level`: 3 under a gateway's heading), expiry
 * (expired ones marked), holder, and remove.
 */
export function SavedCardItem({ card, level = 2 }: { card: TSavedCard; level?: 2 | 3 }) {
  const { t } = useTranslation('payments');
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <article className={card.expirado ? 'saved-card saved-card-expired' : 'saved-card'}>
      <div className="saved-card-body">
        <Heading className="saved-card-title">
          <CardLabel brand={card.bandeira} lastDigits={card.ultimosDigitos} />
        </Heading>
        <p className="saved-card-line">
          {t('cards.expiry', { expiry: card.validade })}
          {card.expirado ? <span className="saved-card-badge">{t('cards.expired')}</span> : null}
        </p>
        <p className="saved-card-line muted">{card.titular}</p>
      </div>
      <Link to={`/user/deletecard?id=${card.id}`} className="btn btn-ghost btn-sm saved-card-remove">
        {t('cards.remove')}
        <span className="sr-only"> {t('card.endingIn', { brand: t(`brands.${card.bandeira}`), digits: card.ultimosDigitos })}</span>
      </Link>
    </article>
  );
}
