import type { TSavedCardList } from '@congrega/contract/payments/cards';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Link, useLocation } from 'react-router';
import { savedCardsQueryOptions, useSavedCards } from '../../../components/payments/api/get-saved-cards.ts';
import { currentPaymentsScope } from '../../../components/payments/api/payments-scope.ts';
import { cardGatewayId } from '../../../components/payments/payment-methods.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useBootstrap } from '../../../lib/bootstrap.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { SavedCardItem } from '../../../components/payments/saved-card-item.tsx';
import '../../../components/payments/payments.css';

const filledGroups = (list: TSavedCardList) => list.cartoes.filter((g) => g.cartoes.length > 0);

/** The cards, under a heading per gateway when there is more than one. */
function SavedCardGroups({ groups }: { groups: TSavedCardList['cartoes'] }) {
  const { t } = useTranslation('payments');
  const grouped = groups.length > 1;
  return groups.map((group) => (
    <div key={group.idGatewayPagamento} className="saved-card-group">
      {grouped ? <h2 className="saved-card-group-title">{t('cards.gateway', { id: group.idGatewayPagamento })}</h2> : null}
      <ul className="saved-card-list">
        {group.cartoes.map((card) => (
          <li key={card.id}>
            <SavedCardItem card={card} level={grouped ? 3 : 2} />
          </li>
        ))}
      </ul>
    </div>
  ));
}

export function loader() {
  void queryClient.prefetchQuery(savedCardsQueryOptions(currentPaymentsScope()));
  return null;
}

/**
 * /user/cards: the member's saved cards grouped by gateway (a heading per gateway when there is more than one).
 * When the list cannot be loaded it is shown empty (spec section 8) with the error and a retry.
 */
export function Component() {
  const { t } = useTranslation('payments');
  const cards = useSavedCards();
  const takesCards = cardGatewayId(useBootstrap().metodosPagamento) !== undefined;
  const notice = useLocation().state as { added?: unknown; deleted?: unknown } | null;
  useDocumentTitle(t('cards.title'));

  return (
    <section className="payments-page">
      <p>
        <Link to="/user">{t('cards.back')}</Link>
      </p>
      <h1>{t('cards.title')}</h1>
      {notice?.added === true ? <Alert tone="success">{t('cards.added')}</Alert> : null}
      {notice?.deleted === true ? <Alert tone="success">{t('cards.deleted')}</Alert> : null}
      <div className="actions">
        {takesCards ? <ButtonLink to="/user/addcard">{t('cards.add')}</ButtonLink> : <p className="muted">{t('cards.noCardMethod')}</p>}
      </div>
      <QueryState query={cards} empty={t('cards.empty')} isEmpty={(data) => filledGroups(data).length === 0} keepDataOnError={false}>
        {(data) => <SavedCardGroups groups={filledGroups(data)} />}
      </QueryState>
    </section>
  );
}
