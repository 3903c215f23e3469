import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { getEventCalendar } from '@congrega/contract/endpoints/events';
import { EVENT_COVER_SIZES } from '@congrega/contract/media';
import { ShareButton } from '../../../components/share-button.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { buttonClass, ButtonLink } from '../../../components/ui/button.tsx';
import { apiLink } from '../../../lib/api-call.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { RouteParams } from '../../../lib/route-params.ts';
import { eventQueryOptions, seedDrawnEvent, useEvent } from '../api/get-event.ts';
import { EventButton } from '../components/event-button.tsx';
import { EventInfo, EventTerms } from '../components/event-info.tsx';
import { PurchaseFlow } from '../components/purchase-flow.tsx';
import { TicketStatus } from '../components/ticket-status.tsx';
import { WaitlistButton } from '../components/waitlist-button.tsx';
import { currentEventsScope } from '../lib/events-scope.ts';
import { purchaseTypes } from '../lib/purchase-body.ts';
import { readStep } from '../lib/purchase-steps.ts';
import { useEventLive } from '../lib/use-event-live.ts';
import { usePurchaseDraft } from '../lib/use-purchase-draft.ts';
import '../../../components/payments/payments.css';
import '../events.css';

export function loader(_args: LoaderFunctionArgs, params: RouteParams) {
  const eventId = Number(params.eventId);
  const scope = currentEventsScope();
  if (Number.isInteger(eventId)) seedDrawnEvent(scope, eventId);
  if (scope.ready) void queryClient.prefetchQuery(eventQueryOptions(scope, eventId));
  return { eventId };
}

/**
 * /event/{eventId} (MOD_EVENTO): the event (dates, schedule, place with its map link, contact, description, terms),
 * its ticket types with their live status (the `/events/live` socket), each sold-out type's waitlist and the button
 * for the viewer, add to calendar (.ics) and share (Web Share, else the address copied); with ?buyingStep the
 * purchase steps.
 */
export function Component() {
  const { eventId } = useLoaderData<typeof loader>();
  return <EventScreen key={eventId} eventId={eventId} />;
}

function EventScreen({ eventId }: { eventId: number }) {
  const { t } = useTranslation('events');
  const [search] = useSearchParams();
  const location = readStep(search);
  // Live stock over the socket while the screen is open; without it (down, refused) asked again every half minute.
  const live = useEventLive(eventId);
  const event = useEvent(eventId, !live);
  const [draft, setDraft] = usePurchaseDraft(eventId, event.data ? purchaseTypes(event.data.ingressos) : undefined);
  useDocumentTitle(event.data?.titulo ?? t('detail.title'));

  if (event.isPending) return <Loader />;
  if (!event.data) {
    return (
      <section className="events-page">
        <h1>{t('detail.title')}</h1>
        <LoadError error={event.error} onRetry={() => void event.refetch()} />
        <p>
          <ButtonLink to="/event" variant="secondary">
            {t('button.otherEvents')}
          </ButtonLink>
        </p>
      </section>
    );
  }
  const data = event.data;
  if (location.step) {
    return (
      <div className="events-page">
        <PurchaseFlow event={data} location={{ ...location, step: location.step }} draft={draft} onDraft={setDraft} />
      </div>
    );
  }

  return (
    <article className="events-page event-detail" aria-labelledby="event-title">
      {data.imagem ? (
        <ResponsiveImage
          className="event-cover"
          src={data.imagem}
          sizes={EVENT_COVER_SIZES}
          alt=""
          width={1200}
          height={630}
          fetchPriority="high"
        />
      ) : null}
      <h1 id="event-title">{data.titulo}</h1>
      {data.resumo ? <p className="event-summary">{data.resumo}</p> : null}
      <EventButton eventId={data.id} state={data.botao} contentTicket={data.ingressoConteudo} />
      <div className="event-actions">
        <a
          className={buttonClass('secondary')}
          href={apiLink(getEventCalendar, { params: { id: data.id } })}
          download={`evento-${data.id}.ics`}
        >
          {t('detail.addToCalendar')}
        </a>
        <ShareButton
          title={data.titulo}
          text={data.resumo ?? undefined}
          url={`${window.location.origin}/event/${data.id}`}
          label={t('detail.share')}
        />
      </div>
      <EventInfo event={data} />
      <section className="section" aria-labelledby="event-tickets">
        <h2 id="event-tickets">{t('detail.tickets')}</h2>
        {data.ingressos.length === 0 ? (
          <p className="empty-state">{t('tickets.none')}</p>
        ) : (
          <ul className="ticket-types">
            {data.ingressos.map((ticket) => (
              <li key={ticket.id} className="ticket-type">
                <div className="ticket-type-info">
                  <h3 className="ticket-type-name">{ticket.nome}</h3>
                  <p className="ticket-type-price">
                    {ticket.valor === 0 ? t('tickets.free') : formatMoney(ticket.valor, data.moeda)}
                    {ticket.taxa > 0 ? (
                      <span className="muted"> {t('tickets.fee', { fee: formatMoney(ticket.taxa, data.moeda) })}</span>
                    ) : null}
                  </p>
                  <TicketStatus ticket={ticket} />
                  <WaitlistButton eventId={data.id} ticket={ticket} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {data.termos ? <EventTerms terms={data.termos} headingId="event-terms" /> : null}
    </article>
  );
}
