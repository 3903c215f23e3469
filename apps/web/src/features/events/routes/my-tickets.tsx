import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatMomentRange } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { RouteParams } from '../../../lib/route-params.ts';
import { myTicketsQueryOptions, useMyTickets } from '../api/get-my-tickets.ts';
import { TicketCard } from '../components/ticket-card.tsx';
import { currentEventsScope } from '../lib/events-scope.ts';
import '../events.css';

export function loader(_args: LoaderFunctionArgs, params: RouteParams) {
  const eventId = Number(params.eventId);
  void queryClient.prefetchQuery(myTicketsQueryOptions(currentEventsScope(), eventId));
  return { eventId };
}

/**
 * /user/registrations/{eventId}/tickets (and the event's child route /event/{eventId}/tickets; login required):
 * the member's tickets of one event, each with its holder and QR code.
 */
export function Component() {
  const { eventId } = useLoaderData<typeof loader>();
  const { t } = useTranslation('events');
  const tickets = useMyTickets(eventId);
  const event = tickets.data?.evento;
  useDocumentTitle(event ? t('mine.ticketsOf', { title: event.titulo }) : t('mine.tickets'));
  return (
    <section className="events-page">
      <p>
        <Link to="/user/registrations">{t('mine.title')}</Link>
      </p>
      <h1>{event ? event.titulo : t('mine.tickets')}</h1>
      {event ? <p className="muted">{formatMomentRange(event.dataInicio, event.dataFim, 'dateTime')}</p> : null}
      <QueryState query={tickets} isEmpty={(data) => data.ingressos.length === 0} empty={t('mine.noTickets')}>
        {(data) => (
          <ul className="ticket-list">
            {data.ingressos.map((ticket, i) => (
              <li key={ticket.id}>
                <TicketCard ticket={ticket} eventId={eventId} position={i + 1} count={data.ingressos.length} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <p>
        <Link to={`/event/${eventId}`}>{t('mine.toEvent')}</Link>
      </p>
    </section>
  );
}
