import * as registrations from '@congrega/contract/endpoints/admin-event-registrations';
import { FALLBACK_LOCALE, localeFromAcceptLanguage, matchLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { requireIdempotencyKey } from '../payments/payments.public.ts';
import { adminContext, type AdminContext } from './admin-tx.ts';
import { eventDeskSale } from './event-desk-sale.service.ts';
import { eventRegistrationsExport } from './event-registrations-csv.ts';
import * as service from './event-registrations.service.ts';

/** The language of the console's request (its e-mails and messages), else the church's. */
const consoleLocale = (ctx: AdminContext, acceptLanguage: string | undefined) =>
  localeFromAcceptLanguage(acceptLanguage) ?? matchLocale(ctx.staff.church.idioma) ?? FALLBACK_LOCALE;

/** An event's registrations (`/admin/:church/events/:eventId/registrations...`): the gate ran before each handler. */
export default async function adminEventRegistrationsRoutes(app: FastifyInstance) {
  registerEndpoint(app, registrations.eventRegistrations, ({ req, params, query }) =>
    service.eventRegistrations(adminContext(app, req), params.eventId, query),
  );
  registerEndpoint(app, registrations.eventRegistrationsExport, async ({ req, reply, params, query }) => {
    const ctx = adminContext(app, req);
    const stream = eventRegistrationsExport(ctx, params.eventId, query);
    reply.header('content-disposition', 'attachment; filename="inscricoes.csv"');
    return stream;
  });
  registerEndpoint(app, registrations.eventRegistrationGet, ({ req, params }) =>
    service.eventRegistrationGet(adminContext(app, req), params.eventId, params.id),
  );
  registerEndpoint(app, registrations.eventRegistrationResend, ({ req, params }) =>
    service.eventRegistrationResend(adminContext(app, req), params.eventId, params.id),
  );
  registerEndpoint(app, registrations.eventRegistrationCancel, ({ req, params, body }) => {
    const ctx = adminContext(app, req);
    const refund = body.reembolsar
      ? {
          key: requireIdempotencyKey(req.headers['idempotency-key']),
          locale: consoleLocale(ctx, req.headers['accept-language']),
        }
      : null;
    return service.eventRegistrationCancel(ctx, params.eventId, params.id, body, refund);
  });
  registerEndpoint(app, registrations.eventTicketMove, ({ req, params, body }) =>
    service.eventTicketMove(adminContext(app, req), params.eventId, params.id, params.ticketId, body),
  );
  registerEndpoint(app, registrations.eventDeskSale, ({ req, params, body }) => {
    const ctx = adminContext(app, req);
    const key = requireIdempotencyKey(req.headers['idempotency-key']);
    return eventDeskSale(ctx, params.eventId, body, key, consoleLocale(ctx, req.headers['accept-language']));
  });
}
