import * as events from '@congrega/contract/endpoints/events';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { requestLocale } from '../../core/locale.ts';
import { requireIdempotencyKey } from '../payments/payments.public.ts';
import { getEventDetail, getEventList, quoteEventFees } from './events.service.ts';
import { getEventCalendar } from './events-calendar.ts';
import { purchaseTickets } from './purchase.service.ts';
import { getMyEvents, getMyTickets, getTicketContent } from './registrations.service.ts';
import { joinWaitlist, leaveWaitlist } from './waitlist.service.ts';

/** Events (spec section 7 "Events"): routes from the contract's descriptors; rules in the services. */
export default async function eventsRoutes(app: FastifyInstance) {
  registerEndpoint(app, events.listEvents, ({ req, params, query }) => getEventList(app, req.church, params.slug, query));
  registerEndpoint(app, events.getEvent, ({ req, params }) => getEventDetail(app, req.church, req.auth, params.slug, params.id));
  registerEndpoint(app, events.getEventCalendar, async ({ req, reply, params }) => {
    reply.header('content-disposition', `attachment; filename="evento-${params.id}.ics"`);
    return Buffer.from(await getEventCalendar(app, req.church, params.id));
  });
  registerEndpoint(app, events.quoteEventFees, ({ req, params, query }) => quoteEventFees(app, req.church, params.id, query));
  registerEndpoint(app, events.purchase, ({ req, params, body }) =>
    purchaseTickets(
      app,
      req.church,
      req.auth,
      requestLocale(req),
      requireIdempotencyKey(req.headers['idempotency-key']),
      params,
      body,
      req.ip,
    ),
  );
  registerEndpoint(app, events.listMyEvents, ({ req, auth, params }) => getMyEvents(app, req.church, auth, params.userId));
  registerEndpoint(app, events.listMyTickets, ({ req, auth, params }) => getMyTickets(app, req.church, auth, params.userId, params.id));
  registerEndpoint(app, events.listTicketContent, ({ req, auth, params }) => getTicketContent(app, req.church, auth, params));
  registerEndpoint(app, events.joinWaitlist, ({ req, auth, params }) => joinWaitlist(app, req.church, auth, requestLocale(req), params));
  registerEndpoint(app, events.leaveWaitlist, ({ req, auth, params }) => leaveWaitlist(app, req.church, auth, params));
}
