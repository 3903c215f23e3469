import { ZAdminChurchParams } from '../admin/common.ts';
import {
  ZDoorCheckInBody,
  ZDoorCheckInResult,
  ZDoorConflictList,
  ZDoorCounts,
  ZDoorCountsQuery,
  ZDoorEvent,
  ZDoorEventList,
  ZDoorEventParams,
  ZDoorManifest,
  ZDoorMemberCardBody,
  ZDoorSyncBody,
  ZDoorSyncResult,
  ZDoorTicketList,
  ZDoorTicketQuery,
} from '../admin/door.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZMemberCardCheck } from '../member-card.ts';

/**
 * Door check-in (admin/door.ts): the `door` grant at edit, scoped to an event: a door staff grant of event A
 * opens `/door/events/A/...` only (the staff gate compares the grant's scope id with the path's `eventId`: 403
 * STAFF_FORBIDDEN elsewhere); a church admin's unscoped grant opens every event. No second factor (a phone at the
 * door), so nothing here shows more than the holder's name and ticket type.
 */
const door = {
  base: 'admin',
  auth: 'staff',
  tags: ['admin-door'],
  cache: 'private',
} as const;
const grant = { area: 'door', action: 'edit', scope: 'event' } as const;

export const doorEvents = defineEndpoint({
  ...door,
  grant,
  method: 'GET',
  path: '/admin/:church/door/events',
  summary: 'The events whose door the caller may work: a scoped grant lists its events, an unscoped one the coming ones',
  params: ZAdminChurchParams,
  status: 200,
  response: ZDoorEventList,
  errors: [401, 403, 404],
});

export const doorEvent = defineEndpoint({
  ...door,
  grant,
  method: 'GET',
  path: '/admin/:church/door/events/:eventId',
  summary: 'The event and its live counts: admitted, expected (confirmed tickets) and conflicts to look at',
  params: ZDoorEventParams,
  status: 200,
  response: ZDoorEvent,
  errors: [400, 401, 403, 404],
});

export const doorCounts = defineEndpoint({
  ...door,
  grant,
  method: 'GET',
  path: '/admin/:church/door/events/:eventId/counts',
  summary:
    "The event's counts once they differ from the ones the device shows (a wait of up to 25 s: every device sees each admission at once)",
  params: ZDoorEventParams,
  query: ZDoorCountsQuery,
  status: 200,
  response: ZDoorCounts,
  errors: [400, 401, 403, 404],
});

export const doorCheckIn = defineEndpoint({
  ...door,
  grant,
  method: 'POST',
  path: '/admin/:church/door/events/:eventId/check-ins',
  summary: "Checks a ticket's code in: one verdict; an already admitted ticket enters again only with an override's reason",
  params: ZDoorEventParams,
  body: ZDoorCheckInBody,
  status: 200,
  response: ZDoorCheckInResult,
  errors: [400, 401, 403, 404],
});

export const doorSync = defineEndpoint({
  ...door,
  grant,
  method: 'POST',
  path: '/admin/:church/door/events/:eventId/check-ins/sync',
  summary: "A device's queued offline admissions (at most 500): the first by client time wins, the others are conflicts",
  params: ZDoorEventParams,
  body: ZDoorSyncBody,
  status: 200,
  response: ZDoorSyncResult,
  errors: [400, 401, 403, 404],
});

export const doorManifest = defineEndpoint({
  ...door,
  grant,
  method: 'GET',
  path: '/admin/:church/door/events/:eventId/manifest',
  summary: "The event's tickets for deciding offline: each code as SHA-256 hex of code + the event's salt",
  params: ZDoorEventParams,
  status: 200,
  response: ZDoorManifest,
  errors: [400, 401, 403, 404],
});

export const doorTickets = defineEndpoint({
  ...door,
  grant,
  method: 'GET',
  path: '/admin/:church/door/events/:eventId/tickets',
  summary: "The event's tickets whose holder's name matches (manual entry), up to 20",
  params: ZDoorEventParams,
  query: ZDoorTicketQuery,
  status: 200,
  response: ZDoorTicketList,
  errors: [400, 401, 403, 404],
});

export const doorConflicts = defineEndpoint({
  ...door,
  grant,
  method: 'GET',
  path: '/admin/:church/door/events/:eventId/conflicts',
  summary: 'Synced offline admissions flagged for staff: not the first for their ticket, or no longer admissible',
  params: ZDoorEventParams,
  status: 200,
  response: ZDoorConflictList,
  errors: [400, 401, 403, 404],
});

export const doorMemberCard = defineEndpoint({
  ...door,
  grant,
  method: 'POST',
  path: '/admin/:church/door/events/:eventId/member-cards',
  summary: "Checks a member card's QR code at the door: whether the card is valid today, with what the card itself shows",
  params: ZDoorEventParams,
  body: ZDoorMemberCardBody,
  status: 200,
  response: ZMemberCardCheck,
  errors: [400, 401, 403, 404],
});
