import multipart from '@fastify/multipart';
import { ZAdminEventImageBody } from '@congrega/contract/admin/events';
import * as events from '@congrega/contract/endpoints/admin-events';
import { FALLBACK_LOCALE, localeFromAcceptLanguage, matchLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { imageFormOptions, uploadErrorHandler, zRequiredImageFile } from '../../lib/image-upload.ts';
import { requireIdempotencyKey } from '../payments/payments.public.ts';
import { adminContext } from './admin-tx.ts';
import { uploadChurchImage } from './admin-uploads.service.ts';
import * as service from './events-admin.service.ts';

/** Authoring events (`/admin/:church/events...`): the gate ran before each handler; only the cover's child plugin takes multipart. */
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
  await app.register(async (upload) => {
    await upload.register(multipart, imageFormOptions());
    upload.setErrorHandler(uploadErrorHandler());
    registerEndpoint(
      upload,
      events.adminEventImageUpload,
      ({ req }) => uploadChurchImage(adminContext(app, req), 'event', (req.body as { imagem: Buffer }).imagem),
      { body: ZAdminEventImageBody.extend({ imagem: zRequiredImageFile }) },
    );
  });
}
