import { z } from 'zod';
import {
  ZEventRegistrationCancelBody,
  ZEventRegistrationDetail,
  ZEventRegistrationFilters,
  ZEventRegistrationPage,
  ZEventRegistrationParams,
  ZEventRegistrationQuery,
  ZEventRegistrationsParams,
  ZEventTicketMoveBody,
  ZEventTicketParams,
} from '../admin/event-registrations.ts';
import { ZDeskSaleBody, ZDeskSaleResult } from '../admin/event-desk-sale.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * An event's registrations in the staff console (admin/event-registrations.ts): the `events` grant, view to read and
 * edit to change, scoped to an event (a grant of event A opens `/events/A/registrations...` only; an unscoped one
 * every event). Writes take an Idempotency-Key header.
 */
const registrations = {
  base: 'admin',
  auth: 'staff',
  tags: ['admin-event-registrations'],
  cache: 'private',
} as const;
const view = { area: 'events', action: 'view', scope: 'event' } as const;
const edit = { area: 'events', action: 'edit', scope: 'event' } as const;

export const eventRegistrations = defineEndpoint({
  ...registrations,
  grant: view,
  method: 'GET',
  path: '/admin/:church/events/:eventId/registrations',
  summary:
    "An event's registrations, newest first, filtered and searched, with every holder's answers and the counts and revenue per ticket type",
  params: ZEventRegistrationsParams,
  query: ZEventRegistrationQuery,
  status: 200,
  response: ZEventRegistrationPage,
  errors: [400, 401, 403, 404],
});

export const eventRegistrationsExport = defineEndpoint({
  ...registrations,
  grant: view,
  method: 'GET',
  path: '/admin/:church/events/:eventId/registrations/export',
  summary: 'The registrations found by the same filters as CSV, one row per ticket (streamed, newest first)',
  params: ZEventRegistrationsParams,
  query: ZEventRegistrationFilters,
  status: 200,
  file: 'text/csv; charset=utf-8',
  response: z.string(),
  errors: [400, 401, 403, 404],
});

export const eventRegistrationGet = defineEndpoint({
  ...registrations,
  grant: view,
  method: 'GET',
  path: '/admin/:church/events/:eventId/registrations/:id',
  summary: "A registration's detail: buyer, tickets with answers and admissions, and its payment's timeline",
  params: ZEventRegistrationParams,
  status: 200,
  response: ZEventRegistrationDetail,
  errors: [400, 401, 403, 404],
});

export const eventRegistrationResend = defineEndpoint({
  ...registrations,
  grant: edit,
  method: 'POST',
  path: '/admin/:church/events/:eventId/registrations/:id/resend',
  summary: "E-mails a confirmed registration's tickets to its buyer again (409 when sent less than a minute ago)",
  params: ZEventRegistrationParams,
  status: 200,
  response: ZEventRegistrationDetail,
  errors: [400, 401, 403, 404, 409],
});

export const eventRegistrationCancel = defineEndpoint({
  ...registrations,
  grant: edit,
  method: 'POST',
  path: '/admin/:church/events/:eventId/registrations/:id/cancel',
  summary:
    'Cancels a registration and releases its seats (header Idempotency-Key); with a refund, through the money console (finance edit needed too)',
  params: ZEventRegistrationParams,
  body: ZEventRegistrationCancelBody,
  status: 200,
  response: ZEventRegistrationDetail,
  errors: [400, 401, 403, 404, 409],
});

export const eventTicketMove = defineEndpoint({
  ...registrations,
  grant: edit,
  method: 'POST',
  path: '/admin/:church/events/:eventId/registrations/:id/tickets/:ticketId/move',
  summary: 'Moves a ticket to another holder (name and answers): it gets a new code, the old QR stops working',
  params: ZEventTicketParams,
  body: ZEventTicketMoveBody,
  status: 200,
  response: ZEventRegistrationDetail,
  errors: [400, 401, 403, 404, 409],
});

/** The desk sale's second grant (`offerings` edit, TOTP) is checked by the server (admin/event-desk-sale.ts). */
export const eventDeskSale = defineEndpoint({
  ...registrations,
  grant: edit,
  method: 'POST',
  path: '/admin/:church/events/:eventId/registrations',
  summary:
    "Registers at the desk, paid in cash (header Idempotency-Key): tickets sold as online, the cash approved and counted into today's offering batch (offerings edit needed too)",
  params: ZEventRegistrationsParams,
  body: ZDeskSaleBody,
  status: 201,
  response: ZDeskSaleResult,
  errors: [400, 401, 403, 404, 409],
});
