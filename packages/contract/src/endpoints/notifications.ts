import { z } from 'zod';
import { ZIdParams } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZNotificationOpenParams, ZPushPublicKey, ZPushSubscribeBody, ZPushUnsubscribeBody } from '../notifications-push.ts';
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

/** Web Push (notifications-push.ts): the key a browser subscribes with, its subscription and the open tracking. */
export const pushPublicKey = defineEndpoint({
  method: 'GET',
  path: '/igreja/:id/notificacao/push/chave',
  summary: "The server's VAPID public key for the browser's push subscription",
  tags: ['notifications'],
  auth: 'member',
  cache: 'private',
  params: ZIdParams,
  status: 200,
  response: ZPushPublicKey,
  errors: [400, 401, 404],
});

export const pushSubscribe = defineEndpoint({
  method: 'POST',
  path: '/igreja/:id/notificacao/push/inscricao',
  summary: "Saves this browser's push subscription for the caller at the host church (again: moves it to the caller)",
  tags: ['notifications'],
  auth: 'member',
  cache: 'private',
  params: ZIdParams,
  body: ZPushSubscribeBody,
  status: 204,
  response: z.null(),
  errors: [400, 401, 403, 404],
});

export const pushUnsubscribe = defineEndpoint({
  method: 'DELETE',
  path: '/igreja/:id/notificacao/push/inscricao',
  summary: "Removes the caller's push subscription of this browser at the host church",
  tags: ['notifications'],
  auth: 'member',
  cache: 'private',
  params: ZIdParams,
  body: ZPushUnsubscribeBody,
  status: 204,
  response: z.null(),
  errors: [400, 401, 403, 404],
});

export const notificationOpened = defineEndpoint({
  method: 'POST',
  path: '/igreja/:id/notificacao/:notificacaoId/abertura',
  summary: 'Records that the caller opened a notification (from the menu or a push); a repeat changes nothing',
  tags: ['notifications'],
  auth: 'member',
  cache: 'private',
  params: ZNotificationOpenParams,
  status: 204,
  response: z.null(),
  errors: [400, 401, 403, 404],
});
