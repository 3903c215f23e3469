import { ZAdminChurchParams } from '../admin/common.ts';
import { ZAdminNotification, ZAdminNotificationBody, ZAdminNotificationListQuery, ZAdminNotificationPage } from '../admin/notifications.ts';
import { defineEndpoint } from '../endpoint.ts';

/** The console's notifications (admin/notifications.ts): the `content` grant, view to list and edit to send. */
const common = { base: 'admin', auth: 'staff', tags: ['admin-notifications'], cache: 'private' } as const;

export const adminNotificationList = defineEndpoint({
  ...common,
  grant: { area: 'content', action: 'view' },
  method: 'GET',
  path: '/admin/:church/notifications',
  summary: "The church's notifications to all its members, newest first, with members reached, pushes delivered and opens",
  params: ZAdminChurchParams,
  query: ZAdminNotificationListQuery,
  status: 200,
  response: ZAdminNotificationPage,
  errors: [400, 401, 403, 404],
});

export const adminNotificationSend = defineEndpoint({
  ...common,
  grant: { area: 'content', action: 'edit' },
  method: 'POST',
  path: '/admin/:church/notifications',
  summary: "Sends a notification by hand to every member of the church (their menu and subscribed browsers' push)",
  params: ZAdminChurchParams,
  body: ZAdminNotificationBody,
  status: 201,
  response: ZAdminNotification,
  errors: [400, 401, 403, 404],
});
