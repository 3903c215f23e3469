import * as offerings from '@congrega/contract/endpoints/admin-offerings';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { adminContext } from './admin-tx.ts';
import * as service from './offerings.service.ts';

/** Cash offerings (`/admin/:church/finance/offerings/...`): the gate ran before each handler. */
export default async function adminOfferingsRoutes(app: FastifyInstance) {
  registerEndpoint(app, offerings.offeringBatches, ({ req, query }) => service.offeringBatches(adminContext(app, req), query));
  registerEndpoint(app, offerings.offeringOptions, ({ req }) => service.offeringOptions(adminContext(app, req)));
  registerEndpoint(app, offerings.offeringMembers, ({ req, query }) => service.offeringMembers(adminContext(app, req), query.q));
  registerEndpoint(app, offerings.offeringBatchCreate, ({ req, body }) => service.offeringBatchCreate(adminContext(app, req), body));
  registerEndpoint(app, offerings.offeringBatchGet, ({ req, params }) => service.offeringBatchGet(adminContext(app, req), params.id));
  registerEndpoint(app, offerings.offeringBatchDelete, ({ req, params }) => service.offeringBatchDelete(adminContext(app, req), params.id));
  registerEndpoint(app, offerings.offeringLineCreate, ({ req, params, body }) =>
    service.offeringLineCreate(adminContext(app, req), params.id, body),
  );
  registerEndpoint(app, offerings.offeringLineUpdate, ({ req, params, body }) =>
    service.offeringLineUpdate(adminContext(app, req), params.id, params.line, body),
  );
  registerEndpoint(app, offerings.offeringLineDelete, ({ req, params }) =>
    service.offeringLineDelete(adminContext(app, req), params.id, params.line),
  );
  registerEndpoint(app, offerings.offeringBatchCommit, ({ req, params, body }) =>
    service.offeringBatchCommit(adminContext(app, req), params.id, body.totalEsperado),
  );
  registerEndpoint(app, offerings.offeringAdjustmentCreate, ({ req, params, body }) =>
    service.offeringAdjustmentCreate(adminContext(app, req), params.id, body),
  );
}
