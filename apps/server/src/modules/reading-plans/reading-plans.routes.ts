import * as plans from '@congrega/contract/endpoints/reading-plans';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import * as service from './reading-plans.service.ts';

/** Reading plans (spec sections 1, 2, 4): routes from the contract's descriptors; rules in reading-plans.service.ts. */
export default async function readingPlansRoutes(app: FastifyInstance) {
  registerEndpoint(app, plans.listReadingPlans, ({ req }) => service.listPlans(app, req.church));
  registerEndpoint(app, plans.getReadingPlan, ({ req, params }) => service.getPlan(app, req.church, params.planUuid));
  registerEndpoint(app, plans.listMyReadingPlans, ({ req, auth }) => service.listMyPlans(app, req.church, auth));
  registerEndpoint(app, plans.startReadingPlan, ({ req, auth, params }) => service.startPlan(app, req.church, auth, params.planUuid));
  registerEndpoint(app, plans.getReadingSubscription, ({ req, auth, params }) =>
    service.getSubscription(app, req.church, auth, params.subscriptionUuid),
  );
  registerEndpoint(app, plans.markReadingDay, ({ req, auth, params, body }) =>
    service.markDay(app, req.church, auth, params.subscriptionUuid, params.dia, body.lido),
  );
  registerEndpoint(app, plans.catchUpReadingPlan, ({ req, auth, params }) =>
    service.catchUp(app, req.church, auth, params.subscriptionUuid),
  );
  registerEndpoint(app, plans.resetReadingPlan, ({ req, auth, params }) =>
    service.resetPlan(app, req.church, auth, params.subscriptionUuid),
  );
  registerEndpoint(app, plans.deleteReadingSubscription, async ({ req, auth, params }) => {
    await service.leavePlan(app, req.church, auth, params.subscriptionUuid);
    return null;
  });
}
