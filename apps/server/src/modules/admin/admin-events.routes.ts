import * as events from '@congrega/contract/endpoints/admin-events';
import { FALLBACK_LOCALE, localeFromAcceptLanguage, matchLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { requireIdempotencyKey } from '../payments/payments.public.ts';
import { adminContext } from './admin-tx.ts';
import * as service from './events-admin.service.ts';

/** Authoring events (`/admin/:church/events...`): the gate ran before each handler. */
export default async function adminEventsRoutes(app: FastifyInstance) {
  registerEndpoint(app, events.adminEventCreate, ({ req, body }) => service.adminEventCreate(adminContext(app, req), body));
  registerEndpoint(app, events.adminEventGet, ({ req, params }) => service.adminEventGet(adminContext(app, req), params.eventId));
  registerEndpoint(app, events.adminEventUpdate, ({ req, params, body }) =>
    service.adminEventUpdate(adminContext(app, req), params.eventId, body),
  );
  registerEndpoint(app, events.adminEventDuplicate, ({ req, params, body }) =>
    service.adminEventDuplicate(adminContext(app, req), params.eventId, body.dataInicio),
  );
  registerEndpoint(app, events.adminEventCancel, ({ req, params, body }) => {
    const ctx = adminContext(app, req);
    const refund = body.reembolsar
      ? {
          key: requireIdempotencyKey(req.headers['idempotency-key']),
          locale: localeFromAcceptLanguage(req.headers['accept-language']) ?? matchLocale(ctx.staff.church.idioma) ?? FALLBACK_LOCALE,
        }
      : null;
    return service.adminEventCancel(ctx, params.eventId, body, refund);
  });
}
