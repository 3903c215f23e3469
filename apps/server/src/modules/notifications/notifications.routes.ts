import * as notifications from '@congrega/contract/endpoints/notifications';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { defineNotificationJobs } from './notifications.jobs.ts';
import { notificationFeed } from './notifications.service.ts';
import { notificationOpened, pushPublicKey, subscribePush, unsubscribePush } from './push.service.ts';

/** Notifications (spec section 9) and their Web Push: routes from the contract's descriptors; rules in the services. */
export default async function notificationsRoutes(app: FastifyInstance) {
  defineNotificationJobs(app);
  registerEndpoint(app, notifications.listNotifications, ({ req, auth, params, query }) =>
    notificationFeed(app, req.church.id, params.id, auth, query),
  );
  registerEndpoint(app, notifications.pushPublicKey, ({ req, params }) => pushPublicKey(app, req.church.id, params.id));
  registerEndpoint(app, notifications.pushSubscribe, ({ req, auth, params, body }) =>
    subscribePush(app, req.church.id, params.id, auth, body),
  );
  registerEndpoint(app, notifications.pushUnsubscribe, ({ req, auth, params, body }) =>
    unsubscribePush(app, req.church.id, params.id, auth, body),
  );
  registerEndpoint(app, notifications.notificationOpened, ({ req, auth, params }) => notificationOpened(app, req.church.id, params, auth));
}
