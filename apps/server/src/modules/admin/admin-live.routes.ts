import * as live from '@congrega/contract/endpoints/admin-live';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { adminContext } from './admin-tx.ts';
import * as service from './live-admin.service.ts';

/** Scheduling live services (`/admin/:church/services...`): the gate ran before each handler. */
export default async function adminLiveRoutes(app: FastifyInstance) {
  registerEndpoint(app, live.adminLiveServiceList, ({ req }) => service.adminLiveServiceList(adminContext(app, req)));
  registerEndpoint(app, live.adminLiveServiceCreate, ({ req, body }) => service.adminLiveServiceCreate(adminContext(app, req), body));
  registerEndpoint(app, live.adminLiveServiceGet, ({ req, params }) =>
    service.adminLiveServiceGet(adminContext(app, req), params.serviceId),
  );
  registerEndpoint(app, live.adminLiveServiceUpdate, ({ req, params, body }) =>
    service.adminLiveServiceUpdate(adminContext(app, req), params.serviceId, body),
  );
  registerEndpoint(app, live.adminLiveServiceDelete, ({ req, params }) =>
    service.adminLiveServiceDelete(adminContext(app, req), params.serviceId),
  );
  registerEndpoint(app, live.adminLiveServiceStart, ({ req, params }) =>
    service.adminLiveServiceStart(adminContext(app, req), params.serviceId),
  );
  registerEndpoint(app, live.adminLiveServiceEnd, ({ req, params }) =>
    service.adminLiveServiceEnd(adminContext(app, req), params.serviceId),
  );
}
