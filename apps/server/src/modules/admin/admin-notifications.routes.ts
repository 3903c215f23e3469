import * as notifications from '@congrega/contract/endpoints/admin-notifications';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { adminContext } from './admin-tx.ts';
import { adminNotificationList, adminNotificationSend } from './notifications-admin.service.ts';

/** The console's notifications (`/admin/:church/notifications`): the gate ran before each handler. */
export default async function adminNotificationsRoutes(app: FastifyInstance) {
  registerEndpoint(app, notifications.adminNotificationList, ({ req, query }) => adminNotificationList(adminContext(app, req), query));
  registerEndpoint(app, notifications.adminNotificationSend, ({ req, body }) => adminNotificationSend(adminContext(app, req), body));
}
