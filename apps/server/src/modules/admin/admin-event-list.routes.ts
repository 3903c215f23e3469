import * as events from '@congrega/contract/endpoints/admin-event-list';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { adminContext } from './admin-tx.ts';
import * as service from './event-list.service.ts';

/** The events area's list (`/admin/:church/events`): the gate ran before the handler. */
export default async function adminEventListRoutes(app: FastifyInstance) {
  registerEndpoint(app, events.eventList, ({ req, query }) => service.eventList(adminContext(app, req), query));
}
