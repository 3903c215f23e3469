import { ZAdminChurchParams } from '../admin/common.ts';
import { ZEventListPage, ZEventListQuery } from '../admin/event-list.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * The events area's list in the staff console (admin/event-list.ts): the `events` view grant; a grant scoped to one
 * event passes the gate (the path names no event) and lists that event only.
 */
export const eventList = defineEndpoint({
  base: 'admin',
  auth: 'staff',
  grant: { area: 'events', action: 'view', scope: 'event' },
  tags: ['admin-events'],
  cache: 'private',
  method: 'GET',
  path: '/admin/:church/events',
  summary: "The church's events for the console (title search, upcoming/past/all), with tickets sold and registrations",
  params: ZAdminChurchParams,
  query: ZEventListQuery,
  status: 200,
  response: ZEventListPage,
  errors: [400, 401, 403, 404],
});
