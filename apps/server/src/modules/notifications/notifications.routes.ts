import * as notifications from '@congrega/contract/endpoints/notifications';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { notificationFeed } from './notifications.service.ts';

/** Notifications (spec section 9): routes from the contract's descriptors; rules in notifications.service.ts. */
export default async function notificationsRoutes(app: FastifyInstance) {
  registerEndpoint(app, notifications.listNotifications, ({ req, auth, params, query }) =>
    notificationFeed(app, req.church.id, params.id, auth, query),
  );
}
