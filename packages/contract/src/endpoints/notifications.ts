import { ZIdParams } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZNotificationList, ZNotificationQuery } from '../user.ts';

/** Notifications (spec section 9): the caller's feed at the host church. */
export const listNotifications = defineEndpoint({
  method: 'GET',
  path: '/igreja/:id/notificacao/',
  summary: "The caller's notifications at this church",
  description:
    '`id` must be the host church. Church-wide notifications plus those addressed to the caller, newest first (page from 1, default limit 30). `igreja.codigo` is the issuing church: another church of the organization means the app must switch church before opening it.',
  tags: ['notifications'],
  auth: 'member',
  params: ZIdParams,
  query: ZNotificationQuery,
  status: 200,
  response: ZNotificationList,
  errors: [400, 401, 404],
});
