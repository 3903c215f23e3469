import {
  ZAdminEvent,
  ZAdminEventBody,
  ZAdminEventCancelBody,
  ZAdminEventCancelResult,
  ZAdminEventCreateParams,
  ZAdminEventDuplicateBody,
  ZAdminEventImageBody,
  ZAdminEventParams,
} from '../admin/events.ts';
import { ZAdminImageUpload } from '../admin/settings.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Authoring events in the staff console (admin/events.ts): the `events` grant, view to read and edit to change,
 * scoped to an event (a grant of event A opens `/events/A...` only; creating an event needs an unscoped grant). The
 * list of events is admin-event-list.ts. The cancel takes an Idempotency-Key header when it refunds.
 */
const events = {
  base: 'admin',
  auth: 'staff',
  tags: ['admin-events'],
  cache: 'private',
} as const;
const view = { area: 'events', action: 'view', scope: 'event' } as const;
const edit = { area: 'events', action: 'edit', scope: 'event' } as const;

export const adminEventCreate = defineEndpoint({
  ...events,
  grant: { area: 'events', action: 'edit' },
  method: 'POST',
  path: '/admin/:church/events',
  summary: 'Creates an event with its ticket types and their holder questions (the map link derived from the address)',
  params: ZAdminEventCreateParams,
  body: ZAdminEventBody,
  status: 201,
  response: ZAdminEvent,
  errors: [400, 401, 403, 404],
});

export const adminEventGet = defineEndpoint({
  ...events,
  grant: view,
  method: 'GET',
  path: '/admin/:church/events/:eventId',
  summary: 'An event for editing: every field, its ticket types (active or not) with their questions and counts sold and held',
  params: ZAdminEventParams,
  status: 200,
  response: ZAdminEvent,
  errors: [400, 401, 403, 404],
});

export const adminEventUpdate = defineEndpoint({
  ...events,
  grant: edit,
  method: 'PUT',
  path: '/admin/:church/events/:eventId',
  summary:
    'Replaces an event and its ticket types (with id: changed, without: created, left out: removed unless sold); a change of the purchase rules raises its version',
  params: ZAdminEventParams,
  body: ZAdminEventBody,
  status: 200,
  response: ZAdminEvent,
  errors: [400, 401, 403, 404, 409],
});

export const adminEventDuplicate = defineEndpoint({
  ...events,
  grant: { area: 'events', action: 'edit' },
  method: 'POST',
  path: '/admin/:church/events/:eventId/duplicate',
  summary:
    'Copies an event and its ticket types as a new event, nothing sold, titled "(cópia)", the same dates unless a new start is given',
  params: ZAdminEventParams,
  body: ZAdminEventDuplicateBody,
  status: 201,
  response: ZAdminEvent,
  errors: [400, 401, 403, 404],
});

export const adminEventCancel = defineEndpoint({
  ...events,
  grant: edit,
  method: 'POST',
  path: '/admin/:church/events/:eventId/cancel',
  summary:
    'Cancels an event: off the member pages, every registration cancelled, paid ones refunded in full through the money console (finance edit; header Idempotency-Key)',
  params: ZAdminEventParams,
  body: ZAdminEventCancelBody,
  status: 200,
  response: ZAdminEventCancelResult,
  errors: [400, 401, 403, 404, 409],
});

export const adminEventImageUpload = defineEndpoint({
  ...events,
  grant: { area: 'events', action: 'edit' },
  method: 'POST',
  path: '/admin/:church/events/images',
  multipart: true,
  summary: "Uploads an event's cover image (multipart/form-data: the `imagem` file) into the church's own event folder",
  description:
    "The image (JPEG, PNG or WebP, at most 5 MB) is re-encoded to WebP without metadata; the answer is its path, for an event body's `imagem`. " +
    'Errors: 413 FILE_TOO_LARGE, 415 FILE_TYPE_NOT_ALLOWED, 400 FILE_INVALID or VALIDATION_FAILED.',
  params: ZAdminEventCreateParams,
  body: ZAdminEventImageBody,
  status: 201,
  response: ZAdminImageUpload,
  errors: [400, 401, 403, 404, 413, 415],
});
