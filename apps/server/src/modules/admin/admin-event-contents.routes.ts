import * as contents from '@congrega/contract/endpoints/admin-event-contents';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { adminContext } from './admin-tx.ts';
import * as service from './event-contents.service.ts';

/** An event's exclusive online content (`/admin/:church/events/:eventId/contents...`): the gate ran before each handler. */
export default async function adminEventContentsRoutes(app: FastifyInstance) {
  registerEndpoint(app, contents.adminEventContentList, ({ req, params }) =>
    service.adminEventContents(adminContext(app, req), params.eventId),
  );
  registerEndpoint(app, contents.adminEventContentCreate, ({ req, params, body }) =>
    service.adminEventContentCreate(adminContext(app, req), params.eventId, body),
  );
  registerEndpoint(app, contents.adminEventContentOrder, ({ req, params, body }) =>
    service.adminEventContentOrder(adminContext(app, req), params.eventId, body.ids),
  );
  registerEndpoint(app, contents.adminEventContentUpdate, ({ req, params, body }) =>
    service.adminEventContentUpdate(adminContext(app, req), params.eventId, params.contentId, body),
  );
  registerEndpoint(app, contents.adminEventContentDelete, ({ req, params }) =>
    service.adminEventContentDelete(adminContext(app, req), params.eventId, params.contentId),
  );
}
