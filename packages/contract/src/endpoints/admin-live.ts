import { z } from 'zod';
import { ZAdminChurchParams } from '../admin/common.ts';
import { ZAdminLiveService, ZAdminLiveServiceBody, ZAdminLiveServiceList, ZAdminLiveServiceParams } from '../admin/live.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Scheduling live services in the staff console (admin/live.ts): the `live` grant, view to read and edit to change;
 * go live and end also accept a grant scoped to that one service (`service`, the path's `serviceId`).
 */
const services = { base: 'admin', auth: 'staff', tags: ['admin-live'], cache: 'private' } as const;
const view = { area: 'live', action: 'view' } as const;
const edit = { area: 'live', action: 'edit' } as const;
const host = { area: 'live', action: 'edit', scope: 'service' } as const;

export const adminLiveServiceList = defineEndpoint({
  ...services,
  grant: view,
  method: 'GET',
  path: '/admin/:church/services',
  summary: "The church's live services: weekly ones and one-off streams, with what is live now and next",
  params: ZAdminChurchParams,
  status: 200,
  response: ZAdminLiveServiceList,
  errors: [400, 401, 403, 404],
});

export const adminLiveServiceCreate = defineEndpoint({
  ...services,
  grant: edit,
  method: 'POST',
  path: '/admin/:church/services',
  summary: "Schedules a live service (weekly or one-off, in a time zone) and notifies the church's members (CULTO)",
  params: ZAdminChurchParams,
  body: ZAdminLiveServiceBody,
  status: 201,
  response: ZAdminLiveService,
  errors: [400, 401, 403, 404],
});

export const adminLiveServiceGet = defineEndpoint({
  ...services,
  grant: view,
  method: 'GET',
  path: '/admin/:church/services/:serviceId',
  summary: 'A live service for editing',
  params: ZAdminLiveServiceParams,
  status: 200,
  response: ZAdminLiveService,
  errors: [400, 401, 403, 404],
});

export const adminLiveServiceUpdate = defineEndpoint({
  ...services,
  grant: edit,
  method: 'PUT',
  path: '/admin/:church/services/:serviceId',
  summary: 'Changes a live service (its schedule, texts or stream source); the member pages show it at once',
  params: ZAdminLiveServiceParams,
  body: ZAdminLiveServiceBody,
  status: 200,
  response: ZAdminLiveService,
  errors: [400, 401, 403, 404],
});

export const adminLiveServiceDelete = defineEndpoint({
  ...services,
  grant: edit,
  method: 'DELETE',
  path: '/admin/:church/services/:serviceId',
  summary: 'Takes a live service off every page (its chat history is kept)',
  params: ZAdminLiveServiceParams,
  status: 204,
  response: z.null(),
  errors: [400, 401, 403, 404],
});

export const adminLiveServiceStart = defineEndpoint({
  ...services,
  grant: host,
  method: 'POST',
  path: '/admin/:church/services/:serviceId/start',
  summary: 'Goes live now with a service, whatever its schedule, until it is ended',
  params: ZAdminLiveServiceParams,
  status: 200,
  response: ZAdminLiveService,
  errors: [400, 401, 403, 404],
});

export const adminLiveServiceEnd = defineEndpoint({
  ...services,
  grant: host,
  method: 'POST',
  path: '/admin/:church/services/:serviceId/end',
  summary: 'Ends the occurrence under way (a weekly service shows its next one; a one-off stream is over)',
  params: ZAdminLiveServiceParams,
  status: 200,
  response: ZAdminLiveService,
  errors: [400, 401, 403, 404],
});
