import * as door from '@congrega/contract/endpoints/admin-door';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { adminContext } from './admin-tx.ts';
import * as sync from './door-sync.service.ts';
import * as service from './door.service.ts';

/** Door check-in (`/admin/:church/door/events/...`): the gate ran before each handler, the event's scope included. */
export default async function adminDoorRoutes(app: FastifyInstance) {
  registerEndpoint(app, door.doorEvents, ({ req }) => service.doorEvents(adminContext(app, req)));
  registerEndpoint(app, door.doorEvent, ({ req, params }) => service.doorEvent(adminContext(app, req), params.eventId));
  registerEndpoint(app, door.doorCounts, ({ req, reply, params, query }) => {
    // The wait ends when the device goes away (its connection closes before the answer).
    const gone = new AbortController();
    reply.raw.once('close', () => gone.abort());
    return service.doorCountsAfter(adminContext(app, req), params.eventId, query, gone.signal);
  });
  registerEndpoint(app, door.doorCheckIn, ({ req, params, body }) => service.doorCheckIn(adminContext(app, req), params.eventId, body));
  registerEndpoint(app, door.doorSync, ({ req, params, body }) => sync.doorSync(adminContext(app, req), params.eventId, body));
  registerEndpoint(app, door.doorManifest, ({ req, params }) => service.doorManifest(adminContext(app, req), params.eventId));
  registerEndpoint(app, door.doorTickets, ({ req, params, query }) => service.doorTickets(adminContext(app, req), params.eventId, query.q));
  registerEndpoint(app, door.doorMemberCard, ({ req, params, body }) =>
    service.doorMemberCard(adminContext(app, req), params.eventId, body.codigo),
  );
  registerEndpoint(app, door.doorConflicts, ({ req, params }) => sync.doorConflicts(adminContext(app, req), params.eventId));
}
