import type { TEventDetail } from '@congrega/contract/events';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { purchaseTotals, quantityOf, ticketCount, type PurchaseDraft, type PurchaseTicketType } from '../lib/purchase-draft.ts';
import { TicketStatus } from './ticket-status.tsx';

export interface TicketChoiceProps {
  event: TEventDetail;
  types: readonly PurchaseTicketType[];
  draft: PurchaseDraft;
  onQuantity: (typeId: number, quantity: number) => void;
}

/** The ticket types with price, fee, live status and a quantity stepper each (within what may be bought now). */
export function TicketChoice({ event, types, draft, onQuantity }: TicketChoiceProps) {
  const { t } = useTranslation('events');
  const money = (cents: number) => formatMoney(cents, event.moeda);
  const totals = purchaseTotals(draft, types);
  if (event.ingressos.length === 0) return <p className="empty-state">{t('tickets.none')}</p>;
  return (
    <>
      <ul className="ticket-types">
        {event.ingressos.map((ticket) => {
          const n = quantityOf(draft, ticket.id);
          const label = t('tickets.quantityOf', { name: ticket.nome });
          return (
            <li key={ticket.id} className="ticket-type">
              <div className="ticket-type-info">
                <h2 className="ticket-type-name">{ticket.nome}</h2>
                {ticket.descricao ? <p className="muted">{ticket.descricao}</p> : null}
                <p className="ticket-type-price">
                  {ticket.valor === 0 ? t('tickets.free') : money(ticket.valor)}
                  {ticket.taxa > 0 ? <span className="muted"> {t('tickets.fee', { fee: money(ticket.taxa) })}</span> : null}
                </p>
                <TicketStatus ticket={ticket} />
              </div>
              {ticket.maxPorCompra > 0 || n > 0 ? (
                <div className="stepper" role="group" aria-label={label}>
                  <button
                    type="button"
                    className="btn btn-secondary stepper-btn"
                    onClick={() => onQuantity(ticket.id, n - 1)}
                    disabled={n === 0}
                    aria-label={t('tickets.less', { name: ticket.nome })}
                  >
                    −
                  </button>
                  <output className="stepper-value" aria-live="polite" aria-label={label}>
                    {n}
                  </output>
                  <button
                    type="button"
                    className="btn btn-secondary stepper-btn"
                    onClick={() => onQuantity(ticket.id, n + 1)}
                    disabled={n >= ticket.maxPorCompra}
                    aria-label={t('tickets.more', { name: ticket.nome })}
                  >
                    +
                  </button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="purchase-total">
        <span>{t('tickets.count', { count: ticketCount(draft) })}</span>
        <strong>{money(totals.total)}</strong>
      </p>
    </>
  );
}
