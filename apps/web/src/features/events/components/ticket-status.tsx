import type { TTicketType } from '@congrega/contract/events';
import { formatMoment } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** A ticket type's live status for the viewer (spec "Ticket states"), with the few left when stock is low. */
export function TicketStatus({ ticket }: { ticket: TTicketType }) {
  const { t } = useTranslation('events');
  let text: string;
  switch (ticket.status) {
    case 'disponivel_ate':
      text = ticket.fimVendas ? t('status.until', { date: formatMoment(ticket.fimVendas, 'dateTime') }) : t('status.disponivel');
      break;
    case 'disponivel_a_partir':
      text = ticket.inicioVendas ? t('status.from', { date: formatMoment(ticket.inicioVendas, 'dateTime') }) : t('status.soon');
      break;
    default:
      text = t(`status.${ticket.status}`);
  }
  const open = ticket.status === 'disponivel' || ticket.status === 'disponivel_ate';
  return (
    <p className={open ? 'ticket-status' : 'ticket-status ticket-status-off'}>
      {text}
      {open && ticket.restantes !== null ? <span className="ticket-left"> · {t('status.left', { count: ticket.restantes })}</span> : null}
    </p>
  );
}
