import type { TTicket } from '@congrega/contract/events-purchase';
import { Link } from 'react-router';
import { formatMoment } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { contentPath } from './event-button.tsx';

/**
 * One ticket: its holder, type and status, the QR code to show at the door (an SVG the API makes from the ticket
 * code, once the registration is confirmed) with the code in text, the answers, and the exclusive content or the
 * payment still due.
 */
export function TicketCard({ ticket, eventId, position, count }: { ticket: TTicket; eventId: number; position: number; count: number }) {
  const { t } = useTranslation('events');
  const titleId = `ticket-${ticket.id}`;
  return (
    <article className={`ticket-card ticket-${ticket.status}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="ticket-holder">
        <span className="muted ticket-position">{t('holders.title', { n: position, m: count })}</span>
        {ticket.titular}
      </h2>
      <p>
        {ticket.tipo.nome} · <span className="ticket-state">{t(`ticket.${ticket.status}`)}</span>
      </p>
      {ticket.qrCode && ticket.codigo ? (
        <figure className="ticket-qr">
          <img src={ticket.qrCode} alt={t('ticket.qr', { name: ticket.titular })} width={200} height={200} />
          <figcaption className="ticket-code">{ticket.codigo}</figcaption>
        </figure>
      ) : ticket.status === 'pendente' ? (
        <p className="muted">{t('ticket.qrAfterPayment')}</p>
      ) : null}
      {ticket.respostas.length > 0 ? (
        <dl className="ticket-answers">
          {ticket.respostas.map((a) => (
            <div key={a.pergunta}>
              <dt>{a.pergunta}</dt>
              <dd>{a.tipo === 'simNao' ? t(`holders.${a.resposta === 'sim' ? 'sim' : 'nao'}`) : a.resposta}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="muted">{t('ticket.bought', { date: formatMoment(ticket.dataCadastro, 'dateTime') })}</p>
      <div className="actions">
        {ticket.flagConteudoOnline && ticket.status === 'confirmada' ? (
          <Link className="btn btn-secondary" to={contentPath(eventId, ticket.id)}>
            {t('ticket.content')}
          </Link>
        ) : null}
        {ticket.status === 'pendente' && ticket.pedido ? (
          <Link className="btn btn-secondary" to={`/user/payment/${encodeURIComponent(ticket.pedido)}`}>
            {t('ticket.payment')}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
