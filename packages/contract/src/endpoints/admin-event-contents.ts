import { z } from 'zod';
import {
  ZAdminEventContent,
  ZAdminEventContentBody,
  ZAdminEventContentList,
  ZAdminEventContentOrderBody,
  ZAdminEventContentParams,
  ZAdminEventContentsParams,
} from '../admin/event-contents.ts';
import { defineEndpoint } from '../endpoint.ts';

/** An event's exclusive online content (admin/event-contents.ts): the `events` grant scoped to the event. */
const contents = {
  base: 'admin',
  auth: 'staff',
  tags: ['admin-events'],
  cache: 'private',
} as const;
const view = { area: 'events', action: 'view', scope: 'event' } as const;
const edit = { area: 'events', action: 'edit', scope: 'event' } as const;
const path = '/admin/:church/events/:eventId/contents';

export const adminEventContentList = defineEndpoint({
  ...contents,
  grant: view,
  method: 'GET',
  path,
  summary: "The event's exclusive online content, in order (what holders of tickets with online content open)",
  params: ZAdminEventContentsParams,
  status: 200,
  response: ZAdminEventContentList,
  errors: [400, 401, 403, 404],
});

export const adminEventContentCreate = defineEndpoint({
  ...contents,
  grant: edit,
  method: 'POST',
  path,
  summary: 'Adds a content (video, link or file by its https address, or a text) last in the list',
  params: ZAdminEventContentsParams,
  body: ZAdminEventContentBody,
  status: 201,
  response: ZAdminEventContent,
  errors: [400, 401, 403, 404, 409],
});

export const adminEventContentOrder = defineEndpoint({
  ...contents,
  grant: edit,
  method: 'PUT',
  path: `${path}/order`,
  summary: "Reorders the event's contents (every id once)",
  params: ZAdminEventContentsParams,
  body: ZAdminEventContentOrderBody,
  status: 200,
  response: ZAdminEventContentList,
  errors: [400, 401, 403, 404],
});

export const adminEventContentUpdate = defineEndpoint({
  ...contents,
  grant: edit,
  method: 'PUT',
  path: `${path}/:contentId`,
  summary: 'Changes a content',
  params: ZAdminEventContentParams,
  body: ZAdminEventContentBody,
  status: 200,
  response: ZAdminEventContent,
  errors: [400, 401, 403, 404],
});

export const adminEventContentDelete = defineEndpoint({
  ...contents,
  grant: edit,
  method: 'DELETE',
  path: `${path}/:contentId`,
  summary: 'Deletes a content (holders no longer see it)',
  params: ZAdminEventContentParams,
  status: 204,
  response: z.null(),
  errors: [400, 401, 403, 404],
});
